import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { packedNamesWithPrefix, readPackedRefsSync } from './packed-refs.js';

function hasLooseRef(dir: string): boolean {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (entry.isFile() && !entry.name.endsWith('.lock')) return true;
    if (entry.isDirectory() && hasLooseRef(path.join(dir, entry.name))) return true;
  }
  return false;
}

/** The loose ref file of branch `name`. */
export function branchFile(repoPath: string, name: string): string {
  return path.join(repoPath, 'refs', 'heads', name);
}

/**
 * Whether the repository has at least one branch (the opposite of SPEC's `is_empty`). Synchronous on
 * purpose: it touches one small directory and maybe packed-refs, all in the page cache, and a handful of
 * sync calls cost microseconds where the async equivalents cost a thread-pool round trip each.
 * `likelyRef` is the loose ref file of the branch most likely to exist (see branchFile): usually one
 * existsSync answers.
 */
export function hasAnyBranch(repoPath: string, likelyRef?: string): boolean {
  if (likelyRef && existsSync(likelyRef)) return true;
  if (hasLooseRef(path.join(repoPath, 'refs', 'heads'))) return true;
  try {
    return packedNamesWithPrefix(readPackedRefsSync(repoPath), 'refs/heads/').length > 0;
  } catch {
    return false;
  }
}
