import { AppError, invalid } from '../../domain/errors.js';
import type { Caller } from '../../domain/types.js';
import { diffPatches, diffSummary, type DiffStatus } from '../../git/history/diff.js';
import { GitExecError } from '../../git/exec.js';
import type { RepoAddress, RepoGate } from '../repository/index.js';

export const DIFF_LIMITS = {
  defaultContext: 3,
  maxContext: 20,
  /** Patch text read per request; files past it get `patch: null` and the result is marked truncated. */
  patchBytes: 10 * 1024 * 1024,
  /** Time allowed to each git run. */
  timeoutMs: 30_000,
} as const;

export interface DiffInput {
  base: string;
  head: string;
  patch?: boolean | undefined;
  context?: number | undefined;
}

export interface DiffFile {
  path: string;
  status: DiffStatus;
  old_sha: string | null;
  new_sha: string | null;
  old_mode: string | null;
  new_mode: string | null;
  additions: number;
  deletions: number;
  binary: boolean;
  /** Present only when patches were asked for; null when cut by the patch size limit. */
  patch?: string | null;
}

export interface DiffResult {
  base: string;
  head: string;
  files: DiffFile[];
  total_files_changed: number;
  total_additions: number;
  total_deletions: number;
  /** Present only when patches were asked for. */
  patch_truncated?: boolean;
}

/** Two-tree comparison of revisions (like `git diff <base> <head>`), by `git diff-tree` in the bare repository. */
export interface DiffDeps {
  gate: RepoGate;
}

export class DiffService {
  constructor(private readonly deps: DiffDeps) {}

  async compare(principal: Caller, address: RepoAddress, input: DiffInput): Promise<DiffResult> {
    const context = input.context ?? DIFF_LIMITS.defaultContext;
    if (!Number.isInteger(context) || context < 0 || context > DIFF_LIMITS.maxContext) {
      throw invalid(`context must be an integer from 0 to ${DIFF_LIMITS.maxContext}`);
    }
    const handle = await this.deps.gate.open(principal, address, 'read');
    const [base, head] = await Promise.all([handle.resolve(input.base, 'base'), handle.resolve(input.head, 'head')]);
    const result: DiffResult = {
      base: base.sha,
      head: head.sha,
      files: [],
      total_files_changed: 0,
      total_additions: 0,
      total_deletions: 0,
    };
    if (input.patch) result.patch_truncated = false;
    if (base.sha === head.sha) return result;

    const dir = handle.dir;
    const [entries, patches] = await Promise.all([
      diffSummary(dir, base.sha, head.sha, { timeoutMs: DIFF_LIMITS.timeoutMs }),
      input.patch ? diffPatches(dir, base.sha, head.sha, { context, maxBytes: DIFF_LIMITS.patchBytes, timeoutMs: DIFF_LIMITS.timeoutMs }) : null,
    ]).catch((error: unknown) => {
      throw asAppError(error);
    });
    for (const e of entries) {
      const file: DiffFile = {
        path: e.path,
        status: e.status,
        old_sha: e.oldOid,
        new_sha: e.newOid,
        old_mode: e.oldMode,
        new_mode: e.newMode,
        additions: e.additions,
        deletions: e.deletions,
        binary: e.binary,
      };
      if (patches) file.patch = patches.patches.get(e.path) ?? (patches.truncated ? null : '');
      result.files.push(file);
      result.total_additions += e.additions;
      result.total_deletions += e.deletions;
    }
    result.total_files_changed = result.files.length;
    if (patches) result.patch_truncated = patches.truncated;
    return result;
  }
}

function asAppError(error: unknown): unknown {
  if (!(error instanceof GitExecError)) return error;
  if (error.code === null && /timed out/.test(error.message)) return new AppError('TIMEOUT', 'the diff took too long to compute');
  if (error.code === null && /output exceeds/.test(error.message)) {
    return new AppError('UNPROCESSABLE', 'the diff lists too many files to return');
  }
  return error;
}
