# ... existing code ...
      it "applies the discount" do
        expect(calculator.monthly_total).to eq(1_500)
      end
    end

    context "with a fixed-amount coupon" do
      let(:coupon) { build(:coupon, amount_off_cents: 500) }

      it "subtracts the amount" do
        expect(calculator.monthly_total).to eq(1_500)
      end
    end
  end

  # ... existing code ...
      it "applies the discount to every month" do
        expect(calculator.annual_total).to eq(18_000)
      end
    end

    context "with a fixed-amount coupon" do
      let(:coupon) { build(:coupon, amount_off_cents: 500) }

      it "subtracts the amount from every month" do
        expect(calculator.annual_total).to eq(18_000)
      end
    end
  end
end
