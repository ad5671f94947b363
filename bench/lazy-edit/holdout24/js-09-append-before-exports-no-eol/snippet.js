// ... existing code ...
  return `${base}-${i}`;
}

function isSlug(value, separator = DEFAULT_SEPARATOR) {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) {
    return false;
  }
  const escaped = separator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[a-z0-9]+(?:${escaped}[a-z0-9]+)*$`).test(value);
}

module.exports = {
  slugify,
  uniqueSlug,
  transliterate,
  isSlug,
};
