/**
 * Creating a fork's bare repository: instant (refs only, objects through the pool's alternates) or deep
 * (an independent copy of the reachable objects). Built in a hidden sibling directory and renamed into
 * place, like every repository, so no reader ever sees a half-made fork.
 */
import { closeSync, fsync as fsyncCb, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { open, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { assertBranchName, GitArgError, isObjectId, isValidRefName } from '../args.js';
import { gitOk, spawnGit } from '../exec.js';
import { alternatesLine, idxObjectCount } from './network.js';
import { errCode, tmpSuffix } from '../fsutil.js';
import { listRefs, type RefEntry } from '../refs/index.js';
import { REPO_CONFIG, RepoExistsError } from '../repo-layout.js';

const fsyncFd = promisify(fsyncCb);

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
 * The files and directories of a new repository, written with sync calls (page cache only, microseconds each:
 * nothing sees the hidden directory yet) and kept open for one concurrent fsync round.
 */
class Skeleton {
  readonly #fds = new Map<string, number>();

  constructor(
    readonly dir: string,
    private readonly fsync: boolean,
  ) {}

  /** `keep`: fsync it in the round (a directory that gets entries; an empty one is recorded by its parent). */
  mkdir(rel: string, keep: boolean): void {
    mkdirSync(path.join(this.dir, rel));
    if (keep) this.keep(rel);
  }

  /** Marks an existing file or directory for the fsync round. */
  keep(rel: string): void {
    if (this.fsync && !this.#fds.has(rel)) this.#fds.set(rel, openSync(path.join(this.dir, rel), 'r'));
  }

  put(rel: string, data: string): void {
    const fd = openSync(path.join(this.dir, rel), 'wx', 0o644);
    try {
      writeFileSync(fd, data);
    } catch (err) {
      closeSync(fd);
      throw err;
    }
    if (this.fsync) this.#fds.set(rel, fd);
    else closeSync(fd);
  }

  async sync(): Promise<void> {
    await Promise.all([...this.#fds.values()].map((fd) => fsyncFd(fd)));
  }

  close(): void {
    for (const fd of this.#fds.values()) closeSync(fd);
    this.#fds.clear();
  }
}

/**
 * Creates the fork at `target`. Instant: a new repository whose only alternate is the pool and whose refs
 * are `refs` (one packed-refs file: constant work whatever the repository's size). Deep: additionally one
 * pack (with its bitmap) of every object reachable from `refs` (existing deltas are reused, so nothing is
 * recompressed; objects of the source that `refs` do not reach are never copied), and no alternates.
 * Resolves with the number of objects copied (0 for instant).
 *
 * Built in a hidden sibling directory and renamed into place. Durability costs two fsync phases: the new
 * files and the directories that hold entries (one concurrent round; empty directories are made durable by
 * their parents' fsync on every journaling file system), then the parent after the rename.
 */
export async function createForkRepo(target: string, opts: CreateForkRepoOptions): Promise<number> {
  const fsync = opts.fsync ?? true;
  const branch = assertBranchName(opts.defaultBranch);
  const finalDir = path.resolve(target);
  const parent = path.dirname(finalDir);
  const firstCreated = mkdirSync(parent, { recursive: true });
  // same parent directory as the final name, so a relative alternates line stays right after the rename
  const tmp = new Skeleton(`${finalDir}.fork-${tmpSuffix()}`, fsync);
  try {
    tmp.mkdir('', true);
    tmp.mkdir('objects', true);
    tmp.mkdir('objects/info', opts.poolDir !== undefined || opts.copyFrom !== undefined);
    tmp.mkdir('objects/pack', opts.copyFrom !== undefined);
    tmp.mkdir('refs', true);
    tmp.mkdir('refs/heads', false);
    tmp.mkdir('refs/tags', false);
    tmp.put('HEAD', `ref: refs/heads/${branch}\n`);
    tmp.put('config', REPO_CONFIG);
    if (opts.refs.length > 0) tmp.put('packed-refs', formatPackedRefs(opts.refs));
    if (opts.poolDir !== undefined) tmp.put('objects/info/alternates', alternatesLine(finalDir, path.join(opts.poolDir, 'objects')));
    let copied = 0;
    if (opts.copyFrom !== undefined && opts.refs.length > 0) copied = await copyReachable(tmp.dir, opts.copyFrom, opts.timeoutMs);
    // a deep copy holds exactly the reachable objects, so its count is known now
    const state: ForkState = opts.copyFrom !== undefined ? { ...opts.state, ownObjectsAtCreation: copied, reachableObjects: copied } : opts.state;
    tmp.put(FORK_STATE_FILE, `${JSON.stringify(state)}\n`);
    await tmp.sync();
    tmp.close();
    try {
      renameSync(tmp.dir, finalDir); // a metadata operation: no reason for a thread-pool round trip
    } catch (err) {
      const code = errCode(err);
      if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR') throw new RepoExistsError(finalDir);
      throw err;
    }
    if (fsync) {
      const dirs = [parent];
      if (firstCreated !== undefined) for (let d = parent; d !== path.dirname(firstCreated); d = path.dirname(d)) dirs.push(path.dirname(d));
      await Promise.all([...new Set(dirs)].map(fsyncDirectory));
    }
    return copied;
  } catch (err) {
    tmp.close();
    await rm(tmp.dir, { recursive: true, force: true }).catch(() => {});
    throw err;
  }
}

/** fsync a directory with one thread-pool round trip (open and close are sync: they do not wait on the disk). */
async function fsyncDirectory(dir: string): Promise<void> {
  const fd = openSync(dir, 'r');
  try {
    await fsyncFd(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * A deep fork's objects: one pack-objects pass in the new repository `dir`, borrowing the source's objects
 * through a temporary alternate. `--all` walks exactly the copied refs (never the source's hidden ones) and,
 * unlike a list of tips on stdin, lets pack-objects write the reachability bitmap in the same pass. Resolves
 * with the number of objects copied.
 */
async function copyReachable(dir: string, source: string, timeoutMs = 30 * 60_000): Promise<number> {
  const alternates = path.join(dir, 'objects', 'info', 'alternates');
  await writeFile(alternates, `${path.resolve(source, 'objects')}\n`, { flag: 'wx' });
  const packDir = path.join(dir, 'objects', 'pack');
  // core.fsync=committed: pack-objects fsyncs the pack and its index itself
  const out = await gitOk(
    ['-c', 'core.fsync=committed', 'pack-objects', '-q', '--revs', '--all', '--delta-base-offset', '--write-bitmap-index', path.join(packDir, 'pack')],
    { gitDir: dir, input: '', timeoutMs },
  );
  await unlink(alternates);
  const hash = out.toString('utf8').trim();
  if (!/^[0-9a-f]{40,64}$/.test(hash)) throw new Error(`pack-objects printed ${JSON.stringify(hash.slice(0, 80))}`);
  return idxObjectCount(path.join(packDir, `pack-${hash}.idx`));
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
