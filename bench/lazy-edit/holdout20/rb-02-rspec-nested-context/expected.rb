# frozen_string_literal: true

require "rails_helper"

RSpec.describe Orders::ApplyCoupon do
  subject(:result) { described_class.call(order: order, code: code) }

  let(:customer) { create(:customer) }
  let(:order) { create(:order, customer: customer, subtotal_cents: 10_000) }

  context "with a percentage coupon" do
    let!(:coupon) { create(:coupon, code: "SAVE10", kind: :percent, amount: 10) }
    let(:code) { "SAVE10" }

    it "succeeds" do
      expect(result).to be_success
    end

    it "applies the discount" do
      result
      expect(order.reload.discount_cents).to eq(1_000)
    end
  end

  context "with a fixed-amount coupon" do
    let!(:coupon) { create(:coupon, code: "FIVEOFF", kind: :fixed, amount_cents: 500) }
    let(:code) { "FIVEOFF" }

    it "succeeds" do
      expect(result).to be_success
    end

    it "applies the discount" do
      result
      expect(order.reload.discount_cents).to eq(500)
    end

    context "when the coupon exceeds the subtotal" do
      let(:order) { create(:order, customer: customer, subtotal_cents: 300) }

      it "caps the discount at the subtotal" do
        result
        expect(order.reload.discount_cents).to eq(300)
      end
    end
  end

  context "with an expired coupon" do
    let!(:coupon) { create(:coupon, code: "OLD", kind: :percent, amount: 50, expires_at: 1.day.ago) }
    let(:code) { "OLD" }

    it "fails" do
      expect(result).to be_failure
      expect(result.error).to eq(:expired)
    end

    it "leaves the order untouched" do
      expect { result }.not_to(change { order.reload.discount_cents })
    end
  end

  context "with an unknown code" do
    let(:code) { "NOPE" }

    it "fails" do
      expect(result).to be_failure
      expect(result.error).to eq(:not_found)
    end
  end
end
