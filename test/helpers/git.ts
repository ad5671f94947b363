import { execFileSync } from 'node:child_process';
import { EMPTY_TREE_OID, formatCommit, hashObject, type Signature } from '../../src/git/objects/format.js';
import type { NewObject } from '../../src/git/objects/pack-writer.js';
import { repoPath } from '../../src/git/repo-layout.js';
import type { TestGrove } from './grove.js';

/** Runs git against a repository's bare directory (for checking what the API wrote). */
export function gitIn(t: TestGrove, repoId: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', repoPath(t.dataDir, repoId), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function fsck(t: TestGrove, repoId: string): void {
  gitIn(t, repoId, ['fsck', '--strict', '--no-dangling']);
}

/** The seed of a repository with one empty commit (on the empty tree), for initBareRepo in tests. */
export function emptyCommitSeed(author: Signature, message = 'Initial commit\n'): { objects: NewObject[]; tip: string } {
  const data = formatCommit({ tree: EMPTY_TREE_OID, parents: [], author, committer: author, message });
  return { objects: [{ type: 'tree', data: Buffer.alloc(0) }, { type: 'commit', data }], tip: hashObject('commit', data) };
}
