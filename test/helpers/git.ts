import { execFileSync } from 'node:child_process';
import { repoPath } from '../../src/git/repo-layout.js';
import type { TestGrove } from './grove.js';

/** Runs git against a repository's bare directory (for checking what the API wrote). */
export function gitIn(t: TestGrove, repoId: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', repoPath(t.dataDir, repoId), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function fsck(t: TestGrove, repoId: string): void {
  gitIn(t, repoId, ['fsck', '--strict', '--no-dangling']);
}
