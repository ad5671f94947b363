// ... existing code ...
describe('truncate', () => {
  // ... existing code ...

  test('adds an ellipsis', () => {
    expect(truncate('a long sentence here', 10)).toBe('a long se…');
  });

  test('respects a custom suffix', () => {
    expect(truncate('a long sentence here', 10, '...')).toBe('a long ...');
  });

  // ... existing code ...
});
// ... existing code ...
