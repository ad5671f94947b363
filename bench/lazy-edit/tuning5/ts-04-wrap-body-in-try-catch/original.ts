import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { logger } from './logger';

export interface SiteConfig {
  title: string;
  baseUrl: string;
  outputDir: string;
  plugins: string[];
}

const DEFAULTS: SiteConfig = {
  title: 'Untitled',
  baseUrl: '/',
  outputDir: 'dist',
  plugins: [],
};

export async function loadConfig(root: string): Promise<SiteConfig> {
  const file = path.join(root, 'site.yaml');
  const raw = await readFile(file, 'utf8');
  const parsed = parse(raw) as Partial<SiteConfig>;
  logger.debug(`loaded config from ${file}`);
  return { ...DEFAULTS, ...parsed };
}

export async function saveConfig(root: string, config: SiteConfig): Promise<void> {
  const file = path.join(root, 'site.json');
  await writeFile(file, JSON.stringify(config, null, 2) + '\n', 'utf8');
  logger.info(`wrote ${file}`);
}

export function validateConfig(config: SiteConfig): string[] {
  const problems: string[] = [];
  if (!config.title.trim()) {
    problems.push('title must not be empty');
  }
  if (!config.baseUrl.startsWith('/')) {
    problems.push('baseUrl must start with "/"');
  }
  for (const plugin of config.plugins) {
    if (!/^[a-z0-9-]+$/.test(plugin)) {
      problems.push(`invalid plugin name: ${plugin}`);
    }
  }
  return problems;
}
