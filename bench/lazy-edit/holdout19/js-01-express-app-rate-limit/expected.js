'use strict';

const path = require('path');
const express = require('express');
const helmet = require('helmet');
const compression = require('compression');
const cookieParser = require('cookie-parser');
const morgan = require('morgan');
const rateLimit = require('express-rate-limit');

const config = require('./config');
const apiRouter = require('./routes/api');
const authRouter = require('./routes/auth');
const webhooksRouter = require('./routes/webhooks');
const { notFound, errorHandler } = require('./middleware/errors');

function createApp() {
  const app = express();

  app.set('trust proxy', config.trustProxy);
  app.set('view engine', 'ejs');
  app.set('views', path.join(__dirname, 'views'));

  app.use(helmet());
  app.use(compression());
  app.use(morgan(config.env === 'production' ? 'combined' : 'dev'));

  // Webhooks need the raw body for signature verification.
  app.use('/webhooks', express.raw({ type: 'application/json' }), webhooksRouter);

  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false }));
  app.use(cookieParser(config.cookieSecret));
  app.use(express.static(path.join(__dirname, 'public'), { maxAge: '7d' }));

  app.get('/healthz', (req, res) => {
    res.json({ status: 'ok', uptime: process.uptime() });
  });

  app.use('/auth', authRouter);
  app.use(
    '/api',
    rateLimit({ windowMs: 60 * 1000, max: config.apiRateLimit, standardHeaders: true }),
  );
  app.use('/api', apiRouter);

  app.use(notFound);
  app.use(errorHandler);

  return app;
}

module.exports = { createApp };
