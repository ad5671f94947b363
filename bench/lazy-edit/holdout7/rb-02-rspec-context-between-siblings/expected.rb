require "rails_helper"

RSpec.describe PriceCalculator do
  subject(:calculator) { described_class.new(cart, coupon: coupon) }

  let(:cart) { build(:cart, items: [build(:cart_item, price_cents: 1_000, quantity: 2)]) }
  let(:coupon) { nil }

  describe "#subtotal_cents" do
    it "sums item prices times quantities" do
      expect(calculator.subtotal_cents).to eq(2_000)
    end
  end

  describe "#total_cents" do
    context "without a coupon" do
      it "equals the subtotal" do
        expect(calculator.total_cents).to eq(2_000)
      end
    end

    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, kind: :percent, value: 25) }

      it "applies the discount" do
        expect(calculator.total_cents).to eq(1_500)
      end
    end

    context "with a fixed amount coupon" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 500) }

      it "subtracts the amount" do
        expect(calculator.total_cents).to eq(1_500)
      end

      context "when the amount exceeds the subtotal" do
        let(:coupon) { build(:coupon, kind: :fixed, value: 5_000) }

        it "never goes below zero" do
          expect(calculator.total_cents).to eq(0)
        end
      end
    end

    context "with an expired coupon" do
      let(:coupon) { build(:coupon, kind: :percent, value: 25, expires_at: 1.day.ago) }

      it "ignores the coupon" do
        expect(calculator.total_cents).to eq(2_000)
      end
    end
  end
end
