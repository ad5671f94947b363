// ...existing code...
const morgan = require('morgan');
const rateLimit = require('express-rate-limit');

// ...existing code...

  app.use('/auth', authRouter);
  app.use(
    '/api',
    rateLimit({ windowMs: 60 * 1000, max: config.apiRateLimit, standardHeaders: true }),
  );
  app.use('/api', apiRouter);

// ...existing code...
