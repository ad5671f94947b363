// ... existing code ...
  it('parses hours', () => {
    expect(parseDuration('2h')).toBe(7200);
  });

  it('parses days', () => {
    expect(parseDuration('1d')).toBe(86400);
  });

  // ... existing code ...

  it('throws on empty input', () => {
    expect(() => parseDuration('')).toThrow('empty duration');
    expect(() => parseDuration('   ')).toThrow('empty duration');
  });
});

describe('formatDuration', () => {
  // ... existing code ...

  it('formats combined units', () => {
    expect(formatDuration(5400)).toBe('1h30m');
  });

  it('formats zero as 0s', () => {
    expect(formatDuration(0)).toBe('0s');
  });
});
