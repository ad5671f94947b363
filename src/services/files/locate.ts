/**
 * Where a file read points: repository (through the gate), revision and path. The by-path read is a hot path:
 * the ref is read from disk on every request (refs are never cached), (commit, path) → entry answers are kept
 * (they never change), and a fully cached read is answered without a single await.
 */
import { AppError, invalid, notFound, notFoundBecause } from '../../domain/errors.js';
import { isPublicCaller, type Caller } from '../../domain/types.js';
import { isValidPath } from '../../git/args.js';
import { MODE, type TreeEntry } from '../../git/objects/format.js';
import { Lru } from '../../lib/lru.js';
import { isRevisionMiss, type RepoAddress, type RepoGate, type RepoHandle } from '../repository/index.js';
import { FILE_LIMITS, type BlobTarget, type FileTarget, type UnbornTarget } from './types.js';

const IMMUTABLE_REV = /^[0-9a-f]{40}(?:[~^][0-9]*)*$/;

/**
 * A request path → a repository-relative path ('' for the root when allowed). A trailing slash is accepted
 * for folders. Empty, `.` and `..` segments, a leading slash, NUL and newlines are refused with 400.
 */
export function normalizePath(raw: string, allowRoot: boolean): string {
  const path = allowRoot && raw.endsWith('/') ? raw.slice(0, -1) : raw;
  if (path === '') {
    if (allowRoot) return '';
    throw invalid('a file path is required');
  }
  if (!isValidPath(path)) throw invalid(`invalid path ${JSON.stringify(raw)}: no empty, '.' or '..' segments, leading '/', NUL or newline`);
  return path;
}

export class Locator {
  /** (repository, commit, path) → tree entry or null: immutable, so a by-path read skips the tree walk. */
  readonly #entries = new Lru<string, TreeEntry | null>(50_000);

  constructor(private readonly gate: RepoGate) {}

  /** The folder to list; `unborn` for the root of a repository with no commit yet (an empty listing). */
  async tree(caller: Caller, address: RepoAddress, ref: string, rawPath: string): Promise<FileTarget | UnbornTarget> {
    const handle = await this.gate.open(caller, address, 'read');
    const path = normalizePath(rawPath, true);
    if (path === '' && handle.isUnborn(ref)) return { unborn: true, repo: handle.repo, ref, path };
    return this.#locate(handle, ref, path);
  }

  /** The blob at a path, or 404 when the path is missing, a folder or a submodule. */
  async blob(caller: Caller, address: RepoAddress, ref: string, rawPath: string): Promise<BlobTarget> {
    const target = await this.#locate(await this.gate.open(caller, address, 'read'), ref, normalizePath(rawPath, false));
    const entry = await this.entryAt(target.handle, target.rev.sha, target.path);
    return blobTarget(target, entry);
  }

  /**
   * The blob target without waiting, when the repository row and the (commit, path) entry are cached and the
   * ref is a plain branch; undefined otherwise (then blob() gives the same answer or the same error).
   */
  cachedBlob(caller: Caller, address: RepoAddress, ref: string, rawPath: string): BlobTarget | undefined {
    if (isPublicCaller(caller)) return undefined;
    const handle = this.gate.openCached(caller, address, 'read');
    const rev = handle?.branchSync(ref);
    if (!handle || !rev) return undefined;
    const path = normalizePath(rawPath, false);
    const entry = this.#entries.get(`${handle.repo.id}:${rev.sha}:${path}`);
    if (!entry || entry.mode === MODE.tree || entry.mode === MODE.gitlink) return undefined;
    return { handle, repo: handle.repo, rev, ref, path, immutable: false, oid: entry.oid, mode: entry.mode };
  }

  /** The entry at `path` in a commit; (commit, path) → entry never changes, so answers are kept. */
  async entryAt(handle: RepoHandle, commitSha: string, path: string): Promise<TreeEntry | null> {
    const key = `${handle.repo.id}:${commitSha}:${path}`;
    const known = this.#entries.get(key);
    if (known !== undefined) return known;
    const commit = await handle.commit(commitSha);
    const entry = await handle.entryAt(commit.tree, path);
    this.#entries.set(key, entry);
    return entry;
  }

  async #locate(handle: RepoHandle, ref: string, path: string): Promise<FileTarget> {
    const repo = handle.repo;
    const branch = handle.branchSync(ref);
    if (branch) return { handle, repo, rev: branch, ref, path, immutable: false };
    try {
      const rev = await handle.resolve(ref);
      return { handle, repo, rev, ref, path, immutable: IMMUTABLE_REV.test(ref) };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND' || path === '') throw error;
      // A ref with unescaped slashes (`feature/x`) arrives split between the ref and the path: try longer refs.
      const segments = path.split('/');
      for (let k = 1; k < segments.length && k <= FILE_LIMITS.refSlashProbes; k++) {
        const longer = `${ref}/${segments.slice(0, k).join('/')}`;
        const rev = await handle.resolve(longer).catch((e: unknown) => {
          if (isRevisionMiss(e)) return null;
          throw e;
        });
        if (rev) return { handle, repo, rev, ref: longer, path: segments.slice(k).join('/'), immutable: false };
      }
      throw error;
    }
  }
}

function blobTarget(target: FileTarget, entry: TreeEntry | null): BlobTarget {
  const { path } = target;
  if (!entry) throw notFound(`file '${path}' at '${target.ref}'`);
  if (entry.mode === MODE.tree) throw notFoundBecause(`'${path}' is a folder, not a file: list it with /tree`);
  if (entry.mode === MODE.gitlink) throw notFoundBecause(`'${path}' is a submodule (commit ${entry.oid}), not a file`);
  return { ...target, oid: entry.oid, mode: entry.mode };
}
