/**
 * Where repositories live on disk, and creating a bare repository in-process (no `git init` spawn:
 * a repository is a handful of files and directories, created in about a millisecond).
 */
import { createHash } from 'node:crypto';
import { closeSync, fsync as fsyncCb, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../domain/errors.js';
import { Lru } from '../lib/lru.js';
import { assertBranchName, GitArgError } from './args.js';
import { errCode, fsyncPath, tmpSuffix } from './fsutil.js';
import { buildPack, type NewObject } from './objects/pack-writer.js';

const fsyncFd = promisify(fsyncCb);

const REPO_ID_RE = /^[A-Za-z0-9_-]{1,200}$/;
/** dataDir → repository id → directory. Two levels keyed by the caller's own strings, whose hashes V8 keeps. */
const knownPaths = new Map<string, Lru<string, string>>();

/**
 * `<dataDir>/repos/<aa>/<bb>/<repoId>.git`; aa/bb are the first 4 hex digits of sha256(id), which
 * spreads repositories evenly (time-ordered ids would otherwise crowd one directory).
 */
export function repoPath(dataDir: string, repoId: string): string {
  // every read resolves its repository's directory: remember them rather than hash again
  let known = knownPaths.get(dataDir);
  if (known === undefined) knownPaths.set(dataDir, (known = new Lru(100_000)));
  let dir = known.get(repoId);
  if (dir === undefined) {
    if (!REPO_ID_RE.test(repoId)) throw new GitArgError(`invalid repository id: ${JSON.stringify(repoId)}`);
    const h = createHash('sha256').update(repoId).digest('hex');
    dir = path.join(dataDir, 'repos', h.slice(0, 2), h.slice(2, 4), `${repoId}.git`);
    known.set(repoId, dir);
  }
  return dir;
}

/**
 * Config for every repository. Notes:
 * - core.fsync=committed: git's defaults do not fsync loose objects or refs (measured), so pushes
 *   through receive-pack would not be durable.
 * - receive.unpackLimit=1: keep every push as one pack (2 fsyncs) instead of N loose objects
 *   (N sequential fsyncs); our maintenance repacks small packs anyway.
 * - gc.auto=0: maintenance (midx, geometric repack) is scheduled by the service, not by pushes.
 * - hideRefs = refs/grove: Grove's bookkeeping refs (snapshot pins) are neither advertised to git
 *   clients nor writable by pushes.
 * - allowReachableSHA1InWant (not AnySHA1): over protocol v0/v1 git refuses unreachable *commits* by id
 *   (not trees or blobs, and protocol v2 checks nothing). Repositories that share a fork pool are guarded by
 *   Grove itself (git/reachability.ts); a standalone repository may serve its own force-pushed-away objects.
 */
export const REPO_CONFIG = `[core]
\trepositoryformatversion = 0
\tfilemode = true
\tbare = true
\tlogallrefupdates = false
\tfsync = committed
\tfsyncMethod = fsync
[gc]
\tauto = 0
[receive]
\tdenyNonFastForwards = false
\tunpackLimit = 1
\thideRefs = refs/grove
[uploadpack]
\tallowFilter = true
\tallowReachableSHA1InWant = true
\thideRefs = refs/grove
[repack]
\twriteBitmaps = true
[pack]
\twriteBitmapHashCache = true
`;

export interface InitRepoOptions {
  defaultBranch: string;
  /** Objects to start with (e.g. an initial commit and its tree), written as one pack, and the branch tip. */
  seed?: { objects: readonly NewObject[]; tip: string };
  /** fsync files and directories (default true). */
  fsync?: boolean;
}

export class RepoExistsError extends AppError {
  constructor(readonly repoPath: string) {
    super('CONFLICT', 'repository storage already exists', { path: repoPath });
    this.name = 'RepoExistsError';
  }
}

/**
 * Create a bare repository at `repoPath`. It is built in a temporary sibling directory and renamed
 * into place, so a crash or a concurrent reader never sees a half-made repository. With `seed`, the objects
 * and the default branch pointing at `seed.tip` are part of it from the start.
 *
 * The hidden temp tree is written with sync calls (page cache only: ~10-40 µs each on tmpfs, where an
 * async call costs a thread-pool round trip; slower while ext4 is slow to allocate inodes), then every
 * file and directory is fsynced in ONE concurrent round before the rename: nothing is visible before
 * that, so no finer ordering is needed.
 */
export async function initBareRepo(repoPath: string, opts: InitRepoOptions): Promise<void> {
  const branch = assertBranchName(opts.defaultBranch);
  const fsync = opts.fsync ?? true;
  const target = path.resolve(repoPath);
  const parent = path.dirname(target);
  const pack = opts.seed ? await buildPack(opts.seed.objects) : null;
  const firstCreated = mkdirSync(parent, { recursive: true });
  const tmp = `${target}.tmp-${tmpSuffix()}`;
  // fds kept open so the fsync round below is one thread-pool hop per file, not open+sync+close
  const fds: number[] = [];
  try {
    const mkdirKeep = (dir: string): void => {
      mkdirSync(dir);
      if (fsync) fds.push(openSync(dir, 'r'));
    };
    const put = (rel: string, data: string | Uint8Array): void => {
      const fd = openSync(path.join(tmp, rel), 'wx', 0o644);
      fds.push(fd);
      writeFileSync(fd, data);
    };
    mkdirKeep(tmp);
    for (const d of ['objects', 'objects/info', 'objects/pack', 'refs', 'refs/heads', 'refs/tags']) {
      mkdirKeep(path.join(tmp, d));
    }
    put('HEAD', `ref: refs/heads/${branch}\n`);
    put('config', REPO_CONFIG);
    if (pack) {
      put(`objects/pack/pack-${pack.checksum}.pack`, Buffer.concat(pack.pieces));
      put(`objects/pack/pack-${pack.checksum}.idx`, pack.idx);
      const parts = branch.split('/');
      for (let i = 1; i < parts.length; i++) mkdirKeep(path.join(tmp, 'refs', 'heads', ...parts.slice(0, i)));
      put(`refs/heads/${branch}`, `${opts.seed!.tip}\n`);
    }
    if (fsync) await Promise.all(fds.map((fd) => fsyncFd(fd)));
    for (const fd of fds.splice(0)) closeSync(fd);
    try {
      renameSync(tmp, target);
    } catch (err) {
      const code = errCode(err);
      if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR') throw new RepoExistsError(target);
      throw err;
    }
    if (fsync) {
      // the rename lives in `parent`; directories mkdir just created live in their own parents
      const parents = [parent];
      if (firstCreated !== undefined) {
        for (let d = parent; d !== path.dirname(firstCreated); d = path.dirname(d)) parents.push(path.dirname(d));
      }
      await Promise.all([...new Set(parents)].map(fsyncPath));
    }
  } catch (err) {
    for (const fd of fds) closeSync(fd);
    await rm(tmp, { recursive: true, force: true }).catch(() => {});
    throw err;
  }
}

/** Removes a repository's storage (its directory) for good: after its row is gone. */
export async function removeRepoStorage(repoPath: string): Promise<void> {
  await rm(repoPath, { recursive: true, force: true });
}
