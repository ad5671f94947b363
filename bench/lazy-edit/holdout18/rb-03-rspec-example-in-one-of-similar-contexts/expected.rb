# frozen_string_literal: true

require "rails_helper"

RSpec.describe PriceCalculator do
  subject(:calculator) { described_class.new(cart, coupon: coupon) }

  let(:cart) { build(:cart, items: [build(:cart_item, unit_price_cents: 2_000, quantity: 2)]) }
  let(:coupon) { nil }

  describe "#subtotal_cents" do
    it "sums item prices times quantities" do
      expect(calculator.subtotal_cents).to eq(4_000)
    end
  end

  describe "#discount_cents" do
    context "without a coupon" do
      it "is zero" do
        expect(calculator.discount_cents).to eq(0)
      end
    end

    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, kind: :percent, value: 25) }

      it "applies the percentage to the subtotal" do
        expect(calculator.discount_cents).to eq(1_000)
      end
    end

    context "with a fixed amount coupon" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 500) }

      it "subtracts the fixed amount" do
        expect(calculator.discount_cents).to eq(500)
      end

      context "when the coupon exceeds the subtotal" do
        let(:coupon) { build(:coupon, kind: :fixed, value: 10_000) }

        it "is capped at the subtotal" do
          expect(calculator.discount_cents).to eq(4_000)
        end
      end
    end

    context "with an expired coupon" do
      let(:coupon) { build(:coupon, kind: :percent, value: 25, expires_at: 1.day.ago) }

      it "is zero" do
        expect(calculator.discount_cents).to eq(0)
      end
    end
  end

  describe "#total_cents" do
    context "with a fixed amount coupon" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 500) }

      it "is the subtotal minus the discount" do
        expect(calculator.total_cents).to eq(3_500)
      end
    end
  end
end
