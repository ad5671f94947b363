// ... existing imports ...
import { loadEnv } from './env';
import type { LogLevel } from './logger';

export interface AppConfig {
	// ... existing fields ...
	cacheDir: string;
	maxUploadBytes: number;
	corsOrigins: string[];
}
// ... existing code ...
		cacheDir: ensureDir(path.join(dataDir, 'cache')),
		maxUploadBytes: env.MAX_UPLOAD_BYTES ? Number(env.MAX_UPLOAD_BYTES) : DEFAULT_MAX_UPLOAD,
// ... existing code ...
