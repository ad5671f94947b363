/**
 * Creating a fork's bare repository: instant (refs only, objects through the pool's alternates) or deep
 * (an independent copy of the reachable objects). Built in a hidden sibling directory and renamed into
 * place, like every repository, so no reader ever sees a half-made fork.
 */
import { mkdirSync } from 'node:fs';
import { open, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GitArgError, isObjectId, isValidRefName } from '../args.js';
import { gitOk, spawnGit } from '../exec.js';
import { alternatesLine, idxObjectCount } from './network.js';
import { errCode, fsyncPath, tmpSuffix } from '../fsutil.js';
import { listRefs, type RefEntry } from '../refs/index.js';
import { initBareRepo, RepoExistsError } from '../repo-layout.js';

/** Fork bookkeeping kept beside the repository's git files (git ignores unknown files in a git dir). */
const FORK_STATE_FILE = 'grove-fork.json';

export interface ForkState {
  version: 1;
  /** How the fork's reachable objects were recorded at creation. */
  materialization: 'sync' | 'queued';
  /** The reachable-object count is known (at once for `sync`; when the background job finished for `queued`). */
  materialized: boolean;
  /** Objects reachable from the fork's refs when it was created (null until materialized). */
  reachableObjects: number | null;
  /** Objects in the fork's own object directory right after creation (a deep fork's copy; 0 for instant). */
  ownObjectsAtCreation: number;
  materializedAt: string | null;
}

/** A repository's branches and tags, the refs a fork copies. */
export async function snapshotRefs(repoDir: string): Promise<RefEntry[]> {
  const [heads, tags] = await Promise.all([listRefs(repoDir, 'refs/heads/'), listRefs(repoDir, 'refs/tags/')]);
  return [...heads, ...tags];
}

/** A packed-refs file holding `refs` (sorted by bytes, as git requires for the `sorted` trait). */
function formatPackedRefs(refs: readonly RefEntry[]): string {
  const sorted = [...refs].sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
  let out = '# pack-refs with: sorted \n';
  let last = '';
  for (const ref of sorted) {
    if (!isObjectId(ref.oid) || !isValidRefName(ref.name) || !ref.name.startsWith('refs/')) {
      throw new GitArgError(`cannot copy ref ${JSON.stringify(ref.name)}`);
    }
    if (ref.name === last) continue;
    last = ref.name;
    out += `${ref.oid} ${ref.name}\n`;
  }
  return out;
}

async function writeFileSynced(file: string, data: string, fsync: boolean): Promise<void> {
  const fh = await open(file, 'wx', 0o644);
  try {
    await fh.writeFile(data);
    if (fsync) await fh.sync();
  } finally {
    await fh.close();
  }
}

export interface CreateForkRepoOptions {
  defaultBranch: string;
  /** Branches and tags to start with. */
  refs: readonly RefEntry[];
  /** Instant fork: the pool whose objects the fork reads through alternates. */
  poolDir?: string;
  /** Deep fork: the repository whose reachable objects are copied. */
  copyFrom?: string;
  state: ForkState;
  fsync?: boolean;
  timeoutMs?: number;
}

/**
 * Creates the fork at `target`. Instant: a new repository whose only alternate is the pool and whose refs
 * are `refs` (one packed-refs file: constant work whatever the repository's size). Deep: additionally one
 * pack (with its bitmap) of every object reachable from `refs` (existing deltas are reused, so nothing is
 * recompressed; objects of the source that `refs` do not reach are never copied), and no alternates.
 * Resolves with the number of objects copied (0 for instant).
 */
export async function createForkRepo(target: string, opts: CreateForkRepoOptions): Promise<number> {
  const fsync = opts.fsync ?? true;
  const finalDir = path.resolve(target);
  const parent = path.dirname(finalDir);
  const firstCreated = mkdirSync(parent, { recursive: true });
  // same parent directory as the final name, so a relative alternates line stays right after the rename
  const tmp = `${finalDir}.fork-${tmpSuffix()}`;
  // nothing is visible before the rename below, so every file and directory is fsynced in one round there
  await initBareRepo(tmp, { defaultBranch: opts.defaultBranch, fsync: false });
  const synced = ['HEAD', 'config', FORK_STATE_FILE, '.', 'objects', 'objects/info', 'objects/pack', 'refs', 'refs/heads', 'refs/tags'];
  try {
    let copied = 0;
    if (opts.refs.length > 0) {
      await writeFile(path.join(tmp, 'packed-refs'), formatPackedRefs(opts.refs), { flag: 'wx' });
      synced.push('packed-refs');
    }
    if (opts.poolDir !== undefined) {
      await writeFile(path.join(tmp, 'objects', 'info', 'alternates'), alternatesLine(finalDir, path.join(opts.poolDir, 'objects')), { flag: 'wx' });
      synced.push('objects/info/alternates');
    }
    if (opts.copyFrom !== undefined && opts.refs.length > 0) {
      // One pack-objects pass in the new repository, borrowing the source's objects through a temporary
      // alternate: `--all` walks exactly the copied refs (never the source's hidden ones) and, unlike a
      // list of tips on stdin, lets pack-objects write the reachability bitmap in the same pass.
      const info = path.join(tmp, 'objects', 'info');
      await writeFile(path.join(info, 'alternates'), `${path.resolve(opts.copyFrom, 'objects')}\n`, { flag: 'wx' });
      const packDir = path.join(tmp, 'objects', 'pack');
      // core.fsync=committed: pack-objects fsyncs the pack and its index itself
      const out = await gitOk(
        ['-c', 'core.fsync=committed', 'pack-objects', '-q', '--revs', '--all', '--delta-base-offset', '--write-bitmap-index', path.join(packDir, 'pack')],
        { gitDir: tmp, input: '', timeoutMs: opts.timeoutMs ?? 30 * 60_000 },
      );
      await unlink(path.join(info, 'alternates'));
      const hash = out.toString('utf8').trim();
      if (!/^[0-9a-f]{40,64}$/.test(hash)) throw new Error(`pack-objects printed ${JSON.stringify(hash.slice(0, 80))}`);
      copied = await idxObjectCount(path.join(packDir, `pack-${hash}.idx`));
    }
    // a deep copy holds exactly the reachable objects, so its count is known now
    const state: ForkState = opts.copyFrom !== undefined ? { ...opts.state, ownObjectsAtCreation: copied, reachableObjects: copied } : opts.state;
    await writeFile(path.join(tmp, FORK_STATE_FILE), `${JSON.stringify(state)}\n`, { flag: 'wx' });
    if (fsync) await Promise.all(synced.map((rel) => fsyncPath(path.join(tmp, rel))));
    try {
      await rename(tmp, finalDir);
    } catch (err) {
      const code = errCode(err);
      if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR') throw new RepoExistsError(finalDir);
      throw err;
    }
    if (fsync) {
      const dirs = [parent];
      if (firstCreated !== undefined) for (let d = parent; d !== path.dirname(firstCreated); d = path.dirname(d)) dirs.push(path.dirname(d));
      await Promise.all([...new Set(dirs)].map(fsyncPath));
    }
    return copied;
  } catch (err) {
    await rm(tmp, { recursive: true, force: true }).catch(() => {});
    throw err;
  }
}

export async function readForkState(repoDir: string): Promise<ForkState | null> {
  try {
    return JSON.parse(await readFile(path.join(repoDir, FORK_STATE_FILE), 'utf8')) as ForkState;
  } catch (err) {
    if (errCode(err) === 'ENOENT' || err instanceof SyntaxError) return null;
    throw err;
  }
}

export async function writeForkState(repoDir: string, state: ForkState): Promise<void> {
  const file = path.join(repoDir, FORK_STATE_FILE);
  const tmp = `${file}.tmp-${tmpSuffix()}`;
  await writeFileSynced(tmp, `${JSON.stringify(state)}\n`, true);
  await rename(tmp, file);
}

/**
 * Objects reachable from `tips` (default: every ref) in `repoDir`, through its alternates, counted as git
 * lists them; stops early and returns null once `limit` is passed.
 */
export function countReachable(repoDir: string, opts: { tips?: readonly string[]; limit?: number; timeoutMs?: number } = {}): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (opts.tips && opts.tips.length === 0) {
      resolve(0);
      return;
    }
    const child = spawnGit(['rev-list', '--objects', ...(opts.tips ? ['--stdin'] : ['--all'])], { gitDir: repoDir });
    let count = 0;
    let stopped = false;
    let errText = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`counting reachable objects of ${repoDir} timed out`));
    }, opts.timeoutMs ?? 30 * 60_000);
    child.stdin!.on('error', () => {});
    child.stdin!.end(opts.tips ? opts.tips.map((t) => `${t}\n`).join('') : undefined);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (s: string) => {
      if (errText.length < 4096) errText += s;
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) count++;
      if (opts.limit !== undefined && count > opts.limit && !stopped) {
        stopped = true;
        child.kill('SIGKILL');
      }
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (stopped) resolve(null);
      else if (code === 0) resolve(count);
      else reject(new Error(`git rev-list failed (${code}): ${errText.trim().split('\n')[0] ?? ''}`));
    });
  });
}
