# ... existing code ...
  describe "#monthly_total_cents" do
    # ... existing code ...

    context "with a fixed coupon" do
      let(:coupon) { build(:coupon, amount_off_cents: 1_000) }

      it "subtracts the amount" do
        expect(calculator.monthly_total_cents).to eq(2_500)
      end

      context "when the coupon exceeds the total" do
        let(:coupon) { build(:coupon, amount_off_cents: 10_000) }

        it "does not go below zero" do
          expect(calculator.monthly_total_cents).to eq(0)
        end
      end
    end
  end

  # ... existing code ...
