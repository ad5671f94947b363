const { EventEmitter } = require('events');

const DEFAULT_WINDOW_MS = 60_000;
const DEFAULT_MAX = 100;

/**
 * In-memory sliding-window rate limiter.
 * Emits 'limited' with { id, count } when a client exceeds the limit.
 */
class SlidingWindowLimiter extends EventEmitter {
  constructor({ windowMs = DEFAULT_WINDOW_MS, max = DEFAULT_MAX, keyPrefix = 'rl:' } = {}) {
    super();
    this.windowMs = windowMs;
    this.max = max;
    this.keyPrefix = keyPrefix;
    this.hits = new Map();
  }

  _key(id) {
    return `${this.keyPrefix}${id}`;
  }

  _prune(timestamps, now) {
    const cutoff = now - this.windowMs;
    while (timestamps.length && timestamps[0] <= cutoff) {
      timestamps.shift();
    }
  }

  hit(id, now = Date.now()) {
    const key = this._key(id);
    const timestamps = this.hits.get(key) || [];
    this._prune(timestamps, now);
    timestamps.push(now);
    this.hits.set(key, timestamps);

    const remaining = Math.max(0, this.max - timestamps.length);
    if (remaining === 0) {
      this.emit('limited', { id, count: timestamps.length });
    }
    return { allowed: timestamps.length <= this.max, remaining };
  }

  reset(id) {
    this.hits.delete(this._key(id));
  }
}

function middleware(limiter, { idFrom = (req) => req.ip } = {}) {
  return (req, res, next) => {
    const { allowed, remaining } = limiter.hit(idFrom(req));
    res.setHeader('X-RateLimit-Limit', limiter.max);
    res.setHeader('X-RateLimit-Remaining', remaining);
    if (!allowed) {
      res.statusCode = 429;
      res.setHeader('Retry-After', Math.ceil(limiter.windowMs / 1000));
      res.end('Too Many Requests');
      return;
    }
    next();
  };
}

module.exports = {
  SlidingWindowLimiter,
  middleware,
  DEFAULT_WINDOW_MS,
  DEFAULT_MAX,
};
