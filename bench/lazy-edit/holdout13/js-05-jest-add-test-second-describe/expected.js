const { formatPrice, parsePrice } = require('../src/price');

describe('formatPrice', () => {
  it('formats whole amounts with two decimals', () => {
    expect(formatPrice(1200, 'USD')).toBe('$12.00');
  });

  it('formats amounts in euros', () => {
    expect(formatPrice(995, 'EUR')).toBe('€9.95');
  });

  it('formats zero', () => {
    expect(formatPrice(0, 'USD')).toBe('$0.00');
  });

  it('throws on unknown currency', () => {
    expect(() => formatPrice(100, 'XXX')).toThrow('Unknown currency: XXX');
  });
});

describe('parsePrice', () => {
  it('parses whole amounts', () => {
    expect(parsePrice('$12.00')).toEqual({ amount: 1200, currency: 'USD' });
  });

  it('parses amounts in euros', () => {
    expect(parsePrice('€9.95')).toEqual({ amount: 995, currency: 'EUR' });
  });

  it('parses zero', () => {
    expect(parsePrice('$0.00')).toEqual({ amount: 0, currency: 'USD' });
  });

  it('parses amounts with thousands separators', () => {
    expect(parsePrice('$1,234.50')).toEqual({ amount: 123450, currency: 'USD' });
  });

  it('throws on unknown currency', () => {
    expect(() => parsePrice('¤1.00')).toThrow('Unknown currency symbol: ¤');
  });
});

describe('round trip', () => {
  it.each([
    [1, 'USD'],
    [99, 'EUR'],
    [123456, 'GBP'],
  ])('formats and parses %i %s', (amount, currency) => {
    expect(parsePrice(formatPrice(amount, currency))).toEqual({ amount, currency });
  });
});
