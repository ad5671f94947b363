# ... existing code ...
    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, kind: :percent, value: 25) }

      it "applies the discount" do
        expect(calculator.total_cents).to eq(1_500)
      end
    end

    context "with a fixed amount coupon" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 500) }

      it "subtracts the amount" do
        expect(calculator.total_cents).to eq(1_500)
      end

      context "when the amount exceeds the subtotal" do
        let(:coupon) { build(:coupon, kind: :fixed, value: 5_000) }

        it "never goes below zero" do
          expect(calculator.total_cents).to eq(0)
        end
      end
    end

    # ... existing code ...
