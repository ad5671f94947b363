# ... existing code ...
    context "when the customer has a fixed amount coupon" do
      let(:customer) { build(:customer, coupon: build(:coupon, amount_off_cents: 1_000)) }

      it "subtracts the fixed amount" do
        expect(calculator.discount_cents).to eq(1_000)
      end
    end

    context "when the fixed amount exceeds the subtotal" do
      let(:customer) { build(:customer, coupon: build(:coupon, amount_off_cents: 10_000)) }

      it "caps the discount at the subtotal" do
        expect(calculator.discount_cents).to eq(4_500)
      end
    end
  end

  describe "#total_cents" do
# ... existing code ...
