# ... existing code ...
    it "makes the subscription inactive" do
      subscription.cancel!
      expect(subscription).not_to be_active
    end

    it "accepts an explicit cancellation time" do
      at = 3.days.from_now.change(usec: 0)
      subscription.cancel!(at: at)
      expect(subscription.reload.canceled_at).to eq(at)
    end

    context "when the subscription has unpaid invoices" do
      before { create(:invoice, subscription: subscription, status: "open") }

      it "still cancels the subscription" do
        expect { subscription.cancel! }.to change { subscription.reload.active? }.from(true).to(false)
      end
    end
  end

  describe "#monthly_price_cents" do
# ... existing code ...
