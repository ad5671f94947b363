const { parseDuration, formatDuration } = require('../src/duration');

describe('parseDuration', () => {
  it('parses seconds', () => {
    expect(parseDuration('45s')).toBe(45);
  });

  it('parses minutes', () => {
    expect(parseDuration('3m')).toBe(180);
  });

  it('parses hours', () => {
    expect(parseDuration('2h')).toBe(7200);
  });

  it('parses combined units', () => {
    expect(parseDuration('1h30m')).toBe(5400);
  });

  it('throws on empty input', () => {
    expect(() => parseDuration('')).toThrow('empty duration');
  });
});

describe('formatDuration', () => {
  it('formats seconds', () => {
    expect(formatDuration(45)).toBe('45s');
  });

  it('formats minutes', () => {
    expect(formatDuration(180)).toBe('3m');
  });

  it('formats hours', () => {
    expect(formatDuration(7200)).toBe('2h');
  });

  it('formats combined units', () => {
    expect(formatDuration(5400)).toBe('1h30m');
  });
});
