import { mkdir, statfs, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config/index.js';
import { LIMITS } from './domain/limits.js';
import { InProcessEventBus } from './events/bus.js';
import { CatFilePool } from './git/objects/catfile-pool.js';
import { repoPath } from './git/repo-layout.js';
import { buildHttp } from './http/server.js';
import type { App } from './http/types.js';
import { type Clock, systemClock } from './infra/clock.js';
import { createRateLimiter, type RateLimiter } from './infra/ratelimit/index.js';
import { loadOrCreateSecretKey } from './infra/secret-key.js';
import { AuthService } from './services/auth/index.js';
import { IdentityService } from './services/auth/index.js';
import { CommitService, LazyEditor } from './services/commits/index.js';
import { createModelClient } from './infra/model/index.js';
import { DiffService } from './services/diff/index.js';
import { FileService } from './services/files/index.js';
import { ForkService } from './services/forks/index.js';
import { GitHttpService } from './services/git-http/index.js';
import { MaintenanceService } from './services/maintenance/index.js';
import { MergeService } from './services/merge/index.js';
import { PublicRepoService } from './services/public/index.js';
import { RefService } from './services/refs/index.js';
import { TokenService } from './services/tokens/index.js';
import { SessionService } from './services/sessions/index.js';
import { SnapshotService } from './services/snapshots/index.js';
import type { HealthReport, Services } from './services/index.js';
import { JobQueue } from './services/jobs/index.js';
import { RateLimitService } from './services/limits/index.js';
import { OrgService } from './services/orgs/index.js';
import { RepoService } from './services/repos/index.js';
import { RepoGate, RepoObjects, RepoStorage } from './services/repository/index.js';
import { UsageService } from './services/usage/index.js';
import { StorageMeter } from './services/usage/storage.js';
import { openStore, type Store } from './store/index.js';

export interface Grove {
  app: App;
  services: Services;
  store: Store;
  config: Config;
  /** Set only when this start created the `default` organization: its master key, to show once. */
  firstRunKey: { org: string; key: string } | null;
  startBackground(): void;
  close(): Promise<void>;
}

export interface BuildOptions {
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  rateLimiter?: RateLimiter;
  publicRateLimiter?: RateLimiter;
}

async function checkHealth(store: Store, dataDir: string): Promise<HealthReport> {
  const database: HealthReport['database'] = { ok: true, dialect: store.dialect };
  try {
    await store.ping();
  } catch (error) {
    database.ok = false;
    database.error = String(error);
  }
  const disk: HealthReport['disk'] = { ok: true, writable: true, free_bytes: null };
  try {
    const probe = path.join(dataDir, `.health-${process.pid}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
    const stats = await statfs(dataDir);
    disk.free_bytes = stats.bavail * stats.bsize;
  } catch (error) {
    disk.ok = false;
    disk.writable = false;
    disk.error = String(error);
  }
  return { ok: database.ok && disk.ok, database, disk };
}

/** The composition root: the only place where implementations are chosen and wired together. */
export async function buildGrove(config: Config, options: BuildOptions = {}): Promise<Grove> {
  const clock = options.clock ?? systemClock;
  await mkdir(config.dataDir, { recursive: true });
  loadOrCreateSecretKey(config.dataDir, config.secretKey);
  const store = await openStore(config);
  const log = (message: string, error?: unknown) => {
    if (config.logLevel !== 'silent') console.error(message, error ?? '');
  };

  const catFiles = new CatFilePool({});
  const objects = new RepoObjects(catFiles, (repoId) => repoPath(config.dataDir, repoId));
  const storage = new RepoStorage(objects);
  const events = new InProcessEventBus((error) => log('an event subscriber failed', error));
  const jobs = new JobQueue(store, { clock, log });
  const usage = new UsageService(store, clock, new StorageMeter(store, clock, (repoId) => storage.dir(repoId)));
  const orgs = new OrgService(store, clock);
  const rateLimiter =
    options.rateLimiter ??
    createRateLimiter(config.redisUrl, [
      { limit: config.rateLimitPerMinute, ms: 60_000 },
      { limit: config.rateLimitPerHour, ms: 3_600_000 },
    ]);
  const publicRateLimiter =
    options.publicRateLimiter ??
    createRateLimiter(
      config.redisUrl,
      [
        { limit: LIMITS.publicRate.perMinute, ms: 60_000 },
        { limit: LIMITS.publicRate.perHour, ms: 3_600_000 },
      ],
      'grove:rl:public',
    );
  const auth = new AuthService(store, clock);
  const sessions = new SessionService({ store, clock, auth, log });
  const identity = new IdentityService({ auth, sessions });
  const gate = new RepoGate({ store, objects, events, clock, durability: (principal) => sessions.durability(principal) });
  const repos = new RepoService({ store, clock, events, jobs, usage, gate, evictReaders: (id) => storage.evictReaders(id), repoDir: (id) => storage.dir(id) });
  const forkConfig = {
    dataDir: config.dataDir,
    forkSweepIntervalSeconds: config.forkSweepIntervalSeconds,
    forkSweepGraceSeconds: config.forkSweepGraceSeconds,
    forkReleaseDelaySeconds: config.forkReleaseDelaySeconds,
  };
  // One client for every feature that asks the model (lazy edit now, agentic search next).
  const model = createModelClient(config.model);
  const services: Services = {
    orgs,
    auth,
    identity,
    events,
    usage,
    jobs,
    rateLimits: new RateLimitService(rateLimiter, clock, publicRateLimiter),
    repos,
    refs: new RefService({ gate }),
    publicRepos: new PublicRepoService({ store, gate }),
    commits: new CommitService({ gate, usage, lazyEdit: new LazyEditor(model, config.lazyEdit === 'on') }),
    merge: new MergeService({ gate }),
    snapshots: new SnapshotService({ gate, store, clock }),
    forks: new ForkService({ gate, storage, store, jobs, clock, events, usage, config: forkConfig, log }),
    tokens: new TokenService({ store, clock, auth }),
    sessions,
    files: new FileService({ gate }),
    diff: new DiffService({ gate }),
    gitHttp: new GitHttpService({ gate, identity, usage, events, config: { dataDir: config.dataDir, cloneCacheMb: config.cloneCacheMb }, log }),
    maintenance: new MaintenanceService({ storage, events, jobs, log }),
    health: () => checkHealth(store, config.dataDir),
  };

  let firstRunKey: Grove['firstRunKey'] = null;
  if (config.bootstrapOrg && config.bootstrapKey) {
    await orgs.ensureBootstrap(config.bootstrapOrg, config.bootstrapKey);
  } else {
    const created = await orgs.ensureDefaultOrg();
    if (created) firstRunKey = { org: created.org.slug, key: created.secret };
  }

  const app = await buildHttp({ services, publicUrl: config.publicUrl }, { logger: options.logger ?? false });

  let usageTimer: NodeJS.Timeout | null = null;
  return {
    app,
    services,
    store,
    config,
    firstRunKey,
    startBackground() {
      jobs.start(config.jobIntervalMs);
      services.maintenance.start();
      sessions.start();
      services.forks.start();
      usageTimer = setInterval(() => {
        usage.flush().catch((error: unknown) => log('usage flush failed', error));
        auth.flushUsage().catch((error: unknown) => log('last_used flush failed', error));
      }, Math.min(config.jobIntervalMs, 5000));
      usageTimer.unref();
    },
    async close() {
      if (usageTimer) clearInterval(usageTimer);
      await app.close();
      services.forks.stop();
      await services.maintenance.stop(); // aborts a running repack, so jobs.stop() does not wait for it
      await jobs.stop();
      await sessions.stop();
      await usage.flush().catch((error: unknown) => log('usage flush failed', error));
      await auth.flushUsage().catch((error: unknown) => log('last_used flush failed', error));
      await catFiles.close();
      await rateLimiter.close();
      await publicRateLimiter.close();
      await store.close();
    },
  };
}
