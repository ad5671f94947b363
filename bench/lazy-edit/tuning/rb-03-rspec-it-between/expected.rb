RSpec.describe Cart do
  let(:cart) { Cart.new }

  it "starts empty" do
    expect(cart.items).to be_empty
  end

  it "has a zero total when empty" do
    expect(cart.total).to eq(0)
  end

  it "adds items" do
    cart.add("apple")
    expect(cart.items).to eq(["apple"])
  end
end
