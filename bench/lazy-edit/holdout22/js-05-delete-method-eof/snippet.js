// ... existing code ...
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
