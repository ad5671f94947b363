// ... existing code ...
const morgan = require('morgan');
const rateLimit = require('express-rate-limit');
// ... existing code ...
	if (config.env !== 'test') {
		app.use(morgan(config.env === 'production' ? 'combined' : 'dev'));
	}

	app.use(
		'/api',
		rateLimit({
			windowMs: 60 * 1000,
			max: config.rateLimitPerMinute,
			standardHeaders: true,
			legacyHeaders: false,
		})
	);

	app.use('/health', healthRouter);
	// ... existing code ...
		server.close(() => process.exit(0));
		setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
	};
// ... existing code ...
