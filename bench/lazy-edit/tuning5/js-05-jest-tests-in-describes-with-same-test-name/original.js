const { slugify, truncate } = require('../src/text');

describe('slugify', () => {
  it('lowercases and hyphenates words', () => {
    expect(slugify('Hello World')).toBe('hello-world');
  });

  it('strips punctuation', () => {
    expect(slugify('Hello, World!')).toBe('hello-world');
  });

  it('returns an empty string for empty input', () => {
    expect(slugify('')).toBe('');
  });
});

describe('truncate', () => {
  it('leaves short strings alone', () => {
    expect(truncate('short', 10)).toBe('short');
  });

  it('adds an ellipsis when cutting', () => {
    expect(truncate('a long sentence here', 6)).toBe('a lon…');
  });

  it('returns an empty string for empty input', () => {
    expect(truncate('', 5)).toBe('');
  });
});
