# ... existing code ...
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
# ... existing code ...
