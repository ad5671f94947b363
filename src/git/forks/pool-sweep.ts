/**
 * The orphan-object sweep of a fork network's pool (docs/adr/0003-fork-networks.md).
 *
 * An object in the pool stays while any member reaches it; an unreachable one is deleted only after it has
 * been unreachable for the grace period. Steps (the caller holds the pool's maintenance lock):
 *
 * 1. Touch every non-cruft pack and loose object of the pool (mtime = now). git's cruft packs keep an
 *    unreachable object's mtime from the pack or file it came from, so this makes the grace of an object
 *    that is found unreachable now start now (at the first sweep that sees it orphaned), not when it was
 *    written. Objects already in a cruft pack keep their recorded mtimes.
 * 2. List every member's refs (all of refs/, hidden snapshot refs included) as the traversal tips.
 * 3. Walk from those tips in a scratch repository whose alternates are the pool and every member's object
 *    directory (members' own objects sit between their refs and the pool), keep the objects the pool
 *    itself holds (cat-file in the pool alone), and pack exactly those with pack-objects (deltas reused).
 *    This, not `git repack -l` with member directories as alternates: `-l` leaves out every object that
 *    also exists in an alternate, so an object a member happens to hold a copy of would vanish from the
 *    pool that the other members read.
 * 4. `pack-objects --cruft --cruft-expiration=<now - grace>` over the old packs and loose objects: the
 *    unreachable objects not yet expired go into a cruft pack (with their mtimes), the rest are dropped.
 * 5. Delete the old packs (never the new ones), `prune-packed` the loose objects now packed, and write a
 *    multi-pack-index with a reachability bitmap (members' clones use the pool's bitmap).
 *
 * Any failing git step aborts the sweep before anything is deleted (a half-written pack is removed by the next
 * sweep: only sweeps write packs in a pool, under its lock). Packs and loose objects moved into
 * the pool while the sweep runs are not touched (packs are not listed; loose ones were touched when moved).
 */
import { mkdir, readdir, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { pipeline } from 'node:stream/promises';
import { gitOk, GitExecError, runGit, spawnGit } from '../exec.js';
import { idxObjectCount, listObjectFiles } from './network.js';
import { errCode, tmpSuffix } from '../fsutil.js';
import { listRefs } from '../refs/index.js';

export interface SweepOptions {
  /** Unreachable objects are deleted once unreachable for this long. */
  graceMs: number;
  /** The current time (ms); injectable so tests need not sleep through a grace period. Default Date.now(). */
  now?: number;
  /** Deadline for each git step. Default 1 hour. */
  timeoutMs?: number;
  /** pack-objects threads (default 1: sweeps are background work). */
  threads?: number;
}

export interface SweepReport {
  members: number;
  tips: number;
  /** Objects reachable from the members that the pool holds. */
  reachable: number;
  /** Unreachable objects kept (inside their grace period). */
  unreachableKept: number;
  /** Packs (and loose objects) that existed before and were replaced. */
  packsReplaced: number;
  looseBefore: number;
  bitmap: boolean;
  ms: number;
}

const TYPE_RE = /^(commit|tree|blob|tag) ([0-9a-f]{40,64})(?: (.*))?$/;
const MIDX_FILE_RE = /^multi-pack-index(?:-[0-9a-f]{40,64}\.(?:bitmap|rev))?$/;
const PACK_EXTS = ['idx', 'pack', 'rev', 'bitmap', 'mtimes', 'keep', 'promisor'];

/** Waits for a child and rejects unless it exits 0. */
function exited(child: ChildProcess, what: string, stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new GitExecError(`git ${what} failed (${code}): ${stderr().trim().split('\n')[0] ?? ''}`, [what], code, stderr()));
    });
  });
}

function collectStderr(child: ChildProcess): () => string {
  let text = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (s: string) => {
    if (text.length < 16_384) text += s;
  });
  return () => text;
}

/** cat-file lines → pack-objects input: objects the pool holds become `<oid> <path>`; missing ones are dropped. */
class PoolObjectFilter extends Transform {
  count = 0;
  #rest = '';
  readonly #decoder = new StringDecoder('utf8');
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    const text = this.#rest + this.#decoder.write(chunk);
    const lines = text.split('\n');
    this.#rest = lines.pop() ?? '';
    let out = '';
    for (const line of lines) out += this.#line(line);
    done(null, out);
  }
  override _flush(done: TransformCallback): void {
    const rest = this.#rest + this.#decoder.end();
    done(null, rest === '' ? '' : this.#line(rest));
  }
  #line(line: string): string {
    const m = TYPE_RE.exec(line);
    if (!m) return ''; // "<oid> missing": a member's own object, not the pool's
    this.count++;
    return m[3] ? `${m[2]!} ${m[3]}\n` : `${m[2]!}\n`;
  }
}

/** Packs every pool object reachable from `tips` (walked in `scratch`) into one new pack; its hash or null. */
async function packReachable(poolDir: string, scratch: string, tips: string[], opts: Required<Pick<SweepOptions, 'threads'>>): Promise<{ hash: string | null; count: number }> {
  const revList = spawnGit(['rev-list', '--objects', '--stdin'], { gitDir: scratch });
  const catFile = spawnGit(['cat-file', '--batch-check=%(objecttype) %(objectname) %(rest)'], { gitDir: poolDir });
  const packer = spawnGit(
    ['-c', 'core.fsync=committed', '-c', `pack.threads=${opts.threads}`, 'pack-objects', '-q', '--delta-base-offset', path.join(poolDir, 'objects', 'pack', 'pack')],
    { gitDir: poolDir },
  );
  const errs = [collectStderr(revList), collectStderr(catFile), collectStderr(packer)];
  const filter = new PoolObjectFilter();
  let hash = '';
  packer.stdout!.setEncoding('utf8');
  packer.stdout!.on('data', (s: string) => (hash += s));
  const kill = () => [revList, catFile, packer].forEach((c) => c.kill('SIGKILL'));
  try {
    revList.stdin!.end(tips.map((t) => `${t}\n`).join(''));
    await Promise.all([
      pipeline(revList.stdout!, catFile.stdin!),
      pipeline(catFile.stdout!, filter, packer.stdin!),
      exited(revList, 'rev-list', errs[0]!),
      exited(catFile, 'cat-file', errs[1]!),
      exited(packer, 'pack-objects', errs[2]!),
    ]);
  } catch (err) {
    kill();
    throw err;
  }
  const name = hash.trim();
  return { hash: /^[0-9a-f]{40,64}$/.test(name) ? name : null, count: filter.count };
}

async function touch(file: string, now: Date): Promise<void> {
  await utimes(file, now, now).catch((err: unknown) => {
    if (errCode(err) !== 'ENOENT') throw err;
  });
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

/** Sweeps `poolDir` for the members whose git directories are `memberDirs` (see the header). */
export async function sweepPool(poolDir: string, memberDirs: readonly string[], opts: SweepOptions): Promise<SweepReport> {
  const started = Date.now();
  const clockNow = opts.now ?? started;
  const timeoutMs = opts.timeoutMs ?? 3600_000;
  const threads = opts.threads ?? 1;
  const packDir = path.join(poolDir, 'objects', 'pack');
  const cutoff = Math.floor((clockNow - opts.graceMs) / 1000);

  // 0. leftovers of an aborted sweep (only sweeps write packs here, and they hold the pool's lock)
  for (const name of await readdirOrEmpty(packDir)) {
    if (name.startsWith('tmp_') || name.startsWith('.tmp-')) await unlink(path.join(packDir, name)).catch(() => {});
  }

  // 1. what is there now, touched
  const before = await listObjectFiles(poolDir);
  const now = new Date(clockNow);
  for (const [base, exts] of before.packs) if (!exts.has('mtimes')) await touch(path.join(packDir, `${base}.pack`), now);
  for (const rel of before.loose) await touch(path.join(poolDir, 'objects', rel), now);

  // 2. the members' tips
  const tipSet = new Set<string>();
  for (const dir of memberDirs) for (const ref of await listRefs(dir, 'refs/')) tipSet.add(ref.oid);
  const tips = [...tipSet];

  // 3. the reachable objects the pool holds, in a new pack
  const scratch = `${path.resolve(poolDir)}.sweep-${tmpSuffix()}`;
  try {
    await mkdir(path.join(scratch, 'objects', 'info'), { recursive: true });
    await mkdir(path.join(scratch, 'refs'), { recursive: true });
    await writeFile(path.join(scratch, 'HEAD'), 'ref: refs/heads/main\n');
    await writeFile(path.join(scratch, 'config'), '[core]\n\trepositoryformatversion = 0\n\tbare = true\n');
    const alternates = [path.resolve(poolDir, 'objects'), ...memberDirs.map((d) => path.resolve(d, 'objects'))];
    await writeFile(path.join(scratch, 'objects', 'info', 'alternates'), `${alternates.join('\n')}\n`);

    const reachable = tips.length > 0 ? await packReachable(poolDir, scratch, tips, { threads }) : { hash: null, count: 0 };

    // 4. the unreachable objects still inside their grace period, in a cruft pack
    const kept = reachable.hash ? [`pack-${reachable.hash}`] : [];
    const discarded = [...before.packs.keys()].filter((b) => !kept.includes(b));
    let cruft: string | null = null;
    let cruftCount = 0;
    if (discarded.length > 0 || before.loose.length > 0) {
      const input = [...kept.map((b) => `${b}.pack`), ...discarded.map((b) => `-${b}.pack`)].join('\n');
      const out = await gitOk(
        ['-c', 'core.fsync=committed', '-c', `pack.threads=${threads}`, 'pack-objects', '-q', '--cruft', `--cruft-expiration=@${cutoff}`, path.join(packDir, 'pack')],
        { gitDir: poolDir, input: input === '' ? '' : `${input}\n`, timeoutMs },
      );
      const name = out.toString('utf8').trim();
      if (/^[0-9a-f]{40,64}$/.test(name)) {
        cruft = `pack-${name}`;
        cruftCount = await idxObjectCount(path.join(packDir, `${cruft}.idx`));
      }
    }

    // 5. old packs out (the multi-pack-index names them, so it goes first), loose duplicates out, new midx
    const keep = new Set([...kept, ...(cruft ? [cruft] : [])]);
    const names = await readdirOrEmpty(packDir);
    for (const name of names) if (MIDX_FILE_RE.test(name)) await unlink(path.join(packDir, name)).catch(() => {});
    for (const base of discarded) {
      if (keep.has(base)) continue;
      for (const ext of PACK_EXTS) {
        await unlink(path.join(packDir, `${base}.${ext}`)).catch((err: unknown) => {
          if (errCode(err) !== 'ENOENT') throw err;
        });
      }
    }
    if (cruft && cruftCount === 0) {
      for (const ext of PACK_EXTS) await unlink(path.join(packDir, `${cruft}.${ext}`)).catch(() => {});
    }
    await gitOk(['prune-packed', '-q'], { gitDir: poolDir, timeoutMs });
    const bitmap = reachable.hash ? await writeBitmap(poolDir, scratch, tips, timeoutMs) : false;
    return {
      members: memberDirs.length,
      tips: tips.length,
      reachable: reachable.count,
      unreachableKept: cruftCount,
      packsReplaced: discarded.filter((b) => !keep.has(b)).length,
      looseBefore: before.loose.length,
      bitmap,
      ms: Date.now() - started,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * A multi-pack-index with a reachability bitmap, selected from the tips the pool itself holds (a member's
 * own commits are not in the pool; git then walks from them down to the bitmapped pool commits).
 * Best effort: a sweep without a bitmap is still a correct sweep.
 */
async function writeBitmap(poolDir: string, scratch: string, tips: string[], timeoutMs: number): Promise<boolean> {
  const probe = await runGit(['cat-file', '--batch-check=%(objecttype) %(objectname)'], { gitDir: poolDir, input: `${tips.join('\n')}\n`, timeoutMs });
  const resident = probe.stdout
    .toString('utf8')
    .split('\n')
    .map((l) => /^commit ([0-9a-f]{40,64})$/.exec(l)?.[1])
    .filter((x): x is string => x !== undefined);
  const args = ['-c', 'core.fsync=committed', 'multi-pack-index', 'write', '--no-progress'];
  if (resident.length > 0) {
    const snapshot = path.join(scratch, 'refs-snapshot');
    await writeFile(snapshot, `${resident.join('\n')}\n`);
    args.push('--bitmap', `--refs-snapshot=${snapshot}`);
  }
  const res = await runGit(args, { gitDir: poolDir, timeoutMs });
  return res.code === 0 && resident.length > 0;
}
