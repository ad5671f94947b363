require "rails_helper"

RSpec.describe PriceCalculator do
  subject(:calculator) { described_class.new(cart, region: region) }

  let(:region) { build(:region, tax_rate: 0.2) }
  let(:cart) { build(:cart, items: items) }
  let(:items) do
    [
      build(:cart_item, unit_price_cents: 1_000, quantity: 2),
      build(:cart_item, unit_price_cents: 2_500, quantity: 1),
    ]
  end

  describe "#subtotal_cents" do
    it "sums line totals" do
      expect(calculator.subtotal_cents).to eq(4_500)
    end

    context "when the cart is empty" do
      let(:items) { [] }

      it "returns zero" do
        expect(calculator.subtotal_cents).to eq(0)
      end
    end
  end

  describe "#tax_cents" do
    it "applies the region tax rate" do
      expect(calculator.tax_cents).to eq(900)
    end

    context "when the region is tax exempt" do
      let(:region) { build(:region, tax_rate: 0) }

      it "returns zero" do
        expect(calculator.tax_cents).to eq(0)
      end
    end
  end

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
