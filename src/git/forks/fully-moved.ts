/**
 * The cheap question before a fork of a member: is there anything to move? (docs/adr/0003-fork-networks.md,
 * "Instant fork steps and cost").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errCode } from '../fsutil.js';
import { LOOSE_DIR_RE, LOOSE_FILE_RE, MOVED_MANIFEST, PACK_RE } from './network.js';

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if (errCode(err) === 'ENOENT' || errCode(err) === 'ENOTDIR') return null;
    throw err;
  }
}

function listOrEmpty(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (err) {
    if (errCode(err) === 'ENOENT' || errCode(err) === 'ENOTDIR') return [];
    throw err;
  }
}

/**
 * Whether `repoDir` already reads through `poolDir`, holds no object file the pool lacks (every pack and loose
 * object it has was moved and merely awaits its release) and no bitmap of its own: then joining or moving
 * again would change nothing. Takes no lock and writes nothing. Synchronous on purpose, like the hot-path ref
 * reads (refs/ref-files.ts): a few small page-cache reads cost microseconds as sync calls, where each async
 * call is a thread-pool round trip.
 */
export function isFullyMoved(repoDir: string, poolDir: string): boolean {
  const objects = path.join(repoDir, 'objects');
  const alternates = (readOrNull(path.join(objects, 'info', 'alternates')) ?? '').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
  if (alternates.length !== 1 || path.resolve(objects, alternates[0]!.trim()) !== path.resolve(poolDir, 'objects')) return false;
  const moved = new Set((readOrNull(path.join(repoDir, MOVED_MANIFEST)) ?? '').split('\n').filter(Boolean));
  for (const name of listOrEmpty(path.join(objects, 'pack'))) {
    const m = PACK_RE.exec(name);
    if (!m) continue;
    if (m[2] === 'bitmap') return false;
    // a pack counts once its .idx exists (git's rule too); its other files come and go with it
    if (m[2] === 'idx' && !moved.has(`pack/${name}`)) return false;
  }
  for (const dir of listOrEmpty(objects)) {
    if (!LOOSE_DIR_RE.test(dir)) continue;
    for (const file of listOrEmpty(path.join(objects, dir))) if (LOOSE_FILE_RE.test(file) && !moved.has(`${dir}/${file}`)) return false;
  }
  return true;
}
