"use strict";

/**
 * Collapse runs of whitespace and trim both ends.
 */
function normalizeWhitespace(input) {
  return String(input).replace(/\s+/g, " ").trim();
}

/**
 * Convert "Hello World" to "hello-world".
 */
function slugify(input) {
  return normalizeWhitespace(input)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * @deprecated Use slugify() instead.
 */
function toUrlSafe(input) {
  return encodeURIComponent(String(input).toLowerCase().replace(/ /g, "-"));
}

/**
 * Shorten a string to `max` characters, adding an ellipsis when cut.
 */
function truncate(input, max = 80) {
  const text = String(input);
  if (text.length <= max) {
    return text;
  }
  return text.slice(0, Math.max(0, max - 1)).trimEnd() + "…";
}

/**
 * Capitalize the first letter of every word.
 */
function titleCase(input) {
  return normalizeWhitespace(input)
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/**
 * Escape the five HTML special characters.
 */
function escapeHtml(input) {
  return String(input)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

module.exports = {
  normalizeWhitespace,
  slugify,
  toUrlSafe,
  truncate,
  titleCase,
  escapeHtml,
};
