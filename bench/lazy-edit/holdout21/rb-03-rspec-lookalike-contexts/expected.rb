# frozen_string_literal: true

require "rails_helper"

RSpec.describe DiscountCalculator do
  subject(:calculator) { described_class.new(cart) }

  let(:cart) { build(:cart, items: items, coupon: coupon) }
  let(:items) { [build(:cart_item, unit_price: 40_00, quantity: 2)] }
  let(:coupon) { nil }

  describe "#discount" do
    context "without a coupon" do
      it "returns zero" do
        expect(calculator.discount).to eq(0)
      end
    end

    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, kind: :percentage, value: 15) }

      it "applies the percentage to the subtotal" do
        expect(calculator.discount).to eq(12_00)
      end

      it "never exceeds the subtotal" do
        coupon.value = 150
        expect(calculator.discount).to eq(80_00)
      end
    end

    context "with a fixed amount coupon" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 10_00) }

      it "subtracts the fixed amount" do
        expect(calculator.discount).to eq(10_00)
      end

      it "never exceeds the subtotal" do
        coupon.value = 500_00
        expect(calculator.discount).to eq(80_00)
      end

      it "is not applied below the minimum order value" do
        coupon.minimum_order = 100_00
        expect(calculator.discount).to eq(0)
      end
    end

    context "with an expired coupon" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 10_00, expires_at: 1.day.ago) }

      it "returns zero" do
        expect(calculator.discount).to eq(0)
      end
    end
  end

  describe "#total" do
    let(:coupon) { build(:coupon, kind: :percentage, value: 10) }

    it "subtracts the discount from the subtotal" do
      expect(calculator.total).to eq(72_00)
    end

    context "when the cart is empty" do
      let(:items) { [] }

      it "is zero" do
        expect(calculator.total).to eq(0)
      end
    end
  end
end
