// ... existing code ...

describe('truncate', () => {
  // ... existing tests ...

  it('adds an ellipsis when the input is too long', () => {
    expect(truncate('this is a long sentence', 10)).toBe('this is a…');
  });

  it('does not cut a word in half when wordBoundary is set', () => {
    expect(truncate('this is a long sentence', 12, { wordBoundary: true })).toBe('this is a…');
  });

  it('returns an empty string for empty input', () => {
    expect(truncate('', 5)).toBe('');
  });
});

// ... existing code ...
