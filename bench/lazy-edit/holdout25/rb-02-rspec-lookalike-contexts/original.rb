# frozen_string_literal: true

require "rails_helper"

RSpec.describe Invitations::Accept do
  subject(:result) { described_class.call(token: token, user: user) }

  let(:account) { create(:account) }
  let(:user) { create(:user, email: "new.member@example.com") }
  let(:invitation) { create(:invitation, account: account, email: user.email) }
  let(:token) { invitation.token }

  context "with a valid token" do
    it "adds the user to the account" do
      expect { result }.to change { account.memberships.count }.by(1)
    end

    it "marks the invitation as accepted" do
      result
      expect(invitation.reload.accepted_at).to be_present
    end

    it "returns success" do
      expect(result).to be_success
    end
  end

  context "with an expired invitation" do
    before { invitation.update!(expires_at: 1.day.ago) }

    it "does not add a membership" do
      expect { result }.not_to change { account.memberships.count }
    end

    it "returns an error" do
      expect(result).to be_failure
      expect(result.error).to eq(:expired)
    end
  end

  context "when the invitation was sent to another email" do
    let(:invitation) { create(:invitation, account: account, email: "someone.else@example.com") }

    it "does not add a membership" do
      expect { result }.not_to change { account.memberships.count }
    end

    it "returns an error" do
      expect(result).to be_failure
      expect(result.error).to eq(:email_mismatch)
    end
  end

  context "with an unknown token" do
    let(:token) { "nope" }

    it "returns an error" do
      expect(result).to be_failure
      expect(result.error).to eq(:not_found)
    end
  end
end
