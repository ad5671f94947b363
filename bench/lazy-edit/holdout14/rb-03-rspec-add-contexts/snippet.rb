# ... existing code ...

    context "with a fixed coupon" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 500) }

      it "takes the fixed amount off" do
        expect(calculator.discount_cents).to eq(500)
      end
    end

    context "with a fixed coupon larger than the subtotal" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 10_000) }

      it "caps the discount at the subtotal" do
        expect(calculator.discount_cents).to eq(4_500)
      end
    end
  end

  describe "#total_cents" do
    let(:coupon) { build(:coupon, kind: :fixed, value: 500) }

    it "subtracts the discount from the subtotal" do
      expect(calculator.total_cents).to eq(4_000)
    end

    context "when the coupon exceeds the subtotal" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 10_000) }

      it "never goes below zero" do
        expect(calculator.total_cents).to eq(0)
      end
    end
  end
end
