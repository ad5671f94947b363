// Repository-level git helpers for tests (what the API wrote, fixtures written with git's plumbing). The git
// runners and their clean environment are in ./git-client.ts.
import { EMPTY_TREE_OID, formatCommit, hashObject, type Signature } from '../../src/git/objects/format.js';
import type { NewObject } from '../../src/git/objects/pack-writer.js';
import { repoPath } from '../../src/git/repo-layout.js';
import { type GitCallOptions, gitSync, runGitSync } from './git-client.js';
import type { TestGrove } from './grove.js';

/** Runs git against a repository's bare directory (for checking what the API wrote); stdout as git printed it. */
export function gitIn(t: TestGrove, repoId: string, args: string[], opts: Omit<GitCallOptions, 'gitDir'> = {}): string {
  return gitSync(args, { ...opts, gitDir: repoPath(t.dataDir, repoId) });
}

/** git in the repository at `dir` (a bare one, or a .git directory); stdout trimmed. */
export function bareGit(dir: string, args: string[], input?: string | Buffer): string {
  return gitSync(args, { gitDir: dir, input }).trim();
}

export function fsck(t: TestGrove, repoId: string): void {
  gitIn(t, repoId, ['fsck', '--strict', '--no-dangling']);
}

/** The seed of a repository with one empty commit (on the empty tree), for initBareRepo in tests. */
export function emptyCommitSeed(author: Signature, message = 'Initial commit\n'): { objects: NewObject[]; tip: string } {
  const data = formatCommit({ tree: EMPTY_TREE_OID, parents: [], author, committer: author, message });
  return { objects: [{ type: 'tree', data: Buffer.alloc(0) }, { type: 'commit', data }], tip: hashObject('commit', data) };
}

/** What a fast-import commit does to one path: new content (a file), a link, an executable, a gitlink, or null (delete). */
export type FileChange = Buffer | string | { symlink: string } | { mode: '100755'; content: string } | { submodule: string } | null;

/**
 * One commit on `branch` (on top of its tip, if any) through git fast-import, with a fixed committer and date;
 * returns its id. Writes straight into the bare repository at `dir`, as a client's push would.
 */
export function fastImportCommit(dir: string, branch: string, changes: Record<string, FileChange>, message = 'change'): string {
  const parts: Buffer[] = [];
  const text = (s: string) => parts.push(Buffer.from(s));
  const data = (b: Buffer) => {
    text(`data ${b.length}\n`);
    parts.push(b);
    text('\n');
  };
  text(`commit refs/heads/${branch}\ncommitter Test <test@example.com> 1700000000 +0000\n`);
  data(Buffer.from(message));
  const parent = runGitSync(['rev-parse', '--verify', '-q', `refs/heads/${branch}`], { gitDir: dir });
  if (parent.code === 0) text(`from ${parent.stdout.trim()}\n`);
  for (const [file, change] of Object.entries(changes)) {
    const quoted = JSON.stringify(file); // fast-import accepts C-style quoted paths
    if (change === null) text(`D ${quoted}\n`);
    else if (typeof change === 'string' || Buffer.isBuffer(change)) {
      text(`M 100644 inline ${quoted}\n`);
      data(Buffer.from(change));
    } else if ('symlink' in change) {
      text(`M 120000 inline ${quoted}\n`);
      data(Buffer.from(change.symlink));
    } else if ('submodule' in change) text(`M 160000 ${change.submodule} ${quoted}\n`);
    else {
      text(`M ${change.mode} inline ${quoted}\n`);
      data(Buffer.from(change.content));
    }
  }
  gitSync(['fast-import', '--quiet'], { gitDir: dir, input: Buffer.concat(parts) });
  return gitSync(['rev-parse', `refs/heads/${branch}`], { gitDir: dir }).trim();
}

/**
 * A commit whose tree holds `files` (flat: name → content), written into the objects of the repository at `dir`
 * with git's plumbing; no ref moves. Returns its id.
 */
export function commitFiles(dir: string, files: Record<string, string>, message: string, parent?: string): string {
  const entries = Object.entries(files).map(([name, content]) => `100644 blob ${gitSync(['hash-object', '-w', '--stdin'], { gitDir: dir, input: content }).trim()}\t${name}\n`);
  const tree = gitSync(['mktree'], { gitDir: dir, input: entries.join('') }).trim();
  return gitSync(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message], { gitDir: dir }).trim();
}

/** Whether the repository at `dir` has the object (in its own store or through an alternate). */
export function hasObject(dir: string, oid: string): boolean {
  return runGitSync(['cat-file', '-e', oid], { gitDir: dir }).code === 0;
}
