# ... existing code ...
    it "applies a valid coupon" do
      coupon = build(:coupon, percent_off: 10)
      subscription = build(:subscription, account: account, plan: "team", seats: 4, coupon: coupon)
      expect(subscription.monthly_price_cents).to eq(5_400)
    end

    context "with an expired coupon" do
      it "ignores the discount" do
        coupon = build(:coupon, percent_off: 10, expires_at: 1.day.ago)
        subscription = build(:subscription, account: account, plan: "team", seats: 4, coupon: coupon)
        expect(subscription.monthly_price_cents).to eq(6_000)
      end
    end

    it "never goes below zero" do
    # ... existing code ...
    it "stores the reason" do
      subscription = create(:subscription, account: account)
      subscription.cancel!(reason: "too expensive")
      expect(subscription.reload.cancel_reason).to eq("too expensive")
    end

    it "stores who canceled" do
      admin = create(:user, account: account)
      subscription = create(:subscription, account: account)
      subscription.cancel!(by: admin)
      expect(subscription.reload.canceled_by).to eq(admin)
    end
  end
end
