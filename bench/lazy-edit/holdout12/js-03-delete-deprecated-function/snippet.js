// ... existing code ...
function slugify(input) {
  // ... existing code ...
}

/**
 * Shorten a string to `max` characters, adding an ellipsis when cut.
 */
function truncate(input, max = 80) {
// ... existing code ...

module.exports = {
  normalizeWhitespace,
  slugify,
  truncate,
  titleCase,
  escapeHtml,
};
