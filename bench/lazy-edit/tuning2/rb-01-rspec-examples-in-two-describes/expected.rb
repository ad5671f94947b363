# frozen_string_literal: true

require "rails_helper"

RSpec.describe Subscription, type: :model do
  let(:account) { create(:account) }

  describe "validations" do
    it "requires a plan" do
      subscription = build(:subscription, account: account, plan: nil)
      expect(subscription).not_to be_valid
      expect(subscription.errors[:plan]).to include("can't be blank")
    end

    it "requires a billing interval" do
      subscription = build(:subscription, account: account, interval: nil)
      expect(subscription).not_to be_valid
      expect(subscription.errors[:interval]).to include("can't be blank")
    end

    it "requires a positive seat count" do
      subscription = build(:subscription, account: account, seats: 0)
      expect(subscription).not_to be_valid
      expect(subscription.errors[:seats]).to include("must be greater than 0")
    end

    it "rejects unknown intervals" do
      subscription = build(:subscription, account: account, interval: "weekly")
      expect(subscription).not_to be_valid
      expect(subscription.errors[:interval]).to include("is not included in the list")
    end
  end

  describe "#renew!" do
    it "extends a monthly subscription by one month" do
      subscription = create(:subscription, account: account, interval: "monthly", current_period_end: Date.new(2024, 1, 31))
      subscription.renew!
      expect(subscription.current_period_end).to eq(Date.new(2024, 2, 29))
    end

    it "extends a yearly subscription by one year" do
      subscription = create(:subscription, account: account, interval: "yearly", current_period_end: Date.new(2024, 2, 29))
      subscription.renew!
      expect(subscription.current_period_end).to eq(Date.new(2025, 2, 28))
    end

    it "does not renew a cancelled subscription" do
      subscription = create(:subscription, :cancelled, account: account)
      expect { subscription.renew! }.to raise_error(Subscription::NotRenewable)
    end
  end

  describe "#cancel!" do
    it "marks the subscription as cancelled" do
      subscription = create(:subscription, account: account)
      subscription.cancel!
      expect(subscription).to be_cancelled
    end

    it "keeps access until the end of the period" do
      subscription = create(:subscription, account: account, current_period_end: 3.days.from_now)
      subscription.cancel!
      expect(subscription).to be_active
    end

    it "records the cancellation reason" do
      subscription = create(:subscription, account: account)
      subscription.cancel!(reason: "too_expensive")
      expect(subscription.cancellation_reason).to eq("too_expensive")
    end
  end
end
