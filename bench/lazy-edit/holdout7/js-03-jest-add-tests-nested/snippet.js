// ... existing code ...
    it('drops emoji', () => {
      expect(slugify('ship it 🚀')).toBe('ship-it');
    });

    it('transliterates German sharp s', () => {
      expect(slugify('Straße')).toBe('strasse');
    });
  });

  describe('options', () => {
    // ... existing code ...

    it('keeps case when lowercase is false', () => {
      expect(slugify('Hello World', { lowercase: false })).toBe('Hello-World');
    });
  });
});
