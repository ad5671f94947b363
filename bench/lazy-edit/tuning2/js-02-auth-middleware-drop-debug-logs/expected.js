'use strict';

const jwt = require('jsonwebtoken');
const { promisify } = require('util');
const User = require('../models/user');

const verifyToken = promisify(jwt.verify);

function extractToken(req) {
  const header = req.headers.authorization || '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) {
    return null;
  }
  return token;
}

async function authenticate(req, res, next) {
  const token = extractToken(req);
  if (!token) {
    return res.status(401).json({ error: 'missing bearer token' });
  }

  try {
    const payload = await verifyToken(token, process.env.JWT_SECRET);
    const user = await User.findById(payload.sub).select('-passwordHash');
    if (!user) {
      return res.status(401).json({ error: 'user no longer exists' });
    }
    if (user.disabled) {
      return res.status(403).json({ error: 'account disabled' });
    }
    req.user = user;
    next();
  } catch (err) {
    if (err.name === 'TokenExpiredError') {
      return res.status(401).json({ error: 'token expired' });
    }
    next(err);
  }
}

function requireRole(...roles) {
  return function (req, res, next) {
    if (!req.user) {
      return res.status(401).json({ error: 'not authenticated' });
    }
    if (!roles.includes(req.user.role)) {
      return res.status(403).json({ error: 'insufficient role' });
    }
    next();
  };
}

module.exports = { authenticate, requireRole, extractToken };
