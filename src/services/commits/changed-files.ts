/** The files a commit changed, against its first parent (the empty tree for a root), with line counts. */
import { AppError } from '../../domain/errors.js';
import { GitExecError } from '../../git/exec.js';
import { diffSummary, type DiffStatus } from '../../git/history/diff.js';
import { EMPTY_TREE_OID, type Commit } from '../../git/objects/format.js';
import type { RepoHandle } from '../repository/index.js';

export interface ChangedFile {
  path: string;
  status: DiffStatus;
  additions: number;
  deletions: number;
  binary: boolean;
}

const TIMEOUT_MS = 30_000;

export async function changedFiles(handle: RepoHandle, sha: string, commit: Commit): Promise<ChangedFile[]> {
  const base = commit.parents[0] ?? EMPTY_TREE_OID;
  try {
    const entries = await diffSummary(handle.dir, base, sha, { timeoutMs: TIMEOUT_MS });
    return entries.map((e) => ({ path: e.path, status: e.status, additions: e.additions, deletions: e.deletions, binary: e.binary }));
  } catch (error) {
    if (error instanceof GitExecError && error.code === null) throw new AppError('UNPROCESSABLE', "the commit's changes are too large to list");
    throw error;
  }
}
