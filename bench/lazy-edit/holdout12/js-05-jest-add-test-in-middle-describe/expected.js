const { calculateSubtotal, applyDiscount, calculateShipping } = require("../src/cart");

describe("calculateSubtotal", () => {
  it("returns 0 for an empty cart", () => {
    expect(calculateSubtotal([])).toBe(0);
  });

  it("sums price times quantity", () => {
    const items = [
      { price: 10, quantity: 2 },
      { price: 5.5, quantity: 1 },
    ];
    expect(calculateSubtotal(items)).toBe(25.5);
  });

  it("throws on negative quantity", () => {
    expect(() => calculateSubtotal([{ price: 10, quantity: -1 }])).toThrow(RangeError);
  });
});

describe("applyDiscount", () => {
  it("returns the subtotal when there is no coupon", () => {
    expect(applyDiscount(100, null)).toBe(100);
  });

  it("applies a percentage coupon", () => {
    expect(applyDiscount(100, { type: "percent", value: 15 })).toBe(85);
  });

  it("applies a fixed coupon", () => {
    expect(applyDiscount(100, { type: "fixed", value: 30 })).toBe(70);
  });

  it("never goes below zero", () => {
    expect(applyDiscount(20, { type: "fixed", value: 30 })).toBe(0);
  });

  it("ignores unknown coupon types", () => {
    expect(applyDiscount(100, { type: "bogus", value: 50 })).toBe(100);
  });
});

describe("calculateShipping", () => {
  it("is free above the threshold", () => {
    expect(calculateShipping(150, "standard")).toBe(0);
  });

  it("charges the standard rate below the threshold", () => {
    expect(calculateShipping(40, "standard")).toBe(4.99);
  });

  it("charges the express rate regardless of subtotal", () => {
    expect(calculateShipping(150, "express")).toBe(14.99);
  });
});
