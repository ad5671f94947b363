import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The AES-256-GCM key for stored secrets. Embedded mode generates it once into the data dir
 * (mode 0600) when GROVE_SECRET_KEY is unset, so a restart can still decrypt what it stored.
 */
export function loadOrCreateSecretKey(dataDir: string, configured: string | null): Buffer {
  if (configured) return Buffer.from(configured, 'hex');
  const file = path.join(dataDir, 'secret.key');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(existing)) return Buffer.from(existing, 'hex');
    throw new Error(`${file} is corrupt: expected 64 hex characters`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  return key;
}
