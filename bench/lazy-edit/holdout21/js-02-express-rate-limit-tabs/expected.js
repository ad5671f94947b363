'use strict';

const express = require('express');
const helmet = require('helmet');
const compression = require('compression');
const morgan = require('morgan');
const rateLimit = require('express-rate-limit');
const { createProxyMiddleware } = require('http-proxy-middleware');

const config = require('./config');
const healthRouter = require('./routes/health');
const apiRouter = require('./routes/api');
const { errorHandler, notFound } = require('./middleware/errors');

function createApp() {
	const app = express();

	app.disable('x-powered-by');
	app.set('trust proxy', config.trustProxy);

	app.use(helmet());
	app.use(compression());
	app.use(express.json({ limit: '1mb' }));
	app.use(express.urlencoded({ extended: false }));

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
	app.use('/api/v1', apiRouter);

	if (config.legacyApiUrl) {
		app.use(
			'/api/legacy',
			createProxyMiddleware({
				target: config.legacyApiUrl,
				changeOrigin: true,
				pathRewrite: { '^/api/legacy': '' },
			})
		);
	}

	app.use(notFound);
	app.use(errorHandler);

	return app;
}

function start() {
	const app = createApp();
	const server = app.listen(config.port, () => {
		console.log(`listening on port ${config.port} (${config.env})`);
	});

	const shutdown = (signal) => {
		console.log(`received ${signal}, closing server`);
		server.close(() => process.exit(0));
		setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
	};

	process.on('SIGTERM', shutdown);
	process.on('SIGINT', shutdown);
	return server;
}

if (require.main === module) {
	start();
}

module.exports = { createApp, start };
