// ... existing code ...
  it('strips punctuation', () => {
    expect(slugify('Hello, World!')).toBe('hello-world');
  });

  it('collapses repeated separators', () => {
    expect(slugify('a  --  b')).toBe('a-b');
  });

  // ... existing code ...
  it('returns an empty string for empty input', () => {
    expect(truncate('', 5)).toBe('');
  });

  it('throws for a non-positive length', () => {
    expect(() => truncate('abc', 0)).toThrow(RangeError);
  });
});
