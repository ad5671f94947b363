require "rails_helper"

RSpec.describe PriceCalculator do
  subject(:calculator) { described_class.new(cart, coupon: coupon) }

  let(:cart) { build(:cart, items: items) }
  let(:coupon) { nil }
  let(:items) do
    [
      build(:cart_item, price_cents: 1_000, quantity: 2),
      build(:cart_item, price_cents: 2_500, quantity: 1)
    ]
  end

  describe "#subtotal_cents" do
    it "sums price times quantity for all items" do
      expect(calculator.subtotal_cents).to eq(4_500)
    end

    context "when the cart is empty" do
      let(:items) { [] }

      it "returns zero" do
        expect(calculator.subtotal_cents).to eq(0)
      end
    end
  end

  describe "#discount_cents" do
    context "without a coupon" do
      it "is zero" do
        expect(calculator.discount_cents).to eq(0)
      end
    end

    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, kind: :percent, value: 10) }

      it "takes the percentage off the subtotal" do
        expect(calculator.discount_cents).to eq(450)
      end
    end

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
