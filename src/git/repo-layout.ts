/**
 * Where repositories live on disk, and creating a bare repository in-process (no `git init` spawn:
 * a repository is a handful of files and directories, created in about a millisecond).
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../domain/errors.js';
import { assertBranchName, GitArgError } from './args.js';
import { errCode, fsyncDir, tmpSuffix, writeNewFile } from './fsutil.js';
import { EMPTY_TREE_OID, formatCommit, type Signature } from './objects.js';
import { writePack } from './pack-writer.js';

const REPO_ID_RE = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * `<dataDir>/repos/<aa>/<bb>/<repoId>.git`; aa/bb are the first 4 hex digits of sha256(id), which
 * spreads repositories evenly (time-ordered ids would otherwise crowd one directory).
 */
export function repoPath(dataDir: string, repoId: string): string {
  if (!REPO_ID_RE.test(repoId)) throw new GitArgError(`invalid repository id: ${JSON.stringify(repoId)}`);
  const h = createHash('sha256').update(repoId).digest('hex');
  return path.join(dataDir, 'repos', h.slice(0, 2), h.slice(2, 4), `${repoId}.git`);
}

/**
 * Config for every repository. Notes:
 * - core.fsync=committed: git's defaults do not fsync loose objects or refs (measured), so pushes
 *   through receive-pack would not be durable.
 * - receive.unpackLimit=1: keep every push as one pack (2 fsyncs) instead of N loose objects
 *   (N sequential fsyncs); our maintenance repacks small packs anyway.
 * - gc.auto=0: maintenance (midx, geometric repack) is scheduled by the service, not by pushes.
 * - allowReachableSHA1InWant (not AnySHA1): fetching by id works for reachable commits only, so
 *   deleted/force-pushed-away objects cannot be fetched by someone who learned their id.
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
[uploadpack]
\tallowFilter = true
\tallowReachableSHA1InWant = true
[repack]
\twriteBitmaps = true
[pack]
\twriteBitmapHashCache = true
`;

export interface InitialCommit {
  message: string;
  author: Signature;
  /** Defaults to the author. */
  committer?: Signature;
}

export interface InitRepoOptions {
  defaultBranch: string;
  /** An empty commit (empty tree) on the default branch. */
  initialCommit?: InitialCommit;
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
 * into place, so a crash or a concurrent reader never sees a half-made repository.
 * Resolves with the initial commit id (null without `initialCommit`).
 */
export async function initBareRepo(repoPath: string, opts: InitRepoOptions): Promise<{ head: string | null }> {
  const branch = assertBranchName(opts.defaultBranch);
  const fsync = opts.fsync ?? true;
  const target = path.resolve(repoPath);
  const parent = path.dirname(target);
  const firstCreated = await mkdir(parent, { recursive: true });
  const tmp = `${target}.tmp-${tmpSuffix()}`;
  try {
    await mkdir(tmp);
    await Promise.all(
      ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags'].map((d) => mkdir(path.join(tmp, d), { recursive: true })),
    );
    let head: string | null = null;
    const writeInitialCommit = async (c: InitialCommit): Promise<void> => {
      const commit = formatCommit({
        tree: EMPTY_TREE_OID,
        parents: [],
        author: c.author,
        committer: c.committer ?? c.author,
        message: c.message,
      });
      const objects = [
        { type: 'tree' as const, data: Buffer.alloc(0) },
        { type: 'commit' as const, data: commit },
      ];
      const pack = await writePack(tmp, objects, { fsync });
      head = pack!.oids[1]!;
      const refFile = path.join(tmp, 'refs', 'heads', ...branch.split('/'));
      await mkdir(path.dirname(refFile), { recursive: true });
      await writeNewFile(refFile, `${head}\n`, { fsync });
    };
    // allSettled: never rm the tmp dir below while one of these writes is still running
    const results = await Promise.allSettled([
      writeNewFile(path.join(tmp, 'HEAD'), `ref: refs/heads/${branch}\n`, { fsync }),
      writeNewFile(path.join(tmp, 'config'), REPO_CONFIG, { fsync }),
      opts.initialCommit ? writeInitialCommit(opts.initialCommit) : undefined,
    ]);
    for (const r of results) if (r.status === 'rejected') throw r.reason;
    if (fsync) await fsyncTree(tmp, opts.initialCommit ? branch : null);
    try {
      await rename(tmp, target);
    } catch (err) {
      const code = errCode(err);
      if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR') throw new RepoExistsError(target);
      throw err;
    }
    if (fsync) {
      // the rename lives in `parent`; directories mkdir just created live in their own parents
      const dirs = [parent];
      if (firstCreated !== undefined) {
        for (let d = parent; d !== path.dirname(firstCreated); d = path.dirname(d)) dirs.push(path.dirname(d));
      }
      await Promise.all([...new Set(dirs)].map(fsyncDir));
    }
    return { head };
  } catch (err) {
    await rm(tmp, { recursive: true, force: true }).catch(() => {});
    throw err;
  }
}

/** fsync the directories whose entries we created (objects/pack is done by the pack writer). */
async function fsyncTree(root: string, branch: string | null): Promise<void> {
  const dirs = [root, path.join(root, 'objects'), path.join(root, 'refs'), path.join(root, 'refs', 'heads')];
  if (branch !== null) {
    const parts = branch.split('/');
    for (let i = 1; i < parts.length; i++) dirs.push(path.join(root, 'refs', 'heads', ...parts.slice(0, i)));
  }
  await Promise.all(dirs.map(fsyncDir));
}
