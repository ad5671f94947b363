const crypto = require("node:crypto");

function requestId(req, res, next) {
  const incoming = req.get("x-request-id");
  req.id = incoming && incoming.length <= 64 ? incoming : crypto.randomUUID();
  res.set("x-request-id", req.id);
  next();
}

function notFound(req, res) {
  res.status(404).json({ error: "not_found", path: req.originalUrl });
}

function errorHandler(err, req, res, next) {
  if (res.headersSent) {
    return next(err);
  }
  const status = err.status || 500;
  req.log.error({ err, status }, "request failed");
  res.status(status).json({
    error: status === 500 ? "internal_error" : err.code || "error",
    requestId: req.id,
  });
}

module.exports = { requestId, notFound, errorHandler };
