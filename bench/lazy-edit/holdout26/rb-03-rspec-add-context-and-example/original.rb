# frozen_string_literal: true

require "rails_helper"

RSpec.describe Subscription, type: :model do
  let(:account) { create(:account) }

  describe "validations" do
    it "rejects unknown plans" do
      subscription = build(:subscription, account: account, plan: "platinum")
      expect(subscription).not_to be_valid
      expect(subscription.errors[:plan]).to be_present
    end

    it "rejects too many seats for the plan" do
      subscription = build(:subscription, account: account, plan: "starter", seats: 50)
      expect(subscription).not_to be_valid
      expect(subscription.errors[:seats]).to include(/cannot exceed/)
    end
  end

  describe "#monthly_price_cents" do
    before do
      allow(PlanCatalog).to receive(:price_cents).with("team").and_return(1_500)
    end

    it "multiplies the plan price by seats" do
      subscription = build(:subscription, account: account, plan: "team", seats: 4)
      expect(subscription.monthly_price_cents).to eq(6_000)
    end

    it "applies a valid coupon" do
      coupon = build(:coupon, percent_off: 10)
      subscription = build(:subscription, account: account, plan: "team", seats: 4, coupon: coupon)
      expect(subscription.monthly_price_cents).to eq(5_400)
    end

    it "never goes below zero" do
      coupon = build(:coupon, amount_off_cents: 100_000)
      subscription = build(:subscription, account: account, plan: "team", seats: 4, coupon: coupon)
      expect(subscription.monthly_price_cents).to eq(0)
    end
  end

  describe "#cancel!" do
    it "records the cancellation time" do
      subscription = create(:subscription, account: account)
      freeze_time do
        subscription.cancel!
        expect(subscription.canceled_at).to eq(Time.current)
      end
    end

    it "stores the reason" do
      subscription = create(:subscription, account: account)
      subscription.cancel!(reason: "too expensive")
      expect(subscription.reload.cancel_reason).to eq("too expensive")
    end
  end
end
