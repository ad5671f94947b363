require "rails_helper"

RSpec.describe Pricing::Calculator do
  subject(:calculator) { described_class.new(plan: plan, seats: seats, coupon: coupon) }

  let(:plan) { build(:plan, monthly_price_cents: 2_000, per_seat_cents: 500) }
  let(:seats) { 3 }
  let(:coupon) { nil }

  describe "#monthly_total_cents" do
    context "without a coupon" do
      it "adds the per-seat price to the base price" do
        expect(calculator.monthly_total_cents).to eq(3_500)
      end
    end

    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, percent_off: 20) }

      it "discounts the total" do
        expect(calculator.monthly_total_cents).to eq(2_800)
      end
    end

    context "with a fixed coupon" do
      let(:coupon) { build(:coupon, amount_off_cents: 1_000) }

      it "subtracts the amount" do
        expect(calculator.monthly_total_cents).to eq(2_500)
      end

      context "when the coupon exceeds the total" do
        let(:coupon) { build(:coupon, amount_off_cents: 10_000) }

        it "does not go below zero" do
          expect(calculator.monthly_total_cents).to eq(0)
        end
      end
    end
  end

  describe "#annual_total_cents" do
    context "without a coupon" do
      it "charges ten months" do
        expect(calculator.annual_total_cents).to eq(35_000)
      end
    end

    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, percent_off: 20) }

      it "discounts the total" do
        expect(calculator.annual_total_cents).to eq(28_000)
      end
    end

    context "with a fixed coupon" do
      let(:coupon) { build(:coupon, amount_off_cents: 1_000) }

      it "subtracts the amount once" do
        expect(calculator.annual_total_cents).to eq(34_000)
      end
    end
  end
end
