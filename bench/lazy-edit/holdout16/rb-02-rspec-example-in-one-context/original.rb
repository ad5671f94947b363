require "rails_helper"

RSpec.describe PasswordResetsController, type: :request do
  let(:user) { create(:user, email: "jane@example.com") }

  describe "POST /password_resets" do
    context "with a known email" do
      it "sends a reset email" do
        expect {
          post password_resets_path, params: { email: user.email }
        }.to have_enqueued_mail(UserMailer, :password_reset)
      end

      it "redirects to the login page" do
        post password_resets_path, params: { email: user.email }
        expect(response).to redirect_to(login_path)
      end
    end

    context "with an unknown email" do
      it "does not send an email" do
        expect {
          post password_resets_path, params: { email: "nobody@example.com" }
        }.not_to have_enqueued_mail
      end

      it "redirects to the login page" do
        post password_resets_path, params: { email: "nobody@example.com" }
        expect(response).to redirect_to(login_path)
      end
    end
  end

  describe "PATCH /password_resets/:token" do
    let(:token) { user.generate_token_for(:password_reset) }

    context "with a valid token" do
      it "updates the password" do
        patch password_reset_path(token), params: { password: "n3w-Secret!", password_confirmation: "n3w-Secret!" }
        expect(user.reload.authenticate("n3w-Secret!")).to be_truthy
      end

      it "redirects to the login page" do
        patch password_reset_path(token), params: { password: "n3w-Secret!", password_confirmation: "n3w-Secret!" }
        expect(response).to redirect_to(login_path)
      end
    end

    context "with an expired token" do
      it "does not update the password" do
        travel 2.hours do
          patch password_reset_path(token), params: { password: "n3w-Secret!", password_confirmation: "n3w-Secret!" }
        end
        expect(user.reload.authenticate("n3w-Secret!")).to be_falsey
      end
    end
  end
end
