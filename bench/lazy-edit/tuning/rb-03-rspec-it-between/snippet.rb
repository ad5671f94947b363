RSpec.describe Cart do
  # ... existing code ...
  it "starts empty" do
    expect(cart.items).to be_empty
  end

  it "has a zero total when empty" do
    expect(cart.total).to eq(0)
  end

  # ... existing code ...
end
