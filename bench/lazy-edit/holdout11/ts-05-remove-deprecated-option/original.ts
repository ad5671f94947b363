import path from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface CacheOptions {
  enabled: boolean;
  directory: string;
  maxEntries: number;
  ttlSeconds: number;
}

export interface BuildConfig {
  rootDir: string;
  outDir: string;
  entryPoints: string[];
  sourceMaps: boolean;
  minify: boolean;
  /** @deprecated use `target` instead */
  legacyBrowsers?: boolean;
  target: string[];
  logLevel: LogLevel;
  cache: CacheOptions;
  define: Record<string, string>;
}

export const defaultConfig: BuildConfig = {
  rootDir: process.cwd(),
  outDir: 'dist',
  entryPoints: ['src/index.ts'],
  sourceMaps: true,
  minify: false,
  legacyBrowsers: false,
  target: ['es2020'],
  logLevel: 'info',
  cache: {
    enabled: true,
    directory: 'node_modules/.cache/builder',
    maxEntries: 5000,
    ttlSeconds: 60 * 60 * 24,
  },
  define: {},
};

export function resolveConfig(user: Partial<BuildConfig>): BuildConfig {
  const merged: BuildConfig = {
    ...defaultConfig,
    ...user,
    cache: { ...defaultConfig.cache, ...user.cache },
    define: { ...defaultConfig.define, ...user.define },
  };

  if (merged.legacyBrowsers) {
    console.warn('[builder] `legacyBrowsers` is deprecated; set `target: ["es5"]` instead.');
    merged.target = ['es5'];
  }

  merged.rootDir = path.resolve(merged.rootDir);
  merged.outDir = path.resolve(merged.rootDir, merged.outDir);
  merged.cache.directory = path.resolve(merged.rootDir, merged.cache.directory);
  return merged;
}

export function isProduction(config: BuildConfig): boolean {
  return config.minify && !config.sourceMaps;
}
