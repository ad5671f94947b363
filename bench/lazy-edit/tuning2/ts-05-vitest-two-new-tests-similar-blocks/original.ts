import { describe, it, expect } from 'vitest';
import { parseDuration, formatDuration } from '../src/duration';

describe('parseDuration', () => {
  it('parses seconds', () => {
    expect(parseDuration('30s')).toBe(30_000);
  });

  it('parses minutes', () => {
    expect(parseDuration('5m')).toBe(300_000);
  });

  it('parses hours', () => {
    expect(parseDuration('2h')).toBe(7_200_000);
  });

  it('parses combined units', () => {
    expect(parseDuration('1h30m')).toBe(5_400_000);
  });

  it('parses fractional values', () => {
    expect(parseDuration('1.5h')).toBe(5_400_000);
  });

  it('rejects empty input', () => {
    expect(() => parseDuration('')).toThrow('empty duration');
  });

  it('rejects unknown units', () => {
    expect(() => parseDuration('10y')).toThrow('unknown unit "y"');
  });

  it('rejects negative values', () => {
    expect(() => parseDuration('-5m')).toThrow('negative duration');
  });
});

describe('formatDuration', () => {
  it('formats seconds', () => {
    expect(formatDuration(30_000)).toBe('30s');
  });

  it('formats minutes', () => {
    expect(formatDuration(300_000)).toBe('5m');
  });

  it('formats hours', () => {
    expect(formatDuration(7_200_000)).toBe('2h');
  });

  it('formats combined units', () => {
    expect(formatDuration(5_400_000)).toBe('1h30m');
  });

  it('rounds sub-second values', () => {
    expect(formatDuration(1_499)).toBe('1s');
  });

  it('rejects negative values', () => {
    expect(() => formatDuration(-1)).toThrow('negative duration');
  });
});
