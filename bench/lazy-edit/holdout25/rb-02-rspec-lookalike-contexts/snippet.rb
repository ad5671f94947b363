# ... existing code ...
  context "with an expired invitation" do
    before { invitation.update!(expires_at: 1.day.ago) }

    it "does not add a membership" do
      expect { result }.not_to change { account.memberships.count }
    end

    it "leaves the invitation pending" do
      result
      expect(invitation.reload.accepted_at).to be_nil
    end

    it "returns an error" do
# ... existing code ...
  context "with an unknown token" do
    let(:token) { "nope" }

    it "returns an error" do
      expect(result).to be_failure
      expect(result.error).to eq(:not_found)
    end
  end

  context "when the user is already a member" do
    before { create(:membership, account: account, user: user) }

    it "does not create a duplicate membership" do
      expect { result }.not_to change { account.memberships.count }
    end

    it "still returns success" do
      expect(result).to be_success
    end
  end
end
