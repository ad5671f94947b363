const crypto = require('crypto');
const { promisify } = require('util');

const scrypt = promisify(crypto.scrypt);

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * Hash a password with scrypt. The result is "salt:hash", both hex encoded.
 */
async function hashPassword(password) {
    const salt = crypto.randomBytes(SALT_BYTES).toString('hex');
    const derived = await scrypt(password, salt, KEY_LENGTH);
    return `${salt}:${derived.toString('hex')}`;
}

/**
 * Compare a password against a stored "salt:hash" string in constant time.
 */
async function verifyPassword(password, stored) {
    const [salt, hash] = stored.split(':');
    if (!salt || !hash) {
        return false;
    }
    const derived = await scrypt(password, salt, KEY_LENGTH);
    const expected = Buffer.from(hash, 'hex');
    return expected.length === derived.length && crypto.timingSafeEqual(expected, derived);
}

/**
 * Legacy MD5 hashes imported from the old PHP app. Do not use for new data.
 */
function legacyMd5(password, salt) {
    return crypto.createHash('md5').update(salt + password).digest('hex');
}

/**
 * Generate a URL-safe random token, e.g. for password reset links.
 */
function randomToken(bytes = 32) {
    return crypto.randomBytes(bytes).toString('base64url');
}

/**
 * Hash a token before storing it so a database leak does not expose live tokens.
 */
function hashToken(token) {
    return crypto.createHash('sha256').update(token).digest('hex');
}

module.exports = {
    hashPassword,
    verifyPassword,
    legacyMd5,
    randomToken,
    hashToken,
};
