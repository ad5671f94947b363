require "rails_helper"

RSpec.describe Billing::ChargeCustomer do
  let(:customer) { create(:customer, currency: "usd", gateway_id: "cus_123") }
  let(:gateway) { instance_double(StripeGateway) }
  let(:logger) { instance_double(Logger, info: nil, warn: nil) }

  subject(:result) do
    described_class.new(customer: customer, amount_cents: amount, gateway: gateway, logger: logger).call
  end

  context "with a positive amount" do
    let(:amount) { 1_500 }

    before do
      allow(gateway).to receive(:charge).and_return(double(id: "ch_1"))
    end

    it "succeeds" do
      expect(result).to be_success
    end

    it "records the charge" do
      expect { result }.to change(customer.charges, :count).by(1)
    end
  end

  context "when the card is declined" do
    let(:amount) { 1_500 }

    before do
      allow(gateway).to receive(:charge).and_raise(Gateway::CardDeclined, "insufficient funds")
    end

    it "returns the decline message" do
      expect(result).not_to be_success
      expect(result.error).to eq("insufficient funds")
    end
  end

  context "with a zero amount" do
    let(:amount) { 0 }

    it "fails without calling the gateway" do
      expect(gateway).not_to receive(:charge)
      expect(result).not_to be_success
      expect(result.error).to eq("amount must be positive")
    end
  end
end
