'use strict';

const path = require('path');
const express = require('express');
const cookieParser = require('cookie-parser');
const morgan = require('morgan');
const config = require('./config');
const db = require('./db');
const apiRouter = require('./routes/api');
const authRouter = require('./routes/auth');
const { errorHandler, notFound } = require('./middleware/errors');

const app = express();

app.set('trust proxy', config.trustProxy);
app.set('views', path.join(__dirname, 'views'));
app.set('view engine', 'ejs');

app.use(morgan(config.env === 'production' ? 'combined' : 'dev'));
app.use(express.json({ limit: '1mb' }));
app.use(express.urlencoded({ extended: false }));
app.use(cookieParser(config.cookieSecret));
app.use(express.static(path.join(__dirname, 'public'), { maxAge: '7d' }));

app.get('/healthz', async (req, res) => {
  try {
    await db.ping();
    res.json({ status: 'ok' });
  } catch (err) {
    res.status(503).json({ status: 'unavailable' });
  }
});

app.use('/auth', authRouter);
app.use('/api', apiRouter);

app.use(notFound);
app.use(errorHandler);

async function start() {
  await db.connect(config.databaseUrl);
  const server = app.listen(config.port, () => {
    console.log(`Server listening on port ${config.port}`);
  });

  const shutdown = async (signal) => {
    console.log(`${signal} received, shutting down`);
    server.close(async () => {
      await db.disconnect();
      process.exit(0);
    });
  };

  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (require.main === module) {
  start().catch((err) => {
    console.error('Failed to start server', err);
    process.exit(1);
  });
}

module.exports = app;
