import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';

import { loadEnv } from './env';
import { legacyCacheDir } from './legacy';
import type { LogLevel } from './logger';

export interface AppConfig {
	port: number;
	host: string;
	logLevel: LogLevel;
	dataDir: string;
	cacheDir: string;
	legacyCache: boolean;
	maxUploadBytes: number;
	corsOrigins: string[];
}

const DEFAULT_PORT = 8080;
const DEFAULT_MAX_UPLOAD = 25 * 1024 * 1024;

function parseList(value: string | undefined): string[] {
	if (!value) {
		return [];
	}
	return value
		.split(',')
		.map((item) => item.trim())
		.filter(Boolean);
}

function ensureDir(dir: string): string {
	if (!fs.existsSync(dir)) {
		fs.mkdirSync(dir, { recursive: true });
	}
	return dir;
}

export function loadConfig(): AppConfig {
	const env = loadEnv();
	const dataDir = ensureDir(env.DATA_DIR ?? path.join(os.homedir(), '.relay'));

	return {
		port: env.PORT ? Number(env.PORT) : DEFAULT_PORT,
		host: env.HOST ?? '0.0.0.0',
		logLevel: (env.LOG_LEVEL as LogLevel) ?? 'info',
		dataDir,
		cacheDir: ensureDir(path.join(dataDir, 'cache')),
		legacyCache: env.LEGACY_CACHE === '1' && fs.existsSync(legacyCacheDir()),
		maxUploadBytes: env.MAX_UPLOAD_BYTES ? Number(env.MAX_UPLOAD_BYTES) : DEFAULT_MAX_UPLOAD,
		corsOrigins: parseList(env.CORS_ORIGINS),
	};
}
