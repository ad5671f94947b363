RSpec.describe Cart do
  let(:cart) { Cart.new }

  it "starts empty" do
    expect(cart.items).to be_empty
  end

  it "adds items" do
    cart.add("apple")
    expect(cart.items).to eq(["apple"])
  end
end
