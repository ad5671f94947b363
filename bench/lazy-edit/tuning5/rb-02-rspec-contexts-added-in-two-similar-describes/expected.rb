require "rails_helper"

RSpec.describe PriceCalculator do
  subject(:calculator) { described_class.new(plan: plan, coupon: coupon) }

  let(:plan) { build(:plan, monthly_cents: 2_000) }
  let(:coupon) { nil }

  describe "#monthly_total" do
    context "without a coupon" do
      it "returns the plan price" do
        expect(calculator.monthly_total).to eq(2_000)
      end
    end

    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, percent_off: 25) }

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

  describe "#annual_total" do
    context "without a coupon" do
      it "returns twelve months at the plan price" do
        expect(calculator.annual_total).to eq(24_000)
      end
    end

    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, percent_off: 25) }

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
