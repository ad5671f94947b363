const { slugify, truncateSlug } = require("../src/slug");

describe("slugify", () => {
  it("lowercases and joins words with dashes", () => {
    expect(slugify("Hello World")).toBe("hello-world");
  });

  it("strips punctuation", () => {
    expect(slugify("What's new, Pussycat?")).toBe("whats-new-pussycat");
  });

  it("collapses repeated separators", () => {
    expect(slugify("a  --  b")).toBe("a-b");
  });

  it("trims leading and trailing separators", () => {
    expect(slugify("  --Hello--  ")).toBe("hello");
  });

  it("returns an empty string for empty input", () => {
    expect(slugify("")).toBe("");
  });
});

describe("truncateSlug", () => {
  it("returns the slug unchanged when shorter than the limit", () => {
    expect(truncateSlug("hello-world", 20)).toBe("hello-world");
  });

  it("cuts at the last separator before the limit", () => {
    expect(truncateSlug("the-quick-brown-fox", 12)).toBe("the-quick");
  });

  it("hard-cuts a single long word", () => {
    expect(truncateSlug("supercalifragilistic", 5)).toBe("super");
  });

  it("returns an empty string for empty input", () => {
    expect(truncateSlug("", 10)).toBe("");
  });
});
