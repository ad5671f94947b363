import { readFile } from 'node:fs/promises';
import path from 'node:path';

export async function loadConfig(dir: string): Promise<Record<string, unknown>> {
  const text = await readFile(path.join(dir, 'config.json'), 'utf8');
  return JSON.parse(text);
}
