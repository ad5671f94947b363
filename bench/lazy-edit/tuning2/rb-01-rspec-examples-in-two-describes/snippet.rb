# ... existing code ...
    it "requires a billing interval" do
      subscription = build(:subscription, account: account, interval: nil)
      expect(subscription).not_to be_valid
      expect(subscription.errors[:interval]).to include("can't be blank")
    end

    it "requires a positive seat count" do
      subscription = build(:subscription, account: account, seats: 0)
      expect(subscription).not_to be_valid
      expect(subscription.errors[:seats]).to include("must be greater than 0")
    end

# ... existing code ...
    it "keeps access until the end of the period" do
      # ... existing code ...
    end

    it "records the cancellation reason" do
      subscription = create(:subscription, account: account)
      subscription.cancel!(reason: "too_expensive")
      expect(subscription.cancellation_reason).to eq("too_expensive")
    end
  end
end
