/**
 * The hot-path ref read, synchronous (see ./ref-files.ts for why sync). Nothing is cached except the parsed
 * packed-refs file, which ./packed-refs.ts revalidates by inode/size/mtime on every call.
 *
 * Answers null whenever the answer is not simply an object id (symbolic ref, corrupt file, I/O error): the caller
 * then uses the full resolver (./refs.ts readRef), which reports such cases properly.
 */
import { isObjectId, isValidRefName } from '../args.js';
import { readPackedRefsSync } from './packed-refs.js';
import { readRefFileIfPresent } from './ref-files.js';

export type SyncRef = { oid: string } | 'absent' | null;

/**
 * `fullRef` (`refs/…`): `{oid}` from its loose file or else from packed-refs; 'absent' when neither has it;
 * null when it cannot be answered this way.
 */
export function readRefSync(repoPath: string, fullRef: string): SyncRef {
  if (!fullRef.startsWith('refs/') || !isValidRefName(fullRef)) return null;
  try {
    // fullRef is a valid ref name (no `..`, no empty segment): plain concatenation is the joined path
    const loose = readRefFileIfPresent(`${repoPath}/${fullRef}`);
    if (loose !== null) return isObjectId(loose) ? { oid: loose } : null;
    const packed = readPackedRefsSync(repoPath).refs.get(fullRef);
    return packed ? { oid: packed.oid } : 'absent';
  } catch {
    return null;
  }
}
