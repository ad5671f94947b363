# frozen_string_literal: true

require "rails_helper"

RSpec.describe DiscountCalculator do
  subject(:calculator) { described_class.new(cart) }

  let(:customer) { build(:customer) }
  let(:cart) { build(:cart, customer: customer, items: items) }
  let(:items) { [build(:cart_item, unit_price_cents: 2_000, quantity: 2)] }

  describe "#percentage_discount" do
    context "when the coupon is valid" do
      let(:coupon) { build(:coupon, kind: :percentage, value: 10) }

      it "applies the percentage to the subtotal" do
        expect(calculator.discount_for(coupon)).to eq(400)
      end
    end

    context "when the coupon is expired" do
      let(:coupon) { build(:coupon, kind: :percentage, value: 10, expires_at: 1.day.ago) }

      it "returns zero" do
        expect(calculator.discount_for(coupon)).to eq(0)
      end
    end
  end

  describe "#fixed_discount" do
    context "when the coupon is valid" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 500) }

      it "subtracts the fixed amount" do
        expect(calculator.discount_for(coupon)).to eq(500)
      end
    end

    context "when the coupon is expired" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 500, expires_at: 1.day.ago) }

      it "returns zero" do
        expect(calculator.discount_for(coupon)).to eq(0)
      end
    end

    context "when the fixed amount exceeds the subtotal" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 10_000) }

      it "caps the discount at the subtotal" do
        expect(calculator.discount_for(coupon)).to eq(4_000)
      end
    end
  end

  describe "#loyalty_discount" do
    let(:customer) { build(:customer, loyalty_tier: tier) }

    context "with a gold customer" do
      let(:tier) { :gold }

      it "gives five percent off" do
        expect(calculator.loyalty_discount).to eq(200)
      end
    end

    context "with no tier" do
      let(:tier) { nil }

      it "gives nothing" do
        expect(calculator.loyalty_discount).to eq(0)
      end
    end
  end
end
