/**
 * Object reads shared by every repository handle: commits and trees parsed once and cached by (repository,
 * object id), blobs and sizes through the persistent cat-file pool, and the fork-network visibility rule.
 *
 * A fork-network member reads every object of its network's pool through alternates, so "the object exists here"
 * is not "this repository may show it" (docs/adr/0003-fork-networks.md). For members, every object read here is
 * either vouched for — reached from the repository's own refs by a walk through this module (a resolved ref, a
 * tree or parent of a vouched commit, an entry of a vouched tree) — or checked against the refs before it is
 * read. Repositories outside a network show whatever they hold, so they pay nothing for this.
 */
import { notFound } from '../../domain/errors.js';
import type { Repo } from '../../domain/types.js';
import { type CatFileInfo, type CatFileObject, type CatFilePool } from '../../git/objects/catfile-pool.js';
import { parseCommit, parseTree, type Commit, type TreeEntry } from '../../git/objects/format.js';
import { firstUnreachable, isReachable } from '../../git/forks/reachability.js';
import type { RefEntry } from '../../git/refs/index.js';
import { RefPeeler } from '../../git/refs/peel.js';
import { Lru } from '../../lib/lru.js';

const MAX_CACHED_TREE = 256 * 1024;

export type RepoRef = Pick<Repo, 'id' | 'networkId'>;

export function isTreeMode(mode: string): boolean {
  return mode === '40000' || mode === '040000';
}

export class RepoObjects {
  readonly #commits = new Lru<string, Commit>(20_000);
  readonly #trees = new Lru<string, TreeEntry[]>(20_000);
  /** Network members only: (repository, object id) pairs known to be reachable from the repository's refs. */
  readonly #vouched = new Lru<string, true>(200_000);
  /** Object id → size: content-addressed, so one answer holds in every repository. */
  readonly #sizes = new Lru<string, number>(200_000);

  readonly #peeler: RefPeeler;

  constructor(
    readonly catFiles: CatFilePool,
    readonly dirOf: (repoId: string) => string,
  ) {
    this.#peeler = new RefPeeler(catFiles);
  }

  /** Which of `refs` (and `extra` ids) are annotated tags, and what they peel to (see RefPeeler). */
  peel(repo: RepoRef, refs: readonly RefEntry[], extra: readonly string[] = []): Promise<Map<string, string | null>> {
    return this.#peeler.peel(this.dirOf(repo.id), refs, extra);
  }

  /** The first of `oids` the repository may not show (members: not reachable from its refs), or null. */
  async firstHidden(repo: RepoRef, oids: readonly string[]): Promise<string | null> {
    if (repo.networkId === null || oids.length === 0) return null;
    const open = oids.filter((oid) => !this.#vouched.get(`${repo.id}:${oid}`));
    return open.length === 0 ? null : firstUnreachable(this.dirOf(repo.id), open);
  }

  /** Marks an id as reached from the repository's own refs (members only; others need no bookkeeping). */
  vouch(repo: RepoRef, oid: string): void {
    if (repo.networkId !== null) this.#vouched.set(`${repo.id}:${oid}`, true);
  }

  /**
   * Whether the repository may show `oid` (of `type`, when known): always outside a fork network; inside one,
   * when its refs reach it. Callers answer an unreachable id like a missing one (404), never revealing that it
   * exists elsewhere in the network.
   */
  async visible(repo: RepoRef, oid: string, type?: string): Promise<boolean> {
    if (repo.networkId === null) return true;
    const key = `${repo.id}:${oid}`;
    if (this.#vouched.get(key)) return true;
    const ok = await isReachable(this.dirOf(repo.id), oid, type === undefined ? {} : { types: new Map([[oid, type]]) });
    if (ok) this.#vouched.set(key, true);
    return ok;
  }

  async #check(repo: RepoRef, oid: string, type: string, what: string): Promise<void> {
    if (!(await this.visible(repo, oid, type))) throw notFound(`${what} ${oid}`);
  }

  async commit(repo: RepoRef, sha: string): Promise<Commit> {
    const key = `${repo.id}:${sha}`;
    let commit = this.#commits.get(key);
    if (!commit) {
      await this.#check(repo, sha, 'commit', 'commit');
      const object = await this.catFiles.read(this.dirOf(repo.id), sha);
      if (!object || object.type !== 'commit') throw notFound(`commit ${sha}`);
      commit = parseCommit(object.data);
      this.#commits.set(key, commit);
    }
    if (repo.networkId !== null) {
      this.vouch(repo, commit.tree);
      for (const parent of commit.parents) this.vouch(repo, parent);
    }
    return commit;
  }

  async tree(repo: RepoRef, oid: string): Promise<TreeEntry[]> {
    const key = `${repo.id}:${oid}`;
    let entries = this.#trees.get(key);
    if (!entries) {
      await this.#check(repo, oid, 'tree', 'tree');
      const object = await this.catFiles.read(this.dirOf(repo.id), oid);
      if (!object || object.type !== 'tree') throw notFound(`tree ${oid}`);
      entries = parseTree(object.data);
      if (object.data.length <= MAX_CACHED_TREE) this.#trees.set(key, entries);
    }
    // a submodule's commit lives in another repository: never vouched for here
    if (repo.networkId !== null) for (const e of entries) if (e.mode !== '160000') this.vouch(repo, e.oid);
    return entries;
  }

  /** The entry at `path` under a root tree ('' is the root itself, as a folder); null when absent. */
  async entryAt(repo: RepoRef, rootTree: string, path: string): Promise<TreeEntry | null> {
    const parts = path.split('/').filter((p) => p.length > 0);
    if (parts.length === 0) return { mode: '40000', name: '', oid: rootTree } as TreeEntry;
    let tree = rootTree;
    for (let i = 0; i < parts.length; i++) {
      const entry = (await this.tree(repo, tree)).find((e) => e.name === parts[i]);
      if (!entry) return null;
      if (i === parts.length - 1) return entry;
      if (!isTreeMode(entry.mode)) return null;
      tree = entry.oid;
    }
    return null;
  }

  /** Type and size of objects the repository may show; null for missing or not visible ones. */
  async infoMany(repo: RepoRef, oids: readonly string[]): Promise<Array<CatFileInfo | null>> {
    const infos = await this.catFiles.infoMany(this.dirOf(repo.id), oids);
    if (repo.networkId === null) return infos;
    return Promise.all(infos.map(async (info) => (info && (await this.visible(repo, info.oid, info.type)) ? info : null)));
  }

  /**
   * Sizes of the blobs that entries of a tree the repository shows point at (visible through that tree, so no
   * reachability check); null for ids the repository does not hold. Cached: an id's size never changes.
   */
  async entrySizes(repo: RepoRef, oids: readonly string[]): Promise<Array<number | null>> {
    const out = oids.map((oid) => this.#sizes.get(oid) ?? null);
    const missing = [...new Set(oids.filter((_, i) => out[i] === null))];
    if (missing.length === 0) return out;
    const infos = await this.catFiles.infoMany(this.dirOf(repo.id), missing);
    infos.forEach((info, i) => {
      if (info) this.#sizes.set(missing[i]!, info.size);
    });
    return oids.map((oid, i) => out[i] ?? this.#sizes.get(oid) ?? null);
  }

  /** Whole objects the repository may show; null for missing or not visible ones. */
  async readMany(repo: RepoRef, oids: readonly string[]): Promise<Array<CatFileObject | null>> {
    if (repo.networkId !== null) {
      const infos = await this.infoMany(repo, oids);
      const visibleOids = oids.filter((_, i) => infos[i] !== null);
      const read = await this.catFiles.readMany(this.dirOf(repo.id), visibleOids);
      let k = 0;
      return infos.map((info) => (info ? (read[k++] ?? null) : null));
    }
    return this.catFiles.readMany(this.dirOf(repo.id), oids);
  }

  /** A spec the pool understands (an id, or `<id>^{commit}`) as one lookup, visible or not: for resolution only. */
  rawInfo(repo: RepoRef, spec: string): Promise<CatFileInfo | null> {
    return this.catFiles.info(this.dirOf(repo.id), spec);
  }

  evict(repoId: string): Promise<void> {
    return this.catFiles.evict(this.dirOf(repoId));
  }
}
