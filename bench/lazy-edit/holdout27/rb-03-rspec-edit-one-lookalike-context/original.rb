require "rails_helper"

RSpec.describe "Projects API", type: :request do
  let(:organization) { create(:organization) }
  let(:project) { create(:project, organization: organization) }
  let(:headers) { auth_headers_for(user) }

  describe "PATCH /api/projects/:id" do
    let(:params) { { project: { name: "Renamed" } } }

    context "when the user is an admin" do
      let(:user) { create(:user, memberships: [build(:membership, organization: organization, role: "admin")]) }

      it "updates the project" do
        patch "/api/projects/#{project.id}", params: params, headers: headers
        expect(response).to have_http_status(:ok)
        expect(project.reload.name).to eq("Renamed")
      end
    end

    context "when the user is an editor" do
      let(:user) { create(:user, memberships: [build(:membership, organization: organization, role: "editor")]) }

      it "updates the project" do
        patch "/api/projects/#{project.id}", params: params, headers: headers
        expect(response).to have_http_status(:ok)
        expect(project.reload.name).to eq("Renamed")
      end
    end

    context "when the user is a viewer" do
      let(:user) { create(:user, memberships: [build(:membership, organization: organization, role: "viewer")]) }

      it "is forbidden" do
        patch "/api/projects/#{project.id}", params: params, headers: headers
        expect(response).to have_http_status(:forbidden)
        expect(project.reload.name).not_to eq("Renamed")
      end
    end
  end

  describe "DELETE /api/projects/:id" do
    context "when the user is an admin" do
      let(:user) { create(:user, memberships: [build(:membership, organization: organization, role: "admin")]) }

      it "archives the project" do
        delete "/api/projects/#{project.id}", headers: headers
        expect(response).to have_http_status(:no_content)
        expect(project.reload).to be_archived
      end
    end

    context "when the user is an editor" do
      let(:user) { create(:user, memberships: [build(:membership, organization: organization, role: "editor")]) }

      it "archives the project" do
        delete "/api/projects/#{project.id}", headers: headers
        expect(response).to have_http_status(:no_content)
        expect(project.reload).to be_archived
      end
    end
  end
end
