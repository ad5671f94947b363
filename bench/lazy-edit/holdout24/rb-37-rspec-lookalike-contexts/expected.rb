require "rails_helper"

RSpec.describe Subscriptions::ChangePlan do
  subject(:change_plan) { described_class.new(subscription, new_plan: new_plan, actor: actor) }

  let(:account) { create(:account) }
  let(:actor) { create(:user, account: account, role: :owner) }
  let(:subscription) { create(:subscription, account: account, plan: "starter", seats: 3) }

  describe "#call" do
    context "when upgrading" do
      let(:new_plan) { "pro" }

      it "changes the plan" do
        expect { change_plan.call }.to change { subscription.reload.plan }.from("starter").to("pro")
      end

      it "charges the prorated difference immediately" do
        expect(Billing::Charge).to receive(:prorated).with(subscription, from: "starter", to: "pro")
        change_plan.call
      end

      it "records an audit event" do
        expect { change_plan.call }.to change(AuditEvent, :count).by(1)
      end
    end

    context "when downgrading" do
      let(:new_plan) { "free" }

      it "changes the plan" do
        expect { change_plan.call }.to change { subscription.reload.plan }.from("starter").to("free")
      end

      it "does not charge anything" do
        expect(Billing::Charge).not_to receive(:prorated)
        change_plan.call
      end

      it "records an audit event" do
        expect { change_plan.call }.to change(AuditEvent, :count).by(1)
        expect(AuditEvent.last.action).to eq("subscription.downgraded")
      end

      it "keeps the invoices of the previous plan" do
        expect { change_plan.call }.not_to change(subscription.invoices, :count)
      end
    end

    context "when the plan is unchanged" do
      let(:new_plan) { "starter" }

      it "does nothing" do
        expect { change_plan.call }.not_to change { subscription.reload.updated_at }
      end

      it "does not record an audit event" do
        expect { change_plan.call }.not_to change(AuditEvent, :count)
      end
    end

    context "when the actor is not an owner" do
      let(:actor) { create(:user, account: account, role: :member) }
      let(:new_plan) { "pro" }

      it "raises an authorization error" do
        expect { change_plan.call }.to raise_error(Subscriptions::NotAuthorized)
      end
    end
  end
end
