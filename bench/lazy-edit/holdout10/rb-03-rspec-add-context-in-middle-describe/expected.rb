require "rails_helper"

RSpec.describe Orders::PriceCalculator do
  subject(:calculator) { described_class.new(order) }

  let(:customer) { build(:customer) }
  let(:order) { build(:order, customer: customer, line_items: line_items) }
  let(:line_items) do
    [
      build(:line_item, unit_price_cents: 1_000, quantity: 2),
      build(:line_item, unit_price_cents: 2_500, quantity: 1)
    ]
  end

  describe "#subtotal_cents" do
    it "sums unit price times quantity" do
      expect(calculator.subtotal_cents).to eq(4_500)
    end

    context "when there are no line items" do
      let(:line_items) { [] }

      it "returns zero" do
        expect(calculator.subtotal_cents).to eq(0)
      end
    end
  end

  describe "#discount_cents" do
    context "when the customer has no coupon" do
      it "returns zero" do
        expect(calculator.discount_cents).to eq(0)
      end
    end

    context "when the customer has a percentage coupon" do
      let(:customer) { build(:customer, coupon: build(:coupon, percent_off: 10)) }

      it "applies the percentage to the subtotal" do
        expect(calculator.discount_cents).to eq(450)
      end
    end

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
    it "subtracts the discount from the subtotal" do
      allow(calculator).to receive(:discount_cents).and_return(500)

      expect(calculator.total_cents).to eq(4_000)
    end

    context "when there are no line items" do
      let(:line_items) { [] }

      it "returns zero" do
        expect(calculator.total_cents).to eq(0)
      end
    end
  end
end
