'use strict';

const path = require('path');
const express = require('express');
const helmet = require('helmet');
const rateLimit = require('express-rate-limit');
const cookieParser = require('cookie-parser');
// ... existing code ...

app.use(helmet());
app.use(morgan(config.env === 'production' ? 'combined' : 'dev'));
// ... existing code ...

const apiLimiter = rateLimit({
  windowMs: 15 * 60 * 1000,
  max: 300,
  standardHeaders: true,
  legacyHeaders: false,
});

app.use('/auth', authRouter);
app.use('/api', apiLimiter, apiRouter);
// ... existing code ...
