const { slugify, truncate, titleCase } = require('../lib/strings');

describe('slugify', () => {
  test('lowercases input', () => {
    expect(slugify('Hello World')).toBe('hello-world');
  });

  test('strips punctuation', () => {
    expect(slugify('Hello, World!')).toBe('hello-world');
  });

  test('collapses whitespace', () => {
    expect(slugify('  many   spaces  ')).toBe('many-spaces');
  });

  test('handles empty string', () => {
    expect(slugify('')).toBe('');
  });
});

describe('truncate', () => {
  test('leaves short strings alone', () => {
    expect(truncate('short', 10)).toBe('short');
  });

  test('adds an ellipsis', () => {
    expect(truncate('a long sentence here', 10)).toBe('a long se…');
  });

  test('handles empty string', () => {
    expect(truncate('', 5)).toBe('');
  });
});

describe('titleCase', () => {
  test('capitalises each word', () => {
    expect(titleCase('the quick brown fox')).toBe('The Quick Brown Fox');
  });

  test('keeps small words lowercase', () => {
    expect(titleCase('war and peace')).toBe('War and Peace');
  });

  test('handles empty string', () => {
    expect(titleCase('')).toBe('');
  });
});
