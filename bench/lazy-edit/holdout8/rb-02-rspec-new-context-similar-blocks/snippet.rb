# ... existing code (unchanged) ...
  subject(:policy) { described_class.new(min_length: 12, denylist: %w[Password1234]) }

  describe "#valid?" do
    # ... existing code (unchanged) ...

    context "when the password has no digits" do
      it "rejects it" do
        expect(policy.valid?("Abcdefghijk!")).to be(false)
      end
    end

    context "when the password is on the denylist" do
      it "rejects it" do
        expect(policy.valid?("Password1234")).to be(false)
      end
    end
  end

  # ... existing code (unchanged) ...
