// ... existing code ...
function truncate(text, max) {
  // ... existing code ...
}

function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

module.exports = {
  slugify,
  truncate,
  capitalize,
};
