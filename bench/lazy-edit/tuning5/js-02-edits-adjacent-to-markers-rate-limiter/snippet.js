// ... existing code ...
  const windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
  const max = options.max ?? DEFAULT_MAX;
  // ... existing code ...
  return function rateLimit(req, res, next) {
    if (options.skip && options.skip(req)) {
      return next();
    }
    const now = Date.now();
    // ... existing code ...
