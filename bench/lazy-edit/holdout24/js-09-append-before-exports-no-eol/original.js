'use strict';

const DEFAULT_SEPARATOR = '-';
const MAX_LENGTH = 80;

const CHAR_MAP = {
  'ä': 'ae',
  'ö': 'oe',
  'ü': 'ue',
  'ß': 'ss',
  'æ': 'ae',
  'ø': 'o',
  'å': 'a',
  'é': 'e',
  'è': 'e',
  'ñ': 'n',
};

function transliterate(input) {
  let out = '';
  for (const ch of input) {
    out += Object.prototype.hasOwnProperty.call(CHAR_MAP, ch) ? CHAR_MAP[ch] : ch;
  }
  return out.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

function slugify(input, options = {}) {
  const separator = options.separator || DEFAULT_SEPARATOR;
  const maxLength = options.maxLength || MAX_LENGTH;

  const slug = transliterate(String(input).toLowerCase())
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^${separator}+|${separator}+$`, 'g'), '');

  if (slug.length <= maxLength) {
    return slug;
  }
  const cut = slug.slice(0, maxLength);
  const lastSep = cut.lastIndexOf(separator);
  return lastSep > maxLength / 2 ? cut.slice(0, lastSep) : cut;
}

function uniqueSlug(input, taken, options = {}) {
  const base = slugify(input, options);
  if (!taken.has(base)) {
    return base;
  }
  let i = 2;
  while (taken.has(`${base}-${i}`)) {
    i += 1;
  }
  return `${base}-${i}`;
}

module.exports = {
  slugify,
  uniqueSlug,
  transliterate,
};