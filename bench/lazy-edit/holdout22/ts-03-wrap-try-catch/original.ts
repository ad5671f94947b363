import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

import { logger } from './logger';
import { fetchRemoteManifest } from './remote';
import type { Manifest, ManifestEntry, SyncResult } from './types';

const CACHE_DIR = path.resolve(process.cwd(), '.cache', 'manifests');

async function loadLocalManifest(file: string): Promise<Manifest> {
  const raw = await readFile(file, 'utf8');
  const parsed = parse(raw) as Manifest;
  if (!parsed || !Array.isArray(parsed.entries)) {
    throw new Error(`Invalid manifest: ${file}`);
  }
  return parsed;
}

function diffEntries(local: ManifestEntry[], remote: ManifestEntry[]): ManifestEntry[] {
  const known = new Map(local.map((e) => [e.id, e.checksum]));
  return remote.filter((e) => known.get(e.id) !== e.checksum);
}

export async function syncManifest(file: string, remoteUrl: string): Promise<SyncResult> {
  const started = Date.now();
  const local = await loadLocalManifest(file);
  logger.info(`Loaded ${local.entries.length} local entries from ${file}`);

  const remote = await fetchRemoteManifest(remoteUrl);
  const changed = diffEntries(local.entries, remote.entries);
  logger.info(`Remote has ${changed.length} changed entries`);

  await mkdir(CACHE_DIR, { recursive: true });
  const cacheFile = path.join(CACHE_DIR, path.basename(file));
  await writeFile(cacheFile, JSON.stringify(remote, null, 2), 'utf8');

  return {
    file,
    changed: changed.map((e) => e.id),
    durationMs: Date.now() - started,
  };
}

export async function syncAll(files: string[], remoteUrl: string): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const file of files) {
    results.push(await syncManifest(file, remoteUrl));
  }
  return results;
}
