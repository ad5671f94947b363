// ...existing code...

function requestTimer(req, res, next) {
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    req.log.info({ ms, status: res.statusCode }, "request finished");
  });
  next();
}

function notFound(req, res) {
  res.status(404).json({ error: "not_found", path: req.originalUrl });
}

// ...existing code...

module.exports = { requestId, requestTimer, notFound, errorHandler };
