// ... existing code ...
function slugify(input) {
  // ... existing code ...
}

/**
 * Debounce a function call.
 * @param {Function} fn
 * @param {number} wait
 * @returns {Function & { cancel(): void }}
 */
function debounce(fn, wait) {
  let timer = null;
  function debounced(...args) {
    clearTimeout(timer);
    timer = setTimeout(() => fn.apply(this, args), wait);
  }
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = null;
  };
  return debounced;
}

// ... existing code ...

module.exports = {
  formatBytes,
  slugify,
  debounce,
  randomId,
  deepFreeze,
};
