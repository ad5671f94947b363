  # ... existing code ...

    context "with a fixed amount coupon" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 500) }

      it "subtracts the fixed amount" do
        expect(calculator.discount_cents).to eq(500)
      end

      context "when the coupon exceeds the subtotal" do
        let(:coupon) { build(:coupon, kind: :fixed, value: 10_000) }

        it "is capped at the subtotal" do
          expect(calculator.discount_cents).to eq(4_000)
        end
      end
    end

    context "with an expired coupon" do
  # ... existing code ...
