require "rails_helper"

RSpec.describe PasswordPolicy do
  subject(:policy) { described_class.new(min_length: 10) }

  describe "#valid?" do
    context "when the password is long enough and mixed" do
      it "accepts it" do
        expect(policy.valid?("Tr0ub4dor&3x")).to be(true)
      end
    end

    context "when the password is too short" do
      it "rejects it" do
        expect(policy.valid?("Ab1!")).to be(false)
      end
    end

    context "when the password has no digits" do
      it "rejects it" do
        expect(policy.valid?("Abcdefghijk!")).to be(false)
      end
    end
  end

  describe "#errors_for" do
    it "lists every failed rule" do
      expect(policy.errors_for("abc")).to contain_exactly(:too_short, :no_digit, :no_uppercase)
    end

    it "is empty for a good password" do
      expect(policy.errors_for("Tr0ub4dor&3x")).to be_empty
    end
  end
end
