'use strict';

const crypto = require('crypto');
const logger = require('../lib/logger');

const REQUEST_ID_HEADER = 'x-request-id';

function requestId(req, res, next) {
  const incoming = req.get(REQUEST_ID_HEADER);
  req.id = incoming && incoming.length <= 128 ? incoming : crypto.randomUUID();
  res.set(REQUEST_ID_HEADER, req.id);
  next();
}

function accessLog(req, res, next) {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info({
      id: req.id,
      method: req.method,
      path: req.originalUrl,
      status: res.statusCode,
      durationMs: Math.round(durationMs),
    });
  });
  next();
}

function notFound(req, res) {
  res.status(404).json({
    error: 'not_found',
    message: `No route for ${req.method} ${req.path}`,
  });
}

// eslint-disable-next-line no-unused-vars
function errorHandler(err, req, res, next) {
  const status = err.status || err.statusCode || 500;
  if (status >= 500) {
    logger.error({ id: req.id, err }, 'unhandled error');
  }
  res.status(status).json({
    error: err.code || 'internal_error',
    message: status >= 500 ? 'Something went wrong' : err.message,
  });
}

module.exports = {
  requestId,
  accessLog,
  notFound,
  errorHandler,
};
