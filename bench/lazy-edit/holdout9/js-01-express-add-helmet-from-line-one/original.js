'use strict';

const path = require('path');
const express = require('express');
const morgan = require('morgan');
const cookieParser = require('cookie-parser');
const { createLogger } = require('./lib/logger');
const config = require('./config');

const authRoutes = require('./routes/auth');
const apiRoutes = require('./routes/api');

const logger = createLogger('server');
const app = express();

app.set('trust proxy', config.trustProxy);
app.set('views', path.join(__dirname, 'views'));
app.set('view engine', 'ejs');

app.use(morgan(config.env === 'production' ? 'combined' : 'dev'));
app.use(express.json({ limit: '1mb' }));
app.use(express.urlencoded({ extended: false }));
app.use(cookieParser(config.cookieSecret));
app.use(express.static(path.join(__dirname, 'public'), { maxAge: '7d' }));

app.use('/auth', authRoutes);
app.use('/api', apiRoutes);

app.get('/healthz', (req, res) => {
  res.json({ status: 'ok', uptime: process.uptime() });
});

app.use((req, res) => {
  res.status(404).render('404', { url: req.originalUrl });
});

// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  logger.error({ err, url: req.originalUrl }, 'unhandled error');
  const status = err.status || 500;
  if (req.accepts('html')) {
    res.status(status).render('error', { status, message: err.expose ? err.message : 'Something went wrong' });
  } else {
    res.status(status).json({ error: err.expose ? err.message : 'Internal Server Error' });
  }
});

if (require.main === module) {
  app.listen(config.port, () => {
    logger.info(`listening on http://localhost:${config.port}`);
  });
}

module.exports = app;
