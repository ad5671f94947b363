// ... existing code ...
  it("collapses repeated separators", () => {
    expect(slugify("a  --  b")).toBe("a-b");
  });

  it("transliterates accented characters", () => {
    expect(slugify("Crème Brûlée à la carte")).toBe("creme-brulee-a-la-carte");
  });

// ... existing code ...
  it("returns an empty string for empty input", () => {
    expect(truncateSlug("", 10)).toBe("");
  });

  it("throws when the limit is not positive", () => {
    expect(() => truncateSlug("hello", 0)).toThrow(RangeError);
  });
});
