# ... existing code ...
  describe "DELETE /api/projects/:id" do
    # ... existing code ...

    context "when the user is an editor" do
      let(:user) { create(:user, memberships: [build(:membership, organization: organization, role: "editor")]) }

      it "is forbidden" do
        delete "/api/projects/#{project.id}", headers: headers
        expect(response).to have_http_status(:forbidden)
        expect(project.reload).not_to be_archived
      end
    end
  end
end
