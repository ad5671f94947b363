import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.record(z.unknown());

export async function loadConfig(dir: string): Promise<Record<string, unknown>> {
  const text = await readFile(path.join(dir, 'config.json'), 'utf8');
  return ConfigSchema.parse(JSON.parse(text));
}
