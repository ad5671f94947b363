'use strict';

const path = require('path');
const express = require('express');
const helmet = require('helmet');
const compression = require('compression');
const morgan = require('morgan');

const config = require('./config');
const healthRouter = require('./routes/health');
const apiRouter = require('./routes/api');
const { notFound, errorHandler } = require('./middleware/errors');
const { rateLimit } = require('./middleware/rate-limit');

function createApp(options = {}) {
	const app = express();
	const env = options.env || config.env;

	app.disable('x-powered-by');
	app.set('trust proxy', config.trustProxy);

	app.use(helmet({
		contentSecurityPolicy: env === 'production' ? undefined : false,
	}));
	app.use(compression());

	if (env !== 'test') {
		app.use(morgan(env === 'production' ? 'combined' : 'dev'));
	}

	app.use(express.json({ limit: '1mb' }));
	app.use(express.urlencoded({ extended: false }));

	app.use('/static', express.static(path.join(__dirname, '..', 'public'), {
		maxAge: env === 'production' ? '7d' : 0,
		immutable: env === 'production',
	}));

	app.use('/health', healthRouter);
	app.use('/api/v1', rateLimit({ windowMs: 60_000, max: config.rateLimitPerMinute }), apiRouter);

	app.use(notFound);
	app.use(errorHandler);

	return app;
}

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
