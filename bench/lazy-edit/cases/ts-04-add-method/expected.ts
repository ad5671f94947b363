import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Options {
  root: string;
  verbose: boolean;
}

const DEFAULT_TIMEOUT = 3000;

export function resolvePath(options: Options, name: string): string {
  const full = path.join(options.root, name);
  if (options.verbose) {
    console.log('resolving', full);
  }
  return full;
}

export async function loadConfig(options: Options): Promise<Record<string, unknown>> {
  const file = resolvePath(options, 'config.json');
  const text = await readFile(file, 'utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

export class Cache {
  private readonly entries = new Map<string, string>();

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  clear(): void {
    this.entries.clear();
  }
}
