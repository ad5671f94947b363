// ... existing code ...
const config = require('./config');
const healthRouter = require('./routes/health');
const apiRouter = require('./routes/api');
const { notFound, errorHandler } = require('./middleware/errors');
const { rateLimit } = require('./middleware/rate-limit');

// ... existing code ...
	app.use(express.json({ limit: '1mb' }));
	app.use(express.urlencoded({ extended: false }));

	// ... existing code ...

	app.use('/health', healthRouter);
	app.use('/api/v1', rateLimit({ windowMs: 60_000, max: config.rateLimitPerMinute }), apiRouter);

	// ... existing code ...

function start() {
	const app = createApp();
	const server = app.listen(config.port, () => {
		console.log(`listening on :${config.port} (${config.env})`);
	});

	process.on('SIGTERM', () => {
		console.log('SIGTERM received, draining connections');
		server.close(() => process.exit(0));
		setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
	});
	return server;
}

module.exports = { createApp, start };
