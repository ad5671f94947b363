// ... existing code ...

  it('parses zero', () => {
    expect(parsePrice('$0.00')).toEqual({ amount: 0, currency: 'USD' });
  });

  it('parses amounts with thousands separators', () => {
    expect(parsePrice('$1,234.50')).toEqual({ amount: 123450, currency: 'USD' });
  });

  it('throws on unknown currency', () => {
    expect(() => parsePrice('¤1.00')).toThrow('Unknown currency symbol: ¤');
  });
// ... existing code ...
