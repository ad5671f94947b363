/**
 * Maintenance work, as git commands at low priority in their own process group, with a deadline; and the removal
 * of what crashed writers left behind. Nothing here ever deletes an object (see ./index.ts).
 */
import { stat, unlink } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { GitExecError, runGit } from '../exec.js';
import { LOCK_OWNERS_DIR } from '../refs/lock-owner.js';
import { inspectRepo, readdirOrEmpty, type RepoState } from './inspect.js';
import { DEFAULT_POLICY, type MaintenanceMode } from './plan.js';


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

function repackArgs(mode: Exclude<MaintenanceMode, 'refs'>, opts: { threads: number; alternates: boolean }): string[] {
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
    const res = await runGit(args, {
      gitDir: repoDir,
      timeoutMs: remaining,
      background: { nice: opts.nice ?? 10 },
      maxStdoutBytes: 64 * 1024,
      keepFirstBytes: true,
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
