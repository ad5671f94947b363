  # ... existing code ...
    context "when the coupon is expired" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 500, expires_at: 1.day.ago) }

      it "returns zero" do
        expect(calculator.discount_for(coupon)).to eq(0)
      end
    end

    context "when the fixed amount exceeds the subtotal" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 10_000) }

      it "caps the discount at the subtotal" do
        expect(calculator.discount_for(coupon)).to eq(4_000)
      end
    end
  end
  # ... existing code ...
