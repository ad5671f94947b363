require "rails_helper"

RSpec.describe Subscription, type: :model do
  let(:account) { create(:account) }

  describe "validations" do
    it "is valid with default attributes" do
      expect(build(:subscription, account: account)).to be_valid
    end

    it "rejects unknown plans" do
      subscription = build(:subscription, account: account, plan: "platinum")
      expect(subscription).not_to be_valid
      expect(subscription.errors[:plan]).to be_present
    end

    it "rejects more seats than the plan allows" do
      subscription = build(:subscription, account: account, plan: "starter", seats: 500)
      expect(subscription).not_to be_valid
      expect(subscription.errors[:seats]).to include(a_string_matching(/cannot exceed/))
    end
  end

  describe "#cancel!" do
    let(:subscription) { create(:subscription, account: account) }

    it "sets canceled_at" do
      freeze_time do
        subscription.cancel!
        expect(subscription.reload.canceled_at).to eq(Time.current)
      end
    end

    it "makes the subscription inactive" do
      subscription.cancel!
      expect(subscription).not_to be_active
    end
  end

  describe "#monthly_price_cents" do
    before do
      allow(PlanCatalog).to receive(:price_cents).with("pro").and_return(4_900)
    end

    it "returns the base price for monthly billing" do
      subscription = build(:subscription, plan: "pro", billing_interval: "month")
      expect(subscription.monthly_price_cents).to eq(4_900)
    end

    it "discounts yearly billing" do
      subscription = build(:subscription, plan: "pro", billing_interval: "year")
      expect(subscription.monthly_price_cents).to eq(4_083)
    end
  end
end
