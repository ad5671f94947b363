const { slugify, truncate, capitalize } = require('../src/strings');

describe('slugify', () => {
  it('lowercases and replaces spaces with dashes', () => {
    expect(slugify('Hello World')).toBe('hello-world');
  });

  it('strips characters that are not url safe', () => {
    expect(slugify('Rock & Roll!')).toBe('rock-roll');
  });

  it('collapses repeated separators', () => {
    expect(slugify('a  --  b')).toBe('a-b');
  });

  it('returns an empty string for empty input', () => {
    expect(slugify('')).toBe('');
  });
});

describe('truncate', () => {
  it('returns the input when it is short enough', () => {
    expect(truncate('short', 10)).toBe('short');
  });

  it('adds an ellipsis when the input is too long', () => {
    expect(truncate('this is a long sentence', 10)).toBe('this is a…');
  });

  it('returns an empty string for empty input', () => {
    expect(truncate('', 5)).toBe('');
  });
});

describe('capitalize', () => {
  it('uppercases the first letter', () => {
    expect(capitalize('hello')).toBe('Hello');
  });

  it('leaves the rest of the string untouched', () => {
    expect(capitalize('hELLO')).toBe('HELLO');
  });

  it('returns an empty string for empty input', () => {
    expect(capitalize('')).toBe('');
  });
});
