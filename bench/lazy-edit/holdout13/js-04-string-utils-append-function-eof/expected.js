'use strict';

const crypto = require('crypto');

const DEFAULT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomString(length, alphabet = DEFAULT_ALPHABET) {
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i += 1) {
    out += alphabet[bytes[i] % alphabet.length];
  }
  return out;
}

function slugify(text) {
  return String(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function truncate(text, maxLength, suffix = '…') {
  if (text.length <= maxLength) {
    return text;
  }
  return text.slice(0, Math.max(0, maxLength - suffix.length)).trimEnd() + suffix;
}

function capitalize(text) {
  if (!text) {
    return text;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function hashString(text, algorithm = 'sha256') {
  return crypto.createHash(algorithm).update(text, 'utf8').digest('hex');
}

function maskEmail(email) {
  const [local, domain] = String(email).split('@');
  if (!domain) {
    return email;
  }
  const visible = local.slice(0, Math.min(2, local.length));
  return `${visible}${'*'.repeat(Math.max(1, local.length - visible.length))}@${domain}`;
}

module.exports = {
  randomString,
  slugify,
  truncate,
  capitalize,
  hashString,
  maskEmail,
};
