import { invalid, notFound } from '../../domain/errors.js';
import type { Repo } from '../../domain/types.js';
import { isObjectId, isValidRefName } from '../../git/args.js';
import type { CatFilePool } from '../../git/objects/catfile-pool.js';
import { parseCommit, parseTree, type Commit, type TreeEntry } from '../../git/objects/format.js';
import { isReachable } from '../../git/forks/reachability.js';
import { readRef } from '../../git/refs/index.js';
import { Lru } from '../../lib/lru.js';

export interface ResolvedRev {
  /** The commit the revision names (tags are peeled). */
  sha: string;
  /** How it was named: a branch or tag name, or a commit id. Drives caching (ids are immutable). */
  kind: 'branch' | 'tag' | 'commit';
  /** Full ref name when kind is branch or tag. */
  ref: string | null;
}

const MAX_CACHED_OBJECT = 256 * 1024;

/**
 * Reading a repository's objects: revision resolution, commits, trees and blobs through the persistent
 * cat-file pool. Parsed commits and trees are cached by (repository, object id): objects are immutable, so
 * the cache can never be stale, and keying by repository means an id is only served where it exists.
 * Refs are never cached: they are read from disk on every call, so several processes can share a data dir.
 */
export class GitReader {
  readonly #commits = new Lru<string, Commit>(20_000);
  readonly #trees = new Lru<string, TreeEntry[]>(20_000);

  constructor(
    readonly catFiles: CatFilePool,
    private readonly repoDir: (repoId: string) => string,
  ) {}

  dirOf(repo: Pick<Repo, 'id'>): string {
    return this.repoDir(repo.id);
  }

  /**
   * Whether `repo` may show the object `oid` (of `type`, when known). A fork-network member reads every
   * object of its network's pool, so there an id counts only when the repository's own refs reach it
   * (docs/adr/0003-fork-networks.md); any other repository shows whatever it holds, its own force-pushed-away
   * history included. Callers answer an unreachable id like a missing one (404), never revealing that it
   * exists elsewhere in the network.
   */
  async reachable(repo: Pick<Repo, 'id' | 'networkId'>, oid: string, type?: string): Promise<boolean> {
    if (repo.networkId === null) return true;
    return isReachable(this.dirOf(repo), oid, type === undefined ? {} : { types: new Map([[oid, type]]) });
  }

  /** A branch, tag, full ref name or commit id → the commit it names. 404 when unknown, 400 when malformed. */
  async resolve(repo: Repo, rev: string): Promise<ResolvedRev> {
    const dir = this.dirOf(repo);
    if (isObjectId(rev)) {
      const info = await this.catFiles.info(dir, rev);
      if (!info || !(await this.reachable(repo, rev, info.type))) throw notFound(`commit ${rev}`);
      if (info.type === 'commit') return { sha: rev, kind: 'commit', ref: null };
      if (info.type === 'tag') return { sha: await this.#peel(dir, rev), kind: 'commit', ref: null };
      throw invalid(`${rev} is a ${info.type}, not a commit`);
    }
    if (!isValidRefName(rev, { allowOneLevel: true }) || rev.length > 1024) throw invalid(`'${rev}' is not a valid ref name`);
    const candidates: [string, ResolvedRev['kind']][] = rev.startsWith('refs/')
      ? [[rev, rev.startsWith('refs/tags/') ? 'tag' : 'branch']]
      : [[`refs/heads/${rev}`, 'branch'], [`refs/tags/${rev}`, 'tag']];
    for (const [ref, kind] of candidates) {
      const oid = await readRef(dir, ref);
      if (!oid) continue;
      return { sha: kind === 'tag' ? await this.#peel(dir, oid) : oid, kind, ref };
    }
    throw notFound(`ref '${rev}'`);
  }

  /** Annotated tags (possibly chained) → the commit they point at. */
  async #peel(dir: string, oid: string): Promise<string> {
    const peeled = await this.catFiles.info(dir, `${oid}^{commit}`);
    if (!peeled) throw invalid(`${oid} does not point at a commit`);
    return peeled.oid;
  }

  async commit(repo: Repo, sha: string): Promise<Commit> {
    const key = `${repo.id}:${sha}`;
    const cached = this.#commits.get(key);
    if (cached) return cached;
    const object = await this.catFiles.read(this.dirOf(repo), sha);
    if (!object || object.type !== 'commit') throw notFound(`commit ${sha}`);
    const commit = parseCommit(object.data);
    this.#commits.set(key, commit);
    return commit;
  }

  async tree(repo: Repo, oid: string): Promise<TreeEntry[]> {
    const key = `${repo.id}:${oid}`;
    const cached = this.#trees.get(key);
    if (cached) return cached;
    const object = await this.catFiles.read(this.dirOf(repo), oid);
    if (!object || object.type !== 'tree') throw notFound(`tree ${oid}`);
    const entries = parseTree(object.data);
    if (object.data.length <= MAX_CACHED_OBJECT) this.#trees.set(key, entries);
    return entries;
  }

  /**
   * The tree entry at `path` under a root tree ('' is the root itself, reported as a folder). Null when
   * absent. Walks cached trees, so repeated reads of nearby paths cost no process round trip.
   */
  async entryAt(repo: Repo, rootTree: string, path: string): Promise<TreeEntry | null> {
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
}

export function isTreeMode(mode: string): boolean {
  return mode === '40000' || mode === '040000';
}
