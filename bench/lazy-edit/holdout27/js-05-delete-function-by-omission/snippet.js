// ... existing code ...
    const expected = Buffer.from(hash, 'hex');
    return expected.length === derived.length && crypto.timingSafeEqual(expected, derived);
}

/**
 * Generate a URL-safe random token, e.g. for password reset links.
 */
function randomToken(bytes = 32) {
// ... existing code ...

module.exports = {
    hashPassword,
    verifyPassword,
    randomToken,
    hashToken,
};
