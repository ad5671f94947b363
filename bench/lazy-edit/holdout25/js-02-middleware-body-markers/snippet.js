// ... existing code ...

function requestId(req, res, next) {
  // ... existing code ...
}

function accessLog(req, res, next) {
  if (req.path === '/healthz') {
    return next();
  }
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info({
      id: req.id,
      method: req.method,
      path: req.originalUrl,
      status: res.statusCode,
      durationMs: Math.round(durationMs),
      userAgent: req.get('user-agent'),
    });
  });
  next();
}

function notFound(req, res) {
  // ... existing code ...
}

// ... existing code ...
