/**
 * Repository upkeep off the request path (docs/adr/0002-repository-maintenance.md).
 *
 * Every API commit writes one small pack and every push keeps its pack (receive.unpackLimit=1), so packs
 * pile up; each spawned git pays for each pack, and clones need reachability bitmaps to be fast. This
 * module has three parts:
 * - `inspectRepo`: a cheap look at a repository (a readdir of objects/pack, a stat per pack, the pack names
 *   in the multi-pack-index, a sample of the loose objects), well under a millisecond per small repository;
 * - `planMaintenance`: a pure decision from that state: nothing, a geometric or full repack, or packing refs;
 * - `runMaintenance`: the work, as git commands at low priority, with a deadline.
 *
 * Safety: nothing here ever deletes an object. Geometric repacks copy every object of the packs they roll
 * up (and every loose object), reachable or not; full repacks use `--cruft`, which moves unreachable
 * objects into a cruft pack and, with no expiration given, keeps all of them. A writer that has written
 * its pack but not yet moved its ref therefore never loses objects, whatever the timing. No `prune`,
 * no `gc`, no `--cruft-expiration`.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { open, readdir, stat, unlink } from 'node:fs/promises';
import { cpus, setPriority } from 'node:os';
import path from 'node:path';
import { gitEnv, GitExecError, type GitResult } from '../exec.js';
import { errCode } from '../fsutil.js';
import { LOCK_OWNERS_DIR } from '../refs/lock-owner.js';

// ---- inspecting ----

export interface PackInfo {
  /** `pack-<hash>` */
  name: string;
  /** Object count, from the .idx size (v2: 1072 bytes + 28 per object; +8 per object past 2 GiB). */
  objects: number;
  /** When the pack's .idx was written (the pack becomes visible then). */
  mtimeMs: number;
  cruft: boolean;
  keep: boolean;
  /** Has its own single-pack .bitmap. */
  bitmap: boolean;
  /** Listed in the multi-pack-index. */
  inMidx: boolean;
}

export interface RepoState {
  packs: PackInfo[];
  /** Objects in all packs (duplicates across packs counted twice). */
  packedObjects: number;
  /** Loose objects, extrapolated from objects/17 like `git gc --auto` (×256). */
  looseEstimate: number;
  hasMidx: boolean;
  /** When the multi-pack-index was last written, i.e. the last maintenance run (null without one). */
  midxMtimeMs: number | null;
  hasMidxBitmap: boolean;
  /** A multi-pack bitmap or any single-pack bitmap exists. */
  hasBitmap: boolean;
  /** Non-cruft packs the multi-pack-index does not list (all of them when there is none). */
  packsOutsideMidx: number;
  /** Objects in packs no bitmap covers. */
  objectsOutsideBitmap: number;
  hasCommitGraph: boolean;
  /** Loose ref files under refs/, counted up to LOOSE_REF_COUNT_CAP. */
  looseRefs: number;
  /** Borrows objects from another repository (objects/info/alternates). */
  hasAlternates: boolean;
}

const IDX_V2_FIXED = 8 + 256 * 4 + 40;
const MIDX_BITMAP_RE = /^multi-pack-index-[0-9a-f]{40,64}\.bitmap$/;
const LOOSE_RE = /^[0-9a-f]{38}$/;

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch (err) {
    if (errCode(err) === 'ENOENT' || errCode(err) === 'ENOTDIR') return false;
    throw err;
  }
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if (errCode(err) === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Pack names (`pack-<hash>`) listed in a multi-pack-index, read from its PNAM chunk (format: header
 * "MIDX", version, hash version, chunk count, base count, pack count; then a chunk table of 12-byte rows,
 * id + 8-byte offset, ending with a zero id). Null when the file is missing or not understood.
 */
export async function readMidxPackNames(midxPath: string): Promise<Set<string> | null> {
  let fh;
  try {
    fh = await open(midxPath, 'r');
  } catch (err) {
    if (errCode(err) === 'ENOENT') return null;
    throw err;
  }
  try {
    const header = Buffer.alloc(12);
    if ((await fh.read(header, 0, 12, 0)).bytesRead < 12 || header.toString('latin1', 0, 4) !== 'MIDX') return null;
    const chunks = header[6]!;
    const table = Buffer.alloc((chunks + 1) * 12);
    if ((await fh.read(table, 0, table.length, 12)).bytesRead < table.length) return null;
    const rows: Array<{ id: string; offset: number }> = [];
    for (let i = 0; i <= chunks; i++) {
      rows.push({ id: table.toString('latin1', i * 12, i * 12 + 4), offset: Number(table.readBigUInt64BE(i * 12 + 4)) });
    }
    const pnam = rows.find((r) => r.id === 'PNAM');
    if (!pnam) return null;
    const end = Math.min(...rows.filter((r) => r.offset > pnam.offset).map((r) => r.offset));
    if (!Number.isFinite(end) || end - pnam.offset > 64 * 1024 * 1024) return null;
    const names = Buffer.alloc(end - pnam.offset);
    await fh.read(names, 0, names.length, pnam.offset);
    const out = new Set<string>();
    for (const n of names.toString('utf8').split('\0')) {
      if (n.endsWith('.idx')) out.add(n.slice(0, -4));
      else if (n.endsWith('.pack')) out.add(n.slice(0, -5));
    }
    return out;
  } finally {
    await fh.close();
  }
}

/** A cheap snapshot of a repository's object storage (no git spawned). */
export async function inspectRepo(repoDir: string): Promise<RepoState> {
  const objects = path.join(repoDir, 'objects');
  const packDir = path.join(objects, 'pack');
  const [names, sample, midxNames, midxStat, graph, graphChain, alternates, looseRefs] = await Promise.all([
    readdirOrEmpty(packDir),
    readdirOrEmpty(path.join(objects, '17')),
    readMidxPackNames(path.join(packDir, 'multi-pack-index')),
    stat(path.join(packDir, 'multi-pack-index')).catch(() => null),
    exists(path.join(objects, 'info', 'commit-graph')),
    exists(path.join(objects, 'info', 'commit-graphs', 'commit-graph-chain')),
    exists(path.join(objects, 'info', 'alternates')),
    countLooseRefs(repoDir, LOOSE_REF_COUNT_CAP),
  ]);
  const files = new Set(names);
  const bases = names.filter((n) => n.startsWith('pack-') && n.endsWith('.pack')).map((n) => n.slice(0, -5));
  // only the .idx is stat'ed (its size gives the object count); a few at a time, so a repository with
  // hundreds of packs does not flood libuv's small thread pool that request handlers share
  const packs = (
    await mapLimit(bases, 8, async (name): Promise<PackInfo | null> => {
      if (!files.has(`${name}.idx`)) return null; // still being written: git ignores it too
      const idx = await stat(path.join(packDir, `${name}.idx`)).catch(() => null);
      if (!idx) return null; // deleted by a concurrent repack
      return {
        name,
        objects: Math.max(0, Math.floor((idx.size - IDX_V2_FIXED) / 28)),
        mtimeMs: idx.mtimeMs,
        cruft: files.has(`${name}.mtimes`),
        keep: files.has(`${name}.keep`),
        bitmap: files.has(`${name}.bitmap`),
        inMidx: midxNames?.has(name) ?? false,
      };
    })
  ).filter((p): p is PackInfo => p !== null);
  const hasMidxBitmap = midxNames !== null && names.some((n) => MIDX_BITMAP_RE.test(n));
  return {
    packs,
    packedObjects: packs.reduce((n, p) => n + p.objects, 0),
    looseEstimate: sample.filter((n) => LOOSE_RE.test(n)).length * 256,
    hasMidx: midxNames !== null,
    midxMtimeMs: midxNames !== null && midxStat ? midxStat.mtimeMs : null,
    hasMidxBitmap,
    hasBitmap: hasMidxBitmap || packs.some((p) => p.bitmap),
    packsOutsideMidx: packs.filter((p) => !p.cruft && !p.inMidx).length,
    objectsOutsideBitmap: packs
      .filter((p) => !p.cruft && !p.bitmap && !(hasMidxBitmap && p.inMidx))
      .reduce((n, p) => n + p.objects, 0),
    hasCommitGraph: graph || graphChain,
    hasAlternates: alternates,
    looseRefs,
  };
}

// ---- deciding ----

export interface MaintenancePolicy {
  /** Geometric repack once this many packs are missing from the multi-pack-index. */
  maxPacksOutsideMidx: number;
  /** Geometric repack once about this many objects are loose. */
  maxLooseObjects: number;
  /**
   * A repository with no bitmap and at least this many objects gets a full repack (a first big push);
   * one with a bitmap and this many objects outside it gets a geometric repack (which re-bitmaps).
   */
  bitmapObjects: number;
  /** Full repack when the base pack is older than this and anything was added since. */
  fullRepackIntervalMs: number;
  /**
   * `git pack-refs --all` once this many loose refs exist (with a repack, or on its own). Every ref listing
   * (ls-refs, the v0 advertisement, branch lists) opens each loose ref file, ~7 µs apiece here, where
   * packed-refs is one read; a ref updated since stays loose until the next packing.
   */
  maxLooseRefs: number;
}

export const DEFAULT_POLICY: MaintenancePolicy = {
  maxPacksOutsideMidx: 8,
  maxLooseObjects: 512,
  bitmapObjects: 1000,
  fullRepackIntervalMs: 7 * 24 * 3600_000,
  maxLooseRefs: 32,
};

/** inspectRepo stops counting loose refs here (a walk of refs/ is the cost). */
export const LOOSE_REF_COUNT_CAP = 10_000;

/** `refs`: only pack loose refs (no repack, no commit-graph). */
export type MaintenanceMode = 'geometric' | 'full' | 'refs';

export interface MaintenancePlan {
  mode: MaintenanceMode | null;
  reasons: string[];
}

/** What `state` calls for; `mode: null` means nothing is due. */
export function planMaintenance(state: RepoState, policy: MaintenancePolicy = DEFAULT_POLICY, now = Date.now()): MaintenancePlan {
  const live = state.packs.filter((p) => !p.cruft);
  const objects = state.packedObjects + state.looseEstimate;
  const refs = state.looseRefs >= policy.maxLooseRefs ? [`${state.looseRefs} loose refs`] : [];
  if (objects === 0) return refs.length > 0 ? { mode: 'refs', reasons: refs } : { mode: null, reasons: [] };
  const full: string[] = [];
  const geometric: string[] = [];
  // with alternates git cannot write bitmaps (objects live elsewhere): never chase one
  if (!state.hasBitmap && !state.hasAlternates && objects >= policy.bitmapObjects) full.push(`no bitmap yet (${objects} objects)`);
  const base = live.reduce<PackInfo | null>((a, p) => (a && a.objects >= p.objects ? a : p), null);
  if (base && now - base.mtimeMs >= policy.fullRepackIntervalMs && (live.length > 1 || state.looseEstimate > 0)) {
    full.push(`base pack older than ${Math.round(policy.fullRepackIntervalMs / 3600_000)} h`);
  }
  if (full.length > 0) return { mode: 'full', reasons: [...full, ...refs] };
  if (state.packsOutsideMidx >= policy.maxPacksOutsideMidx) geometric.push(`${state.packsOutsideMidx} packs outside the multi-pack-index`);
  if (state.looseEstimate >= policy.maxLooseObjects) geometric.push(`~${state.looseEstimate} loose objects`);
  if (state.hasBitmap && state.objectsOutsideBitmap >= policy.bitmapObjects) {
    geometric.push(`${state.objectsOutsideBitmap} objects outside the bitmap`);
  }
  if (geometric.length > 0) return { mode: 'geometric', reasons: [...geometric, ...refs] };
  return refs.length > 0 ? { mode: 'refs', reasons: refs } : { mode: null, reasons: [] };
}

// ---- running git in the background ----

export interface BackgroundGitOptions {
  gitDir: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Niceness for the process (its children inherit it); 0 leaves it alone. */
  nice?: number;
  /** Time between SIGTERM (git removes its lock files) and SIGKILL. Default 5 s. */
  killGraceMs?: number;
}

const MAX_OUTPUT = 64 * 1024;

let niceBinary: string | null | undefined;

/** Absolute path of `nice` on PATH (cached), or null. */
function findNice(): string | null {
  if (niceBinary === undefined) {
    niceBinary = null;
    for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
      const candidate = path.join(dir || '.', 'nice');
      try {
        accessSync(candidate, constants.X_OK);
        niceBinary = path.resolve(candidate);
        break;
      } catch {
        // not here
      }
    }
  }
  return niceBinary;
}

/**
 * Run git in its own process group at low priority: a timeout or abort signals the whole group (repack's
 * pack-objects and multi-pack-index children too), SIGTERM first so git can delete its lock files.
 * Resolves with the exit code; rejects on spawn failure, timeout or abort.
 */
export function runBackgroundGit(args: readonly string[], opts: BackgroundGitOptions): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    // `nice -n N git …` (nice execs its argv directly, no shell): the priority applies before git starts,
    // so repack's children inherit it. Without a nice binary, lower the priority right after the spawn.
    const niceBin = opts.nice ? findNice() : null;
    const child = spawn(niceBin ?? 'git', niceBin ? ['-n', String(opts.nice), 'git', ...args] : args, {
      cwd: opts.gitDir,
      env: gitEnv({ gitDir: opts.gitDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      shell: false,
    });
    if (opts.nice && !niceBin && child.pid !== undefined) {
      try {
        setPriority(child.pid, opts.nice);
      } catch {
        // not permitted or already gone: run at normal priority
      }
    }
    const out: Buffer[] = [];
    let outLen = 0;
    let errText = '';
    let failure: GitExecError | null = null;
    let killTimer: NodeJS.Timeout | null = null;
    const signalGroup = (sig: NodeJS.Signals): void => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, sig);
      } catch {
        // the group is gone
      }
    };
    const stop = (why: string): void => {
      if (failure) return;
      failure = new GitExecError(`git ${args.find((a) => !a.startsWith('-') && !a.includes('=')) ?? ''} ${why}`, args, null, errText);
      signalGroup('SIGTERM');
      killTimer = setTimeout(() => signalGroup('SIGKILL'), opts.killGraceMs ?? 5000);
    };
    const timer = setTimeout(() => stop(`timed out after ${opts.timeoutMs} ms`), opts.timeoutMs);
    const onAbort = (): void => stop('aborted');
    if (opts.signal?.aborted) onAbort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (outLen < MAX_OUTPUT) out.push(chunk);
      outLen += chunk.length;
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (s: string) => {
      if (errText.length < MAX_OUTPUT) errText += s.slice(0, MAX_OUTPUT - errText.length);
    });
    let settled = false;
    const done = (err: Error | null, code = 0): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (killTimer) clearTimeout(killTimer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else if (failure) reject(failure);
      else resolve({ code, stdout: Buffer.concat(out), stderr: errText });
    };
    child.on('error', (err) => done(new GitExecError(`git: ${err.message}`, args, null, '')));
    child.on('close', (code, sig) => done(null, code ?? (sig ? 128 : 1)));
  });
}

// ---- doing ----

export interface RunMaintenanceOptions {
  /** Deadline for all steps together. Default 30 minutes. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Niceness of the git processes (default 10; 0 = unchanged). */
  nice?: number;
  /** pack-objects threads (default: half the CPUs, at least 1). */
  threads?: number;
  /** Write Bloom filters for path-limited history into the commit-graph (default true). */
  changedPaths?: boolean;
  /** `git pack-refs --all` once at least this many loose refs exist (default: DEFAULT_POLICY.maxLooseRefs; 0 = never). */
  packRefsThreshold?: number;
  /** Temporary files in objects/pack older than this are leftovers of a crash (default 1 day). */
  tmpMaxAgeMs?: number;
}

export interface StepTiming {
  step: string;
  ms: number;
}

export interface MaintenanceReport {
  mode: MaintenanceMode;
  reasons: string[];
  steps: StepTiming[];
  ms: number;
  before: RepoState;
  after: RepoState;
}

/** Lock files only maintenance creates; a holder killed with SIGKILL can leave one behind. */
const MAINTENANCE_ONLY_LOCKS = [
  ['objects', 'pack', 'multi-pack-index.lock'],
  ['objects', 'info', 'commit-graph.lock'],
  ['objects', 'info', 'commit-graphs', 'commit-graph-chain.lock'],
];
const STALE_GIT_LOCK_MS = 3600_000;

/**
 * Leftovers of crashed writers: temporary packs/idx files (ours are `tmp_pack_*` / `tmp_idx_*`, git's
 * `tmp_pack_*` / `.tmp-*`) older than `maxAgeMs`, and stale maintenance-only lock files. Call only while
 * holding the maintenance lock.
 */
export async function removeLeftovers(repoDir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const packDir = path.join(repoDir, 'objects', 'pack');
  let removed = 0;
  const removeIfOlder = async (file: string, ageMs: number): Promise<void> => {
    const st = await stat(file).catch(() => null);
    if (st && now - st.mtimeMs > ageMs) {
      await unlink(file).catch(() => {});
      removed++;
    }
  };
  const names = await readdirOrEmpty(packDir);
  await Promise.all(
    names.filter((n) => n.startsWith('tmp_') || n.startsWith('.tmp-')).map((n) => removeIfOlder(path.join(packDir, n), maxAgeMs)),
  );
  await Promise.all(MAINTENANCE_ONLY_LOCKS.map((parts) => removeIfOlder(path.join(repoDir, ...parts), STALE_GIT_LOCK_MS)));
  // lock-owner records and private lock files a crashed writer left (docs/adr/0006): without a record, a lock
  // still there is judged as one of unknown origin, which is safe
  const owners = path.join(repoDir, LOCK_OWNERS_DIR);
  await Promise.all((await readdirOrEmpty(owners)).map((n) => removeIfOlder(path.join(owners, n), STALE_GIT_LOCK_MS)));
  return removed;
}

/** Loose refs under refs/, counting up to `cap`. */
async function countLooseRefs(repoDir: string, cap: number): Promise<number> {
  let n = 0;
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (n >= cap) return;
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else if (e.isFile() && !e.name.endsWith('.lock')) n++;
    }
  };
  await walk(path.join(repoDir, 'refs'));
  return n;
}

/** The repack command for `mode` (exported for tests and the ADR). */
export function repackArgs(mode: Exclude<MaintenanceMode, 'refs'>, opts: { threads: number; alternates: boolean }): string[] {
  const args = [
    // the new pack, its idx, the midx and bitmaps must be on disk before the old packs go
    '-c', 'core.fsync=all',
    '-c', `pack.threads=${opts.threads}`,
    '-c', 'pack.windowMemory=256m',
    'repack', '-d', '-q',
    '-n', // no update-server-info: dumb HTTP is not served
    mode === 'full' ? '--cruft' : '--geometric=2',
    '--write-midx',
  ];
  // objects borrowed from alternates are not repacked here (-l), and bitmaps cannot cover them
  if (opts.alternates) args.push('-l');
  else args.push('--write-bitmap-index');
  return args;
}

/**
 * Repack (geometric or full), then the commit-graph, then pack refs when there are many loose ones; mode `refs`
 * packs refs only.
 * The caller holds the maintenance lock. Throws GitExecError when a step fails; earlier steps stay done.
 */
export async function runMaintenance(repoDir: string, plan: { mode: MaintenanceMode; reasons: string[] }, opts: RunMaintenanceOptions = {}): Promise<MaintenanceReport> {
  const started = Date.now();
  const deadline = started + (opts.timeoutMs ?? 30 * 60_000);
  const threads = opts.threads ?? Math.max(1, Math.floor(cpus().length / 2));
  const steps: StepTiming[] = [];
  const before = await inspectRepo(repoDir);
  const git = async (step: string, args: string[]): Promise<void> => {
    const t0 = Date.now();
    const remaining = deadline - t0;
    if (remaining <= 0) throw new GitExecError(`maintenance deadline passed before ${step}`, args, null, '');
    const res = await runBackgroundGit(args, {
      gitDir: repoDir,
      timeoutMs: remaining,
      nice: opts.nice ?? 10,
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    steps.push({ step, ms: Date.now() - t0 });
    if (res.code !== 0) {
      const first = res.stderr.trim().split('\n').slice(-3).join(' | ');
      throw new GitExecError(`git ${step} failed (${res.code}): ${first}`, args, res.code, res.stderr);
    }
  };

  const t0 = Date.now();
  await removeLeftovers(repoDir, opts.tmpMaxAgeMs ?? 24 * 3600_000);
  steps.push({ step: 'cleanup', ms: Date.now() - t0 });

  if (plan.mode !== 'refs') {
    const args = repackArgs(plan.mode, { threads, alternates: before.hasAlternates });
    await git(`repack (${plan.mode})`, args).catch(async (error: unknown) => {
      // seen once under a concurrent writer: git lost track of a pack between listing the packs and packing them
      // ("could not find pack"); nothing was changed, and a second run lists the packs afresh
      if (!(error instanceof GitExecError) || !/could not find pack/.test(error.stderr)) throw error;
      await git(`repack (${plan.mode}, again)`, args);
    });
    await git('commit-graph', [
      '-c', 'core.fsync=all',
      'commit-graph', 'write', '--reachable', '--split', '--no-progress',
      ...(opts.changedPaths ?? true ? ['--changed-paths'] : []),
    ]);
  }
  // inspectRepo counted the loose refs already; refs loosened during the repack wait for the next run
  const packRefsThreshold = plan.mode === 'refs' ? 1 : (opts.packRefsThreshold ?? DEFAULT_POLICY.maxLooseRefs);
  if (packRefsThreshold > 0 && before.looseRefs >= packRefsThreshold) {
    // packed-refs is written (and fsynced: core.fsync=all includes refs) before any loose ref is removed;
    // each loose ref is removed under its own .lock, so concurrent ref updates win over the packing
    await git('pack-refs', ['-c', 'core.fsync=all', 'pack-refs', '--all']);
  }
  return { mode: plan.mode, reasons: plan.reasons, steps, ms: Date.now() - started, before, after: await inspectRepo(repoDir) };
}
