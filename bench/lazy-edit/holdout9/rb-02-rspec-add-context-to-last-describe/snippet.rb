# ... existing code ...
  describe "#total_cents" do
    it "adds tax to the subtotal" do
      expect(calculator.total_cents).to eq(5_400)
    end

    context "when the cart is empty" do
      let(:items) { [] }

      it "returns zero" do
        expect(calculator.total_cents).to eq(0)
      end
    end

    context "with a percentage discount" do
      let(:cart) { build(:cart, items: items, discount: build(:discount, percent_off: 10)) }

      it "applies the discount before tax" do
        expect(calculator.total_cents).to eq(4_860)
      end
    end
  end
end
