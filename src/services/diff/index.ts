import { AppError, invalid } from '../../domain/errors.js';
import type { Caller } from '../../domain/types.js';
import { diffPatches, diffSummary, type DiffStatus } from '../../git/history/diff.js';
import { GitExecError } from '../../git/exec.js';
import { mergeBase } from '../../git/history/merge.js';
import type { RepoAddress, RepoGate, RepoHandle } from '../repository/index.js';

export const DIFF_LIMITS = {
  defaultContext: 3,
  maxContext: 20,
  /** Patch text read per request; files past it get `patch: null` and the result is marked truncated. */
  patchBytes: 10 * 1024 * 1024,
  /** Time allowed to each git run. */
  timeoutMs: 30_000,
} as const;

export type DiffMode = 'two-dot' | 'three-dot';

export interface DiffInput {
  base: string;
  head: string;
  /** two-dot (default): base's tree against head's; three-dot: the merge base of base and head against head. */
  mode?: DiffMode | undefined;
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
  mode: DiffMode;
  /** The commit the diff was taken from in three-dot mode; null in two-dot mode. */
  merge_base_sha: string | null;
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
    const mode = input.mode ?? 'two-dot';
    const mergeBaseSha = mode === 'three-dot' ? await this.#mergeBase(handle, base.sha, head.sha, input) : null;
    const from = mergeBaseSha ?? base.sha;
    const result: DiffResult = {
      base: base.sha,
      head: head.sha,
      mode,
      merge_base_sha: mergeBaseSha,
      files: [],
      total_files_changed: 0,
      total_additions: 0,
      total_deletions: 0,
    };
    if (input.patch) result.patch_truncated = false;
    if (from === head.sha) return result;

    const dir = handle.dir;
    const [entries, patches] = await Promise.all([
      diffSummary(dir, from, head.sha, { timeoutMs: DIFF_LIMITS.timeoutMs }),
      input.patch ? diffPatches(dir, from, head.sha, { context, maxBytes: DIFF_LIMITS.patchBytes, timeoutMs: DIFF_LIMITS.timeoutMs }) : null,
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

  /** GitHub's compare: the best common ancestor, asked in-process when base is an ancestor of head, else of git. */
  async #mergeBase(handle: RepoHandle, base: string, head: string, input: DiffInput): Promise<string> {
    if (base === head || (await handle.isAncestor(base, head)) === true) return base;
    const found = await mergeBase(handle.dir, base, head).catch((error: unknown) => {
      throw asAppError(error);
    });
    if (found === null) throw new AppError('UNPROCESSABLE', `'${input.base}' and '${input.head}' have no common ancestor, so there is no merge base to compare from`);
    return found;
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
