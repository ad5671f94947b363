import crypto from 'node:crypto';
import { findTokenByHash, touchToken } from '../store/tokens.js';
import { findSession } from '../store/sessions.js';
import { logger } from '../infra/logger.js';
import { isExpired } from '../lib/time.js';

const BEARER = /^Bearer\s+(\S+)$/i;

function hashToken(token) {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function parseAuthorization(header) {
  if (!header) {
    return null;
  }
  const match = BEARER.exec(header);
  return match ? match[1] : null;
}

export function authenticate({ required = true } = {}) {
  return async function authMiddleware(req, res, next) {
    if (req.method === 'OPTIONS') {
      return next();
    }
    const token = parseAuthorization(req.headers.authorization);
    if (token) {
      const record = await findTokenByHash(hashToken(token));
      if (record && !record.revokedAt && !isExpired(record.expiresAt)) {
        req.user = { id: record.userId, scopes: record.scopes, via: 'token' };
        await touchToken(record.id);
        return next();
      }
      logger.info('rejected token', { path: req.path });
      return res.status(401).json({ error: 'invalid token' });
    }

    const sessionId = req.cookies?.grove_session;
    if (sessionId) {
      const session = await findSession(sessionId);
      if (session && session.expiresAt > Date.now()) {
        req.user = { id: session.userId, scopes: ['*'], via: 'session' };
        return next();
      }
    }

    if (required) {
      return res.status(401).json({ error: 'authentication required' });
    }
    req.user = null;
    return next();
  };
}

export function requireScope(scope) {
  return function scopeMiddleware(req, res, next) {
    if (!req.user) {
      return res.status(401).json({ error: 'authentication required' });
    }
    const { scopes } = req.user;
    if (scopes.includes('*') || scopes.includes(scope)) {
      return next();
    }
    return res.status(403).json({ error: `missing scope ${scope}` });
  };
}

export function requireAdmin(req, res, next) {
  if (!req.user) {
    return res.status(401).json({ error: 'authentication required' });
  }
  if (!req.user.isAdmin) {
    return res.status(403).json({ error: 'admin only' });
  }
  return next();
}
