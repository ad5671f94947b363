import crypto from 'node:crypto';
import { findTokenByHash, touchToken } from '../store/tokens.js';
import { findSession } from '../store/sessions.js';
import { logger } from '../infra/logger.js';
import { isExpired } from '../lib/time.js';

// ... existing code ...
  return async function authMiddleware(req, res, next) {
    if (req.method === 'OPTIONS') {
      return next();
    }
    const token = parseAuthorization(req.headers.authorization);
    if (token) {
      const record = await findTokenByHash(hashToken(token));
      if (record && !record.revokedAt && !isExpired(record.expiresAt)) {
        req.user = { id: record.userId, scopes: record.scopes, via: 'token' };
// ... existing code ...
