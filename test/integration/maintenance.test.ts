import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../src/config/index.js';
import { InProcessEventBus } from '../../src/events/bus.js';
import { CatFilePool } from '../../src/git/objects/catfile-pool.js';
import { inspectRepo } from '../../src/git/maintenance/index.js';
import { tryAcquireMaintenanceLock } from '../../src/git/maintenance/lock.js';
import { parseCommit, parseTree } from '../../src/git/objects/format.js';
import { readRef } from '../../src/git/refs/index.js';
import { repoPath } from '../../src/git/repo-layout.js';
import { systemClock } from '../../src/infra/clock.js';
import { RepoObjects, RepoStorage } from '../../src/services/repository/index.js';
import type { MaintenanceDeps } from '../../src/services/maintenance/index.js';
import { JobQueue } from '../../src/services/jobs/index.js';
import { MAINTENANCE_JOB, MaintenanceService, type MaintenanceOptions } from '../../src/services/maintenance/index.js';
import { openStore, type Store } from '../../src/store/index.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { gitAsyncOk } from '../helpers/git-client.js';
import { bareGit as git } from '../helpers/git.js';
import { CommitWriter, makeRepo, missingObjects, pushBigHistory, writeUnreachable } from './maintenance-fixture.js';

const FAST_RUN = { nice: 0, changedPaths: false };

describe('repository maintenance service', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-maint-'));
  let store: Store;
  let jobs: JobQueue;
  let events: InProcessEventBus;
  let catFiles: CatFilePool;
  const logs: string[] = [];
  let deps: MaintenanceDeps;
  const services: MaintenanceService[] = [];
  let n = 0;

  before(async () => {
    const config = loadConfig({ GROVE_DATA_DIR: dataDir, GROVE_LOG_LEVEL: 'silent' });
    store = await openStore(config);
    events = new InProcessEventBus();
    const log = (message: string, error?: unknown) => void logs.push(error === undefined ? message : `${message}: ${String(error)}`);
    jobs = new JobQueue(store, { clock: systemClock, log });
    catFiles = new CatFilePool({});
    deps = { storage: new RepoStorage(new RepoObjects(catFiles, (id) => repoPath(dataDir, id))), events, jobs, log };
  });
  after(async () => {
    await Promise.all(services.map((s) => s.stop()));
    await catFiles.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function service(opts: Partial<MaintenanceOptions> = {}): MaintenanceService {
    const s = new MaintenanceService(deps, { run: FAST_RUN, ...opts });
    services.push(s);
    return s;
  }
  async function newRepo(): Promise<{ id: string; dir: string }> {
    const id = `repo_m${n++}_${process.pid}`;
    return { id, dir: await makeRepo(repoPath(dataDir, id)) };
  }
  /** Counts the checks it makes. */
  class Counting extends MaintenanceService {
    checks = 0;
    finished = 0;
    override check(repoId: string) {
      this.checks++;
      return super.check(repoId).finally(() => this.finished++);
    }
  }
  const pending = () => store.jobs.pending(MAINTENANCE_JOB.name);
  async function drainJobs(): Promise<void> {
    while ((await pending()) > 0) await jobs.runDue();
  }

  test('ref.updated events: debounced cheap checks, one durable job when due, and the job repacks', async () => {
    await drainJobs();
    const svc = new Counting(deps, { run: FAST_RUN, checkIntervalMs: 300 });
    services.push(svc);
    svc.start();
    const { id, dir } = await newRepo();
    const w = new CommitWriter(dir);
    const publish = () => events.publish({ type: 'ref.updated', orgId: 'o', repoId: id, ref: 'refs/heads/main', before: null, after: null, source: 'api', at: Date.now() });

    const waitFor = async (what: string, cond: () => Promise<boolean> | boolean) => {
      for (const deadline = Date.now() + 5000; !(await cond()); await sleep(20)) assert.ok(Date.now() < deadline, `timed out waiting for ${what}`);
    };

    for (let i = 0; i < 3; i++) await w.commit();
    for (let i = 0; i < 3; i++) publish();
    await waitFor('the first check', () => svc.checks === 1);
    await sleep(50);
    assert.equal(svc.checks, 1, 'first event checks at once; the next ones wait for the interval');
    assert.equal(await pending(), 0, '4 packs: nothing due');
    for (let i = 0; i < 6; i++) await w.commit();
    for (let i = 0; i < 6; i++) publish();
    await waitFor('a job', async () => (await pending()) === 1);
    assert.equal(svc.checks, 2, 'events within the interval coalesce into one check');
    publish();
    await waitFor('the third check', () => svc.checks === 3);
    await sleep(50);
    assert.equal(await pending(), 1, 'no second job while one is queued');

    assert.equal(await jobs.runDue(), 1);
    const state = await inspectRepo(dir);
    assert.equal(state.packsOutsideMidx, 0);
    assert.equal(state.hasMidxBitmap, true);
    assert.equal(state.hasCommitGraph, true);
    assert.ok(state.packs.length <= 3, `geometric repack left ${state.packs.length} packs`);
    await svc.stop();
    publish();
    await sleep(50);
    assert.equal(svc.checks, 3, 'stopped: events are ignored');
    assert.deepEqual(logs, []);
  });

  test('a check that finds an empty repository does not hold back the check of its first push', async () => {
    await drainJobs();
    const svc = new Counting(deps, { run: FAST_RUN, checkIntervalMs: 60_000 });
    services.push(svc);
    const id = `repo_empty${n++}_${process.pid}`;
    const dir = repoPath(dataDir, id);
    await gitAsyncOk(['init', '-q', '--bare', dir]);
    svc.scheduleCheck(id);
    // the check has finished (not merely started) before the push: a loaded machine may take a while
    for (const deadline = Date.now() + 10_000; svc.finished < 1; await sleep(10)) assert.ok(Date.now() < deadline, 'the first check');
    assert.equal(svc.checks, 1);
    // a first push: 40 tags (enough loose refs to make packing them due)
    for (let i = 0; i < 40; i++) git(dir, ['update-ref', `refs/tags/t${i}`, git(dir, ['hash-object', '-w', '--stdin'], `blob ${i}\n`).trim()]);
    svc.scheduleCheck(id);
    for (const deadline = Date.now() + 2000; (await pending()) === 0; await sleep(20)) assert.ok(Date.now() < deadline, 'no job for the first push');
    assert.equal(svc.checks, 2, 'checked at once, not a minute later');
    await drainJobs();
  });

  test('jobs are idempotent: duplicates and deleted repositories are no-ops; a held lock skips', async () => {
    await drainJobs();
    const svc = service();
    const { id, dir } = await newRepo();
    const w = new CommitWriter(dir);
    for (let i = 0; i < 9; i++) await w.commit();
    await jobs.enqueue(MAINTENANCE_JOB, { repoId: id, dir });
    await jobs.enqueue(MAINTENANCE_JOB, { repoId: id, dir });
    await jobs.enqueue(MAINTENANCE_JOB, { repoId: 'repo_never_existed', dir: '/nonexistent/x.git' });
    assert.equal(await jobs.runDue(), 3);
    assert.equal((await inspectRepo(dir)).packsOutsideMidx, 0);
    assert.deepEqual(logs, []);

    const lock = await tryAcquireMaintenanceLock(dir);
    assert.ok(lock);
    assert.deepEqual(await svc.maintain({ id }), { status: 'locked' });
    await lock.release();
    const res = await svc.maintain({ id }, { mode: 'due' });
    assert.equal(res.status, 'not-due');
    assert.equal((await svc.maintain(dir)).status, 'done', 'run now, by directory');
    assert.deepEqual(await svc.maintain('/nonexistent/y.git'), { status: 'missing' });
    const [a, b] = await Promise.all([svc.maintain(dir), svc.maintain(dir)]);
    assert.deepEqual([a.status, b.status].sort(), ['done', 'locked'], 'two at once: one runs, one is locked out');
  });

  test('a busy repository is repacked at most once per minRunIntervalMs (measured from the midx, across nodes)', async () => {
    await drainJobs();
    const svc = service({ minRunIntervalMs: 2000 });
    const { id, dir } = await newRepo();
    const w = new CommitWriter(dir);
    assert.equal((await svc.maintain(dir)).status, 'done');
    for (let i = 0; i < 9; i++) await w.commit();
    const check = await svc.check(id);
    assert.equal(check.enqueued, true);
    assert.ok(check.delayMs! > 0 && check.delayMs! <= 2000, String(check.delayMs));
    assert.equal(await jobs.runDue(), 0, 'not yet');
    await sleep(check.delayMs! + 50);
    assert.equal(await jobs.runDue(), 1);
    assert.equal((await inspectRepo(dir)).packsOutsideMidx, 0);
  });

  test('many loose refs: a refs-only job at once (no repack, no interval wait), and no cooldown when refs loosen again', async () => {
    await drainJobs();
    const svc = service({ minRunIntervalMs: 60_000 });
    const { id, dir } = await newRepo();
    assert.equal((await svc.maintain(dir)).status, 'done'); // a fresh midx: a repack would have to wait
    const head = git(dir, ['rev-parse', 'HEAD']).trim();
    const packsBefore = (await inspectRepo(dir)).packs.map((p) => p.name);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 40; i++) git(dir, ['update-ref', `refs/heads/r${round}/b${i}`, head]);
      const check = await svc.check(id);
      assert.equal(check.enqueued, true, `round ${round}`);
      assert.equal(check.plan?.mode, 'refs');
      assert.equal(check.delayMs, 0);
      assert.equal(await jobs.runDue(), 1);
      const state = await inspectRepo(dir);
      assert.equal(state.looseRefs, 0);
      assert.deepEqual(state.packs.map((p) => p.name), packsBefore, 'no repack');
      assert.equal(git(dir, ['rev-parse', `r${round}/b39`]).trim(), head);
    }
    assert.deepEqual(await svc.check(id), { plan: { mode: null, reasons: [] }, enqueued: false });
  });

  test('a failing run is logged and the repository cools down instead of retrying on every update', async () => {
    await drainJobs();
    const svc = service({ run: { ...FAST_RUN, timeoutMs: 1 } });
    const { id, dir } = await newRepo();
    const w = new CommitWriter(dir);
    for (let i = 0; i < 9; i++) await w.commit();
    assert.equal((await svc.check(id)).enqueued, true);
    logs.length = 0;
    await jobs.runDue();
    assert.equal(logs.length, 1);
    assert.match(logs[0]!, new RegExp(`maintenance of ${id} failed`));
    assert.deepEqual(await svc.check(id), { plan: null, enqueued: false, skipped: 'cooldown' });
    logs.length = 0;
  });

  test('readers keep working while repacks run in a loop; nothing a writer wrote is lost; fsck is clean', async () => {
    const svc = service();
    const { dir } = await newRepo();
    const w = new CommitWriter(dir);
    for (let i = 0; i < 30; i++) await w.commit(3);
    const unreachable: string[] = [];
    const written: string[] = [];
    const errors: string[] = [];
    const counts = { maintenance: 0, commits: 0, reads: 0, clones: 0, fetches: 0 };
    let stop = false;
    const loop = async (name: string, body: (i: number) => Promise<void>) => {
      for (let i = 0; !stop; i++) {
        try {
          await body(i);
        } catch (error) {
          errors.push(`${name}: ${String(error)}`);
          await sleep(20);
        }
      }
    };
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'grove-maint-clones-'));
    const fetcher = path.join(scratch, 'fetcher.git');
    await gitAsyncOk(['clone', '--bare', '-q', '--no-local', dir, fetcher]);
    const started = Date.now();
    const loops = [
      loop('maintenance', async (i) => {
        const res = await svc.maintain(dir, { mode: i % 3 === 2 ? 'full' : 'geometric' });
        assert.equal(res.status, 'done');
        counts.maintenance++;
      }),
      loop('writer', async () => {
        written.push(await w.commit(2));
        unreachable.push(...(await writeUnreachable(dir, 1)));
        counts.commits++;
        await sleep(5);
      }),
      loop('cat-file', async () => {
        const head = (await readRef(dir, 'refs/heads/main'))!;
        const commit = await catFiles.read(dir, head);
        assert.ok(commit, `commit ${head}`);
        const tree = await catFiles.read(dir, parseCommit(commit.data).tree);
        assert.ok(tree);
        const oids = [...parseTree(tree.data).map((e) => e.oid), ...unreachable.slice(-20), ...written.slice(0, 5)];
        const objects = await catFiles.readMany(dir, oids);
        const missing = oids.filter((_, k) => objects[k] === null);
        assert.deepEqual(missing, [], 'objects vanished from a reader');
        counts.reads += oids.length + 2;
      }),
      loop('clone', async (i) => {
        const target = path.join(scratch, `c${i}.git`);
        await gitAsyncOk(['clone', '--bare', '-q', '--no-local', dir, target]);
        rmSync(target, { recursive: true, force: true });
        counts.clones++;
      }),
      loop('fetch', async () => {
        await gitAsyncOk(['--git-dir', fetcher, 'fetch', '-q', 'origin', '+refs/heads/*:refs/heads/*']);
        counts.fetches++;
      }),
    ];
    // at least 4 s, and until every loop did its share (a loaded machine needs longer); a minute at most
    const enough = () => counts.maintenance >= 4 && counts.clones >= 3 && counts.fetches >= 3 && counts.commits >= 10;
    while ((Date.now() - started < 4000 || !enough()) && Date.now() - started < 60_000) await sleep(50);
    stop = true;
    await Promise.all(loops);
    rmSync(scratch, { recursive: true, force: true });

    assert.deepEqual(errors, []);
    assert.ok(enough(), JSON.stringify(counts));
    assert.deepEqual(missingObjects(dir, unreachable), [], 'unreachable objects written during repacks survive');
    assert.deepEqual(missingObjects(dir, written), []);
    git(dir, ['fsck', '--strict', '--no-progress']);
    const final = await svc.maintain(dir, { mode: 'full' });
    assert.equal(final.status, 'done');
    assert.deepEqual(missingObjects(dir, unreachable), []);
    git(dir, ['fsck', '--strict', '--no-progress']);
    git(dir, ['rev-list', '--test-bitmap', 'HEAD']);
    console.log(`# concurrent run: ${JSON.stringify(counts)}`);
  });
});

describe('maintenance through the composition root', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
  });
  after(() => t.close());

  test('a first big push gets a full repack with a bitmap soon, and clones are served from it', async () => {
    const res = await api(t).post('/v1/repos', { slug: 'big' });
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().id as string;
    const dir = repoPath(t.dataDir, id);
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'grove-maint-push-'));
    try {
      pushBigHistory(dir, path.join(scratch, 'src.git'), 1500);
      const maintenance = t.grove.services.maintenance;
      const check = await maintenance.check(id);
      assert.equal(check.enqueued, true);
      assert.equal(check.plan?.mode, 'full');
      assert.match(check.plan!.reasons.join(), /no bitmap yet/);
      assert.equal(await t.grove.services.jobs.runDue(), 1);
      const files = readdirSync(path.join(dir, 'objects', 'pack'));
      assert.ok(files.some((f) => f.endsWith('.bitmap')), files.join(' '));
      git(dir, ['rev-list', '--test-bitmap', 'HEAD']);
      assert.equal((await maintenance.check(id)).enqueued, false, 'nothing due afterwards');
      const clone = path.join(scratch, 'clone.git');
      await gitAsyncOk(['clone', '--bare', '-q', '--no-local', dir, clone]);
      assert.equal(git(clone, ['rev-parse', 'main']), git(dir, ['rev-parse', 'main']));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
