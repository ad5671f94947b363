// ... existing code ...
const express = require('express');
const helmet = require('helmet');
const compression = require('compression');
const morgan = require('morgan');
// ... existing code ...
app.use(morgan(config.env === 'production' ? 'combined' : 'dev', { stream: logger.stream }));
app.use(helmet());
app.use(compression());
app.use(express.json({ limit: '1mb' }));
// ... existing code ...
app.use('/api', apiRouter);

app.get('/healthz', (req, res) => {
  res.json({ status: 'ok', uptime: process.uptime() });
});

app.get('/', (req, res) => {
// ... existing code ...
