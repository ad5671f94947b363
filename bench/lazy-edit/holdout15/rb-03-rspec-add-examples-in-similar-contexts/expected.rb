require "rails_helper"

RSpec.describe Coupon do
  describe "#applicable_to?" do
    let(:cart) { build(:cart, subtotal_cents: 5_000) }

    context "when the coupon is active" do
      let(:coupon) { build(:coupon, starts_at: 1.day.ago, ends_at: 1.day.from_now) }

      it "applies to a cart above the minimum" do
        coupon.minimum_cents = 4_000
        expect(coupon.applicable_to?(cart)).to be(true)
      end

      it "does not apply to a cart below the minimum" do
        coupon.minimum_cents = 6_000
        expect(coupon.applicable_to?(cart)).to be(false)
      end
    end

    context "when the coupon has expired" do
      let(:coupon) { build(:coupon, starts_at: 1.week.ago, ends_at: 1.day.ago) }

      it "does not apply" do
        expect(coupon.applicable_to?(cart)).to be(false)
      end

      it "is reported as expired" do
        expect(coupon).to be_expired
      end
    end

    context "when the coupon has not started yet" do
      let(:coupon) { build(:coupon, starts_at: 1.day.from_now, ends_at: 1.week.from_now) }

      it "does not apply" do
        expect(coupon.applicable_to?(cart)).to be(false)
      end
    end
  end

  describe "#discount_for" do
    let(:cart) { build(:cart, subtotal_cents: 10_000) }

    context "with a percentage coupon" do
      let(:coupon) { build(:coupon, kind: :percentage, value: 15) }

      it "returns the percentage of the subtotal" do
        expect(coupon.discount_for(cart)).to eq(1_500)
      end
    end

    context "with a fixed coupon" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 2_500) }

      it "returns the fixed amount" do
        expect(coupon.discount_for(cart)).to eq(2_500)
      end

      it "never exceeds the subtotal" do
        coupon.value = 20_000
        expect(coupon.discount_for(cart)).to eq(10_000)
      end
    end
  end
end
