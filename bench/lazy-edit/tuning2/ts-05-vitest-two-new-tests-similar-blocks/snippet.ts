// ... existing code ...
  it('parses hours', () => {
    expect(parseDuration('2h')).toBe(7_200_000);
  });

  it('parses days', () => {
    expect(parseDuration('3d')).toBe(259_200_000);
  });

// ... existing code ...
  it('formats hours', () => {
    expect(formatDuration(7_200_000)).toBe('2h');
  });

  it('formats days', () => {
    expect(formatDuration(259_200_000)).toBe('3d');
  });
// ... existing code ...
