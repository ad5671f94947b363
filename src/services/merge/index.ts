import { AppError, conflict, invalid, notFound } from '../../domain/errors.js';
import { assertBranchName } from '../../domain/ref-names.js';
import type { Principal } from '../../domain/types.js';
import { mergeBase, mergeTrees } from '../../git/history/merge.js';
import type { RepoAddress, RepoGate, RepoHandle } from '../repository/index.js';
import { previewMerge, type MergePreview, type Relation } from './preview.js';

export type MergeStrategy = 'fast-forward' | 'merge-commit' | 'squash';

export interface MergeInput {
  source: string;
  strategy?: MergeStrategy | undefined;
  message?: string | undefined;
  author?: { name: string; email: string } | undefined;
  expected_sha?: string | undefined;
  /** Compute the merge and say what it would do, writing nothing. */
  dry_run?: boolean | undefined;
}

export type MergeResult =
  | { merged: true; sha: string; strategy: MergeStrategy | 'already_up_to_date'; merge_sha?: string }
  | { merged: false; strategy: MergeStrategy; conflicts: string[] };

export { CONFLICT_LIMITS } from './conflicts.js';
export type { MergePreview } from './preview.js';

export interface MergeDeps {
  gate: RepoGate;
}

export class MergeService {
  constructor(private readonly deps: MergeDeps) {}

  /**
   * Merges `source` (any revision: branch, tag, SHA, short SHA, `~N`) into branch `target`. The target moves by
   * the commit writer's compare-and-swap against the head the merge was computed from, so a racing commit or
   * push is never lost: the merge fails with 409 instead.
   */
  async merge(principal: Principal, address: RepoAddress, target: string, input: MergeInput & { dry_run?: false | undefined }): Promise<MergeResult>;
  async merge(principal: Principal, address: RepoAddress, target: string, input: MergeInput): Promise<MergeResult | MergePreview>;
  async merge(principal: Principal, address: RepoAddress, target: string, input: MergeInput): Promise<MergeResult | MergePreview> {
    const handle = await this.deps.gate.open(principal, address, 'write');
    assertBranchName(target, 'target branch');
    if (input.expected_sha !== undefined && !/^[0-9a-f]{40}$/.test(input.expected_sha)) throw invalid('expected_sha must be a 40-character commit id');
    const strategy = input.strategy ?? 'fast-forward';
    const ref = `refs/heads/${target}`;
    const head = await handle.readRef(ref);
    if (!head) throw notFound(`branch '${target}'`);
    if (input.expected_sha !== undefined && input.expected_sha !== head) {
      throw conflict(`branch '${target}' is at ${head}, not expected_sha ${input.expected_sha}`, { merged: false, strategy, current_sha: head });
    }
    const source = (await handle.resolve(input.source, 'source')).sha;
    if (input.dry_run) {
      const relation = source === head ? ({ kind: 'behind', base: head } as const) : await this.#relation(handle, head, source);
      if (relation.kind === 'unrelated') throw new AppError('UNPROCESSABLE', `'${input.source}' and '${target}' have no common ancestor`);
      return previewMerge(handle, { target, head, sourceName: input.source, source, strategy, relation: relation.kind, base: relation.base });
    }
    if (source === head) return { merged: true, sha: head, strategy: 'already_up_to_date' };
    const relation = (await this.#relation(handle, head, source)).kind;
    if (relation === 'unrelated') throw new AppError('UNPROCESSABLE', `'${input.source}' and '${target}' have no common ancestor`);
    if (relation === 'behind') return { merged: true, sha: head, strategy: 'already_up_to_date' };

    if (strategy === 'fast-forward') {
      if (relation !== 'ahead') throw conflict(`'${target}' has diverged from '${input.source}'; fast-forward is not possible`, { merged: false, strategy });
      await handle.writer.moveRef(ref, source, head);
      return { merged: true, sha: source, strategy };
    }

    const merged = await mergeTrees(handle.dir, head, source);
    if (!merged.clean) return { merged: false, strategy, conflicts: merged.conflicts };
    const built = handle.writer.build({
      tree: merged.tree,
      parents: strategy === 'merge-commit' ? [head, source] : [head],
      message: input.message ?? (strategy === 'merge-commit' ? `Merge '${input.source}' into ${target}` : `Squash merge of '${input.source}' into ${target}`),
      author: input.author,
    });
    await handle.writer.commit(ref, built, head);
    return strategy === 'merge-commit' ? { merged: true, sha: built.sha, strategy, merge_sha: built.sha } : { merged: true, sha: built.sha, strategy };
  }

  /**
   * Where `source` stands against the target's head: ahead (a fast-forward), behind (already merged), diverged,
   * or unrelated, with the merge base. Asked in-process first (bounded walks over cached commits); git's
   * merge-base decides the rest.
   */
  async #relation(handle: RepoHandle, head: string, source: string): Promise<{ kind: Relation; base: string | null }> {
    const ahead = await handle.isAncestor(head, source);
    if (ahead === true) return { kind: 'ahead', base: head };
    const behind = ahead === false ? await handle.isAncestor(source, head) : null;
    if (behind === true) return { kind: 'behind', base: source };
    const base = await mergeBase(handle.dir, head, source);
    if (base === null) return { kind: 'unrelated', base };
    if (base === head) return { kind: 'ahead', base };
    if (base === source) return { kind: 'behind', base };
    return { kind: 'diverged', base };
  }
}
