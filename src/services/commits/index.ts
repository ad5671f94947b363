import { AppError, conflict, notFound } from '../../domain/errors.js';
import type { Caller, Principal } from '../../domain/types.js';
import type { Commit } from '../../git/objects/format.js';
import type { RepoAddress, RepoGate, RepoHandle, ResolvedRev } from '../repository/index.js';
import type { UsageService } from '../usage/index.js';
import { applyChanges, type LazyMerge } from './apply.js';
import { changedFiles, type ChangedFile } from './changed-files.js';
import { history, type HistoryPage, type HistoryQuery } from './history.js';
import type { LazyEditor } from './lazy-edit.js';
import { prepare, type CreateCommitInput } from './prepare.js';

export type { ChangeInput, CreateCommitInput } from './prepare.js';
export type { ChangedFile } from './changed-files.js';
export { LazyEditor } from './lazy-edit.js';
export type { HistoryItem, HistoryPage, HistoryQuery } from './history.js';

export interface CommitResult {
  sha: string;
  tree_sha: string;
  branch: string;
  parent: string | null;
  parents: string[];
  message: string;
  author_name: string;
  author_email: string;
  timestamp: number;
}

const RETRIES_WITHOUT_PARENT = 5;

export interface CommitDeps {
  gate: RepoGate;
  usage: UsageService;
  lazyEdit: LazyEditor;
}

/** Multi-file commits made in-process: no work tree, no index, one pack, one compare-and-swap. */
export class CommitService {
  constructor(private readonly deps: CommitDeps) {}

  async create(principal: Principal, address: RepoAddress, input: CreateCommitInput): Promise<CommitResult> {
    const handle = await this.deps.gate.open(principal, address, 'write');
    const changes = prepare(input);
    const lazy = changes.some((c) => c.action === 'lazy_edit') ? this.#lazyMerge() : null;
    if (lazy) this.deps.lazyEdit.assertAvailable(principal.org);
    await this.deps.usage.assertStorageLeft(principal.org);
    const ref = `refs/heads/${input.branch}`;
    const attempts = input.parent_sha ? 1 : RETRIES_WITHOUT_PARENT;
    for (let attempt = 1; ; attempt++) {
      const head = await handle.readRef(ref);
      const parent = await this.#parentFor(handle, input, head);
      const baseTree = parent ? (await handle.commit(parent)).tree : null;
      const applied = await applyChanges(handle, baseTree, changes, lazy?.merge);
      if (applied.tree === baseTree && input.allow_empty !== true) {
        throw new AppError('UNPROCESSABLE', `the changes leave every file of '${input.branch}' as it is, so there is nothing to commit; send allow_empty: true to commit anyway`);
      }
      const built = handle.writer.build({ tree: applied.tree, parents: parent ? [parent] : [], message: input.message, author: input.author, objects: applied.objects });
      try {
        await handle.writer.commit(ref, built, head);
      } catch (error) {
        // Without parent_sha the caller asked for "on top of the branch": rebuild on the new head.
        if (error instanceof AppError && error.code === 'CONFLICT' && attempt < attempts) continue;
        throw error;
      }
      const { commit } = built;
      // SPEC: lazy-edit usage is recorded only once the commit exists.
      if (lazy && lazy.tokens() > 0) await this.deps.usage.record(principal.org, 'lazy_edit_tokens', lazy.tokens());
      return {
        sha: built.sha,
        tree_sha: commit.tree,
        branch: input.branch,
        parent,
        parents: commit.parents,
        message: commit.message,
        author_name: commit.author.name,
        author_email: commit.author.email,
        timestamp: commit.author.timestamp,
      };
    }
  }

  /**
   * Lazy merges for one commit request. A retry after a lost compare-and-swap reuses the merge of a file whose
   * blob did not change, so the model is asked (and its tokens counted) once per distinct input.
   */
  #lazyMerge(): { merge: LazyMerge; tokens(): number } {
    const done = new Map<string, { text: string; tokens: number }>();
    const merge: LazyMerge = async (change, current, oid) => {
      const key = `${change.path}\u0000${oid}\u0000${change.snippet}`;
      let result = done.get(key);
      if (!result) {
        result = await this.deps.lazyEdit.merge({ path: change.path, original: current, snippet: change.snippet, instruction: change.instruction });
        done.set(key, result);
      }
      return result.text;
    };
    return { merge, tokens: () => [...done.values()].reduce((sum, r) => sum + r.tokens, 0) };
  }

  /** The commit the new one goes on top of (null for a root commit). */
  async #parentFor(handle: RepoHandle, input: CreateCommitInput, head: string | null): Promise<string | null> {
    if (input.parent_sha !== undefined) {
      if (head !== null && head !== input.parent_sha) {
        throw conflict(`branch '${input.branch}' is at ${head}, not parent_sha ${input.parent_sha}`, { current_sha: head });
      }
      // a new branch on a given parent: 404 unless it exists (and, in a fork network, the repository's refs reach it)
      if (head === null) await handle.commit(input.parent_sha);
      return input.parent_sha;
    }
    if (head !== null) return head;
    // A new branch without parent_sha is only a root commit in a repository that has no branch yet.
    if (!handle.isEmpty()) throw notFound(`branch '${input.branch}' (create it first, or pass parent_sha)`);
    return null;
  }

  async history(caller: Caller, address: RepoAddress, query: HistoryQuery): Promise<HistoryPage> {
    return history(await this.deps.gate.open(caller, address, 'read'), query);
  }

  async get(caller: Caller, address: RepoAddress, rev: string, opts: { files?: boolean } = {}): Promise<{ resolved: ResolvedRev; commit: Commit; files?: ChangedFile[] }> {
    const handle = await this.deps.gate.open(caller, address, 'read');
    const resolved = await handle.resolve(rev, 'sha');
    const commit = await handle.commit(resolved.sha);
    if (!opts.files) return { resolved, commit };
    return { resolved, commit, files: await changedFiles(handle, resolved.sha, commit) };
  }
}

// Shared with workspace exec, which commits a workspace's changes through the same tree editor and rules.
export { applyChanges } from './apply.js';
export type { Prepared } from './prepare.js';
export { checkPath, COMMIT_LIMITS, decodeContent } from './rules.js';
