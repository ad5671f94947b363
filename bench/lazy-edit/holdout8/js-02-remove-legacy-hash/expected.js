'use strict';

const crypto = require('crypto');

const TOKEN_BYTES = 32;

function generateToken(bytes = TOKEN_BYTES) {
  return crypto.randomBytes(bytes).toString('hex');
}

function hashToken(token) {
  return crypto.createHash('sha256').update(token).digest('hex');
}

function safeEqual(a, b) {
  const bufA = Buffer.from(a);
  const bufB = Buffer.from(b);
  if (bufA.length !== bufB.length) {
    return false;
  }
  return crypto.timingSafeEqual(bufA, bufB);
}

function verifyToken(token, expectedHash) {
  return safeEqual(hashToken(token), expectedHash);
}

module.exports = {
  generateToken,
  hashToken,
  safeEqual,
  verifyToken,
};
