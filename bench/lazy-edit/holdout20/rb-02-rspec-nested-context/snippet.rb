# ... existing code ...
  context "with a fixed-amount coupon" do
    # ... existing code ...
    it "applies the discount" do
      result
      expect(order.reload.discount_cents).to eq(500)
    end

    context "when the coupon exceeds the subtotal" do
      let(:order) { create(:order, customer: customer, subtotal_cents: 300) }

      it "caps the discount at the subtotal" do
        result
        expect(order.reload.discount_cents).to eq(300)
      end
    end
  end

  context "with an expired coupon" do
# ... existing code ...
