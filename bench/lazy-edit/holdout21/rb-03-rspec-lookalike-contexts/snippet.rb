# ... existing code ...
      it "never exceeds the subtotal" do
        coupon.value = 500_00
        expect(calculator.discount).to eq(80_00)
      end

      it "is not applied below the minimum order value" do
        coupon.minimum_order = 100_00
        expect(calculator.discount).to eq(0)
      end
    end
# ... existing code ...
  describe "#total" do
    # ... existing code ...
    it "subtracts the discount from the subtotal" do
      expect(calculator.total).to eq(72_00)
    end

    context "when the cart is empty" do
      let(:items) { [] }

      it "is zero" do
        expect(calculator.total).to eq(0)
      end
    end
  end
end
