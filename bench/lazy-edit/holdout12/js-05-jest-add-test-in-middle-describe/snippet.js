// ... existing code ...

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
// ... existing code ...
