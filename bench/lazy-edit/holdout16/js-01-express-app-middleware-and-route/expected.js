'use strict';

const express = require('express');
const helmet = require('helmet');
const compression = require('compression');
const morgan = require('morgan');
const cookieParser = require('cookie-parser');
const path = require('path');

const config = require('./config');
const logger = require('./lib/logger');
const apiRouter = require('./routes/api');
const authRouter = require('./routes/auth');
const { notFound, errorHandler } = require('./middleware/errors');

const app = express();

app.set('trust proxy', config.trustProxy);
app.set('view engine', 'ejs');
app.set('views', path.join(__dirname, 'views'));

app.use(morgan(config.env === 'production' ? 'combined' : 'dev', { stream: logger.stream }));
app.use(helmet());
app.use(compression());
app.use(express.json({ limit: '1mb' }));
app.use(express.urlencoded({ extended: false }));
app.use(cookieParser(config.cookieSecret));
app.use(express.static(path.join(__dirname, 'public'), { maxAge: '7d' }));

app.use('/auth', authRouter);
app.use('/api', apiRouter);

app.get('/healthz', (req, res) => {
  res.json({ status: 'ok', uptime: process.uptime() });
});

app.get('/', (req, res) => {
  res.render('index', { title: config.appName });
});

app.use(notFound);
app.use(errorHandler);

module.exports = app;
