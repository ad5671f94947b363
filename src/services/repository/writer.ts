/**
 * The one commit writer: how a change becomes history. Tree edits and commit objects are built in-process
 * (one identity, one author rule), the new objects go into one pack, the ref moves by compare-and-swap with
 * git's own lock protocol (so API writes and `git push` never lose each other's update), and the domain
 * events are published once the change is durable. Inside an open session nothing is fsynced per write: the
 * session's flush makes packs and refs durable together (objects before refs).
 *
 * Commits, merges, cherry-picks and reverts, ref moves, branch create/delete, snapshot restores and repository
 * initialization all come through here; so will exec, wiki and sync imports.
 */
import { conflict } from '../../domain/errors.js';
import { refMoveEvents, type ChangeSource, type EventBus } from '../../domain/events.js';
import { checkAuthor, SERVICE_IDENTITY, type Person } from '../../domain/identity.js';
import type { Repo } from '../../domain/types.js';
import { formatCommit, hashObject, type Commit } from '../../git/objects/format.js';
import { writePack, type NewObject } from '../../git/objects/pack-writer.js';
import { TreeEditor } from '../../git/objects/tree-editor.js';
import { listRefs, RefConflictError, RefLockedError, setHead, updateRef } from '../../git/refs/index.js';
import type { Clock } from '../../infra/clock.js';
import { newCommits } from './new-commits.js';
import type { RepoObjects } from './objects.js';

/** How the writes of one caller are made durable: at once (fsync), or by its session's flush. */
export interface Durability {
  /** True when the caller's session defers fsync to its flush. */
  deferred(): boolean;
  /** Called after a deferred write, so the session's flush covers it. */
  record(write: { packFiles: string[]; objectCount: number; repoDir: string; ref: string }): void;
}

export const IMMEDIATE: Durability = { deferred: () => false, record: () => {} };

export interface WriterDeps {
  objects: RepoObjects;
  events: EventBus;
  clock: Clock;
}

export interface NewCommit {
  tree: string;
  parents: string[];
  message: string;
  /** The request's author; Grove's own identity when absent. */
  author?: Person | undefined;
  /** When the change was authored, if not now: a cherry-pick keeps the picked commit's author and date. */
  authorDate?: { timestamp: number; tz: string } | undefined;
  /** Objects the commit needs that are not in the repository yet (blobs, trees). */
  objects?: readonly NewObject[];
}

export interface BuiltCommit {
  sha: string;
  commit: Commit;
  objects: NewObject[];
}

/**
 * Messages are stored exactly as sent (git itself accepts a message without a final newline), so what a client
 * reads back is what it wrote.
 */
export function storedMessage(message: string): string {
  return message;
}

export class CommitWriter {
  constructor(
    private readonly deps: WriterDeps,
    readonly repo: Repo,
    private readonly dir: string,
    private readonly durability: Durability,
  ) {}

  /** A tree editor over this repository's trees (directories load as changes reach them). */
  treeEditor(rootTree: string | null): TreeEditor {
    return new TreeEditor(rootTree, (oid) => this.deps.objects.tree(this.repo, oid));
  }

  /** The commit object for a change, authored by the request's author (checked) and committed by Grove. */
  build(change: NewCommit): BuiltCommit {
    const seconds = Math.floor(this.deps.clock.now() / 1000);
    const author = change.author ? checkAuthor(change.author) : SERVICE_IDENTITY;
    const commit: Commit = {
      tree: change.tree,
      parents: change.parents,
      author: { name: author.name, email: author.email, timestamp: change.authorDate?.timestamp ?? seconds, tz: change.authorDate?.tz ?? '+0000' },
      committer: { name: SERVICE_IDENTITY.name, email: SERVICE_IDENTITY.email, timestamp: seconds, tz: '+0000' },
      message: storedMessage(change.message),
    };
    const data = formatCommit(commit);
    const sha = hashObject('commit', data);
    return { sha, commit, objects: [...(change.objects ?? []), { type: 'commit', data }] };
  }

  /**
   * Writes a built commit and moves `ref` to it when the ref is still `expected` (null: must not exist).
   * Returns the ref's previous value. A moved ref is a 409 naming its current value.
   */
  async commit(ref: string, built: BuiltCommit, expected: string | null): Promise<string | null> {
    const deferred = this.durability.deferred();
    const pack = await writePack(this.dir, built.objects, { fsync: !deferred });
    const previous = await this.#move(ref, built.sha, expected, deferred);
    if (deferred) {
      this.durability.record({ packFiles: pack ? [pack.packPath, pack.idxPath] : [], objectCount: pack?.count ?? 0, repoDir: this.dir, ref });
    }
    this.#announce(ref, previous, built.sha, 'api', built);
    return previous;
  }

  /**
   * Moves (or, with null, deletes) a ref to an existing object with compare-and-swap: `expected` undefined means
   * no check, null means the ref must not exist. Returns the previous value.
   */
  async moveRef(ref: string, newSha: string | null, expected: string | null | undefined): Promise<string | null> {
    const deferred = this.durability.deferred();
    const previous = await this.#move(ref, newSha, expected, deferred);
    if (deferred) this.durability.record({ packFiles: [], objectCount: 0, repoDir: this.dir, ref });
    this.#announce(ref, previous, newSha, 'api');
    return previous;
  }

  /** Points HEAD (the default branch git clients check out) at `branch`. */
  async setHead(branch: string): Promise<void> {
    await setHead(this.dir, `refs/heads/${branch}`, { fsync: !this.durability.deferred() });
  }

  /**
   * Tells subscribers about a ref moved outside commit(): by git itself (a push through smart HTTP), or to a
   * commit build() made and the caller stored (a new repository's first commit), which spares the history walk.
   */
  announce(ref: string, before: string | null, after: string | null, source: ChangeSource, built?: BuiltCommit): void {
    this.#announce(ref, before, after, source, built);
  }

  /** What the branch's new commits are measured against: its old tip, or for a new branch the other branches. */
  async #known(ref: string, before: string | null): Promise<string[]> {
    if (before !== null) return [before];
    return (await listRefs(this.dir, 'refs/heads/')).filter((r) => r.name !== ref).map((r) => r.oid);
  }

  async #move(ref: string, newSha: string | null, expected: string | null | undefined, deferred: boolean): Promise<string | null> {
    try {
      const { old } = await updateRef(this.dir, ref, newSha, expected, { fsync: !deferred });
      if (newSha !== null) this.deps.objects.vouch(this.repo, newSha);
      return old;
    } catch (error) {
      if (error instanceof RefConflictError) {
        throw conflict(`${ref} is at ${error.actual ?? 'nothing'}, not ${error.expected ?? 'absent'}`, { current_sha: error.actual });
      }
      if (error instanceof RefLockedError) throw conflict(`${ref} is being updated concurrently; retry`);
      throw error;
    }
  }

  #announce(ref: string, before: string | null, after: string | null, source: ChangeSource, built?: BuiltCommit): void {
    if (before === after) return;
    const base = { orgId: this.repo.orgId, repoId: this.repo.id, at: this.deps.clock.now(), source };
    for (const event of refMoveEvents(base, ref, before, after)) this.deps.events.publish(event);
    if (after === null || !ref.startsWith('refs/heads/')) return;
    const branch = ref.slice('refs/heads/'.length);
    // the common case needs no walk: a new commit on top of the old tip
    if (built && (before === null ? built.commit.parents.length === 0 : built.commit.parents[0] === before && built.commit.parents.length === 1)) {
      this.deps.events.publish({ ...base, type: 'push', branch, before, after, commits: [after], commitsTruncated: false });
      return;
    }
    void this.#known(ref, before)
      .then((known) => newCommits(this.deps.objects, this.repo, known, after))
      .then(
      ({ commits, truncated }) => this.deps.events.publish({ ...base, type: 'push', branch, before, after, commits, commitsTruncated: truncated }),
      // the history could not be walked (a repository deleted meanwhile): the push is still told, without its list
      () => this.deps.events.publish({ ...base, type: 'push', branch, before, after, commits: [], commitsTruncated: true }),
    );
  }
}
