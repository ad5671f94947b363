const { slugify } = require('../src/slugify');

describe('slugify', () => {
  it('lowercases and hyphenates words', () => {
    expect(slugify('Hello World')).toBe('hello-world');
  });

  it('strips punctuation', () => {
    expect(slugify('What?! Really...')).toBe('what-really');
  });

  it('collapses repeated separators', () => {
    expect(slugify('a  --  b')).toBe('a-b');
  });

  describe('unicode handling', () => {
    it('removes diacritics', () => {
      expect(slugify('Crème brûlée')).toBe('creme-brulee');
    });

    it('drops emoji', () => {
      expect(slugify('ship it 🚀')).toBe('ship-it');
    });

    it('transliterates German sharp s', () => {
      expect(slugify('Straße')).toBe('strasse');
    });
  });

  describe('options', () => {
    it('supports a custom separator', () => {
      expect(slugify('Hello World', { separator: '_' })).toBe('hello_world');
    });

    it('truncates to maxLength without trailing separator', () => {
      expect(slugify('one two three four', { maxLength: 9 })).toBe('one-two');
    });

    it('keeps case when lowercase is false', () => {
      expect(slugify('Hello World', { lowercase: false })).toBe('Hello-World');
    });
  });
});
