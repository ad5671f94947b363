'use strict';

const DEFAULT_WINDOW_MS = 60 * 1000;
const DEFAULT_MAX = 100;

function createRateLimiter(options = {}) {
  const windowMs = options.windowMs || DEFAULT_WINDOW_MS;
  const max = options.max || DEFAULT_MAX;
  const keyFn = options.key || ((req) => req.ip);
  const hits = new Map();

  function cleanup(now) {
    for (const [key, entry] of hits) {
      if (entry.resetAt <= now) {
        hits.delete(key);
      }
    }
  }

  const timer = setInterval(() => cleanup(Date.now()), windowMs);
  timer.unref();

  return function rateLimit(req, res, next) {
    const now = Date.now();
    const key = keyFn(req);
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      hits.set(key, entry);
    }
    entry.count += 1;

    res.setHeader('X-RateLimit-Limit', String(max));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, max - entry.count)));

    if (entry.count > max) {
      res.setHeader('Retry-After', String(Math.ceil((entry.resetAt - now) / 1000)));
      res.statusCode = 429;
      res.end('Too Many Requests');
      return;
    }
    next();
  };
}

module.exports = { createRateLimiter };
