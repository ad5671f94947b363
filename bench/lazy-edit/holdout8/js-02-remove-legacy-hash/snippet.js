// ... existing code ...
function hashToken(token) {
  return crypto.createHash('sha256').update(token).digest('hex');
}

function safeEqual(a, b) {
  // ... existing code ...
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
