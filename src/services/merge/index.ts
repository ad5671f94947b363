import { assertBranchName } from '../../domain/ref-names.js';
import { AppError, conflict, invalid, notFound } from '../../domain/errors.js';
import type { Principal } from '../../domain/types.js';
import { isObjectId } from '../../git/args.js';
import { mergeBase, mergeTrees } from '../../git/history/merge.js';
import { formatCommit, hashObject, type Commit } from '../../git/objects/format.js';
import { writePack } from '../../git/objects/pack-writer.js';
import { readRef } from '../../git/refs/index.js';
import type { ServiceDeps } from '../deps.js';
import { moveRef } from '../refs/move.js';
import type { RepoAddress } from '../repos/index.js';

export type MergeStrategy = 'fast-forward' | 'merge-commit' | 'squash';

export interface MergeInput {
  source: string;
  strategy?: MergeStrategy | undefined;
  message?: string | undefined;
  author?: { name: string; email: string } | undefined;
  expected_sha?: string | undefined;
}

export type MergeResult =
  | { merged: true; sha: string; strategy: MergeStrategy | 'already_up_to_date'; merge_sha?: string }
  | { merged: false; strategy: MergeStrategy; conflicts: string[] };

const SERVICE_IDENTITY = { name: 'Grove', email: 'grove@localhost' };

export class MergeService {
  constructor(protected readonly deps: ServiceDeps) {}

  /**
   * Merges `source` (branch, tag or SHA) into branch `target`. The target moves with the same
   * compare-and-swap as commits, against the head the merge was computed from, so a racing commit or push
   * is never lost: the merge fails with 409 instead.
   */
  async merge(principal: Principal, address: RepoAddress, target: string, input: MergeInput): Promise<MergeResult> {
    const { repo } = await this.deps.repos.resolve(principal, address, 'write');
    assertBranchName(target, 'target branch');
    if (input.expected_sha !== undefined && !isObjectId(input.expected_sha)) throw invalid('expected_sha must be a 40-character commit id');
    const strategy = input.strategy ?? 'fast-forward';
    const dir = this.deps.git.dirOf(repo);
    const ref = `refs/heads/${target}`;
    const head = await readRef(dir, ref);
    if (!head) throw notFound(`branch '${target}'`);
    if (input.expected_sha !== undefined && input.expected_sha !== head) {
      throw conflict(`branch '${target}' is at ${head}, not expected_sha ${input.expected_sha}`, { merged: false, strategy, current_sha: head });
    }
    const source = (await this.deps.git.resolve(repo, input.source)).sha;
    if (source === head) return { merged: true, sha: head, strategy: 'already_up_to_date' };
    const base = await mergeBase(dir, head, source);
    if (base === null) throw new AppError('UNPROCESSABLE', `'${input.source}' and '${target}' have no common ancestor`);
    if (base === source) return { merged: true, sha: head, strategy: 'already_up_to_date' };

    if (strategy === 'fast-forward') {
      if (base !== head) throw conflict(`'${target}' has diverged from '${input.source}'; fast-forward is not possible`, { merged: false, strategy });
      await moveRef(this.deps.events, this.deps.clock, { repo, dir, ref, newSha: source, expected: head });
      return { merged: true, sha: source, strategy };
    }

    const merged = await mergeTrees(dir, head, source);
    if (!merged.clean) return { merged: false, strategy, conflicts: merged.conflicts };
    const sha = await this.#commit(dir, {
      tree: merged.tree,
      parents: strategy === 'merge-commit' ? [head, source] : [head],
      message: input.message ?? (strategy === 'merge-commit' ? `Merge '${input.source}' into ${target}` : `Squash merge of '${input.source}' into ${target}`),
      author: input.author ?? SERVICE_IDENTITY,
    });
    await moveRef(this.deps.events, this.deps.clock, { repo, dir, ref, newSha: sha, expected: head });
    return strategy === 'merge-commit' ? { merged: true, sha, strategy, merge_sha: sha } : { merged: true, sha, strategy };
  }

  async #commit(dir: string, c: { tree: string; parents: string[]; message: string; author: { name: string; email: string } }): Promise<string> {
    // eslint-disable-next-line no-control-regex
    if (/[<>\u0000-\u001f]/.test(c.author.name + c.author.email)) throw invalid('author name and email must not contain <, > or control characters');
    const seconds = Math.floor(this.deps.clock.now() / 1000);
    const commit: Commit = {
      tree: c.tree,
      parents: c.parents,
      author: { ...c.author, timestamp: seconds, tz: '+0000' },
      committer: { ...SERVICE_IDENTITY, timestamp: seconds, tz: '+0000' },
      message: c.message.endsWith('\n') ? c.message : `${c.message}\n`,
    };
    const data = formatCommit(commit);
    await writePack(dir, [{ type: 'commit', data }]);
    return hashObject('commit', data);
  }
}
