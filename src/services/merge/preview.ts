/**
 * A merge preview (`dry_run: true`): what the merge would do with the same inputs — already up to date, a
 * fast-forward, a merge commit or a squash — or why it would not (conflicting files with their hunks, or a
 * fast-forward that is not possible). The three-way merge runs against a scratch object directory, so the
 * repository is left exactly as it was.
 */
import { AppError } from '../../domain/errors.js';
import { GitExecError } from '../../git/exec.js';
import { scratchMerge } from '../../git/history/scratch-merge.js';
import type { RepoHandle } from '../repository/index.js';
import { conflictDetails, type ConflictDetail } from './conflicts.js';
import type { MergeStrategy } from './index.js';

export type Relation = 'ahead' | 'behind' | 'diverged' | 'unrelated';

export const PREVIEW_LIMITS = {
  timeoutMs: 30_000,
  /** Merged blobs and trees read back from the scratch directory. */
  objectBytes: 64 * 1024 * 1024,
} as const;

export interface MergePreview {
  dry_run: true;
  /** Whether the same request without dry_run would merge. */
  mergeable: boolean;
  strategy: MergeStrategy;
  /** What the merge would do, or why it would not. */
  result: 'already_up_to_date' | MergeStrategy | 'conflict' | 'not_fast_forward';
  head_sha: string;
  source_sha: string;
  merge_base_sha: string | null;
  /** Files a three-way merge cannot reconcile (also listed when a fast-forward is refused for divergence). */
  conflicts: ConflictDetail[];
  /** True when some conflicting files are listed without content (past the size limits). */
  conflicts_truncated: boolean;
}

export interface PreviewInput {
  target: string;
  head: string;
  sourceName: string;
  source: string;
  strategy: MergeStrategy;
  relation: Exclude<Relation, 'unrelated'>;
  base: string | null;
}

export async function previewMerge(handle: RepoHandle, p: PreviewInput): Promise<MergePreview> {
  const preview: MergePreview = {
    dry_run: true,
    mergeable: true,
    strategy: p.strategy,
    result: p.strategy,
    head_sha: p.head,
    source_sha: p.source,
    merge_base_sha: p.base,
    conflicts: [],
    conflicts_truncated: false,
  };
  if (p.relation === 'behind') return { ...preview, result: 'already_up_to_date' };
  // a source ahead of the target merges without conflicts whatever the strategy
  if (p.relation === 'ahead') return preview;

  const merged = await scratchMerge(handle.dir, { ours: { commit: p.head }, theirs: { commit: p.source } }, { timeoutMs: PREVIEW_LIMITS.timeoutMs, maxObjectBytes: PREVIEW_LIMITS.objectBytes }).catch(
    (error: unknown) => {
      throw asAppError(error);
    },
  );
  if (!merged.clean) {
    const { files, truncated } = conflictDetails(merged.conflicts, { ours: { oid: p.head, name: p.target }, theirs: { oid: p.source, name: p.sourceName } });
    return { ...preview, mergeable: false, result: 'conflict', conflicts: files, conflicts_truncated: truncated };
  }
  if (p.strategy === 'fast-forward') return { ...preview, mergeable: false, result: 'not_fast_forward' };
  return preview;
}

function asAppError(error: unknown): unknown {
  if (!(error instanceof GitExecError) || error.code !== null) return error;
  if (/timed out/.test(error.message)) return new AppError('TIMEOUT', 'the merge preview took too long to compute');
  if (/exceeds/.test(error.message)) return new AppError('UNPROCESSABLE', 'the merge changes too much to preview');
  return error;
}
