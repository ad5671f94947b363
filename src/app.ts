import { mkdir, statfs, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { ConfigError, type Config } from './config/index.js';
import type { EventClaims } from './domain/events.js';
import { LIMITS } from './domain/limits.js';
import { ClusterEventBus, InProcessEventBus } from './events/bus.js';
import { InProcessEventClaims } from './events/claims.js';
import { CatFilePool } from './git/objects/catfile-pool.js';
import { repoPath } from './git/repo-layout.js';
import { buildHttp } from './http/server.js';
import type { App } from './http/types.js';
import { type Clock, systemClock } from './infra/clock.js';
import { RedisEventClaims, RedisEventTransport } from './infra/events/redis.js';
import { createRateLimiter, type RateLimiter } from './infra/ratelimit/index.js';
import { createBlobStore } from './infra/blob-store/index.js';
import { OutboundClient } from './infra/http-client/index.js';
import { SecretBox } from './infra/secret-box.js';
import { loadOrCreateSecretKey } from './infra/secret-key.js';
import { AgenticSearchService } from './services/agentic-search/index.js';
import { AuthService } from './services/auth/index.js';
import { IdentityService } from './services/auth/index.js';
import { CommitService, LazyEditor } from './services/commits/index.js';
import { ArchiveService } from './services/archive/index.js';
import { BlameService } from './services/blame/index.js';
import { CherryPickService } from './services/cherry-pick/index.js';
import { ExecService } from './services/exec/index.js';
import { createModelClient } from './infra/model/index.js';
import { Bm25Reranker, createEmbedder, HttpReranker } from './infra/embeddings/index.js';
import { DiffService } from './services/diff/index.js';
import { FileService } from './services/files/index.js';
import { ForkService } from './services/forks/index.js';
import { GitHttpService } from './services/git-http/index.js';
import { graphLeg, HybridService, keywordLeg, semanticLeg } from './services/hybrid/index.js';
import { KeywordService } from './services/keyword/index.js';
import { displayLanguageOf } from './infra/tree-sitter/index.js';
import { GraphService } from './services/graph/index.js';
import { LfsService } from './services/lfs/index.js';
import { MaintenanceService } from './services/maintenance/index.js';
import { MergeService } from './services/merge/index.js';
import { PublicRepoService } from './services/public/index.js';
import { RefService } from './services/refs/index.js';
import { TokenService } from './services/tokens/index.js';
import { SemanticService } from './services/semantic/index.js';
import { SessionService } from './services/sessions/index.js';
import { SnapshotService } from './services/snapshots/index.js';
import type { HealthReport, Services } from './services/index.js';
import { JobQueue } from './services/jobs/index.js';
import { RateLimitService } from './services/limits/index.js';
import { defaultPlanOf, OrgService } from './services/orgs/index.js';
import { RepoService } from './services/repos/index.js';
import { RepoGate, RepoObjects, RepoStorage } from './services/repository/index.js';
import { UsageService } from './services/usage/index.js';
import { WebhookService } from './services/webhooks/index.js';
import { WatchService } from './services/watch/index.js';
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
  /**
   * An extra CA (PEM) trusted by outbound requests, for tests inside one process; operators set
   * NODE_EXTRA_CA_CERTS instead.
   */
  outboundCa?: string;
  /** Who delivers an event when several nodes hear it (default: this process, always). */
  eventClaims?: EventClaims;
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
  const defaultPlan = defaultPlanOf(config);
  await mkdir(config.dataDir, { recursive: true });
  const secretKey = loadOrCreateSecretKey(config.dataDir, config.secretKey);
  const secrets = new SecretBox(secretKey);
  const store = await openStore(config);
  const log = (message: string, error?: unknown) => {
    if (config.logLevel !== 'silent') console.error(message, error ?? '');
  };

  const catFiles = new CatFilePool({});
  const objects = new RepoObjects(catFiles, (repoId) => repoPath(config.dataDir, repoId));
  const storage = new RepoStorage(objects);
  const onSubscriberError = (error: unknown) => log('an event subscriber failed', error);
  // One Redis makes one cluster: events reach every node's subscribers (docs/adr/0010-cluster-events.md).
  let events: InProcessEventBus | ClusterEventBus;
  let eventClaims: EventClaims;
  if (config.redisUrl) {
    const cluster = new ClusterEventBus(new RedisEventTransport(config.redisUrl, { onError: log, channel: `${config.redisPrefix}:events` }), onSubscriberError);
    try {
      await cluster.start();
    } catch (error) {
      // A node that cannot hear the others would serve stale watches silently: refuse to start instead.
      await cluster.close();
      await store.close();
      throw new ConfigError(`GROVE_REDIS_URL: Redis is not reachable (${error instanceof Error ? error.message : String(error)})`);
    }
    events = cluster;
    eventClaims = new RedisEventClaims(config.redisUrl, undefined, `${config.redisPrefix}:claim`);
  } else {
    events = new InProcessEventBus(onSubscriberError);
    eventClaims = options.eventClaims ?? new InProcessEventClaims();
  }
  const jobs = new JobQueue(store, { clock, log });
  const usage = new UsageService(store, clock, new StorageMeter(store, clock, (repoId) => storage.dir(repoId)));
  const orgs = new OrgService(store, clock, defaultPlan);
  const rateLimiter =
    options.rateLimiter ??
    await createRateLimiter(config.redisUrl, [
      { limit: config.rateLimitPerMinute, ms: 60_000 },
      { limit: config.rateLimitPerHour, ms: 3_600_000 },
    ]);
  const publicRateLimiter =
    options.publicRateLimiter ??
    await createRateLimiter(
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
  const blobs = await createBlobStore({ dir: path.join(config.dataDir, 'lfs'), publicUrl: config.publicUrl, secretKey, clock, s3: config.lfsS3 });
  const lfs = new LfsService({ gate, identity, usage, store, blobs, events, clock, publicUrl: config.publicUrl, log });
  // Outbound requests (webhooks) are HTTPS only and follow no redirects: a signed POST is for the URL the
  // operator registered, and a 3xx is recorded as the receiver's answer.
  const outbound = new OutboundClient({ allow: config.outboundAllow, protocols: ['https:'], maxRedirects: 0, ...(options.outboundCa ? { ca: options.outboundCa } : {}) });
  const webhooks = new WebhookService({ store, clock, events, claims: eventClaims, outbound, secrets, log });
  // Deliveries follow events, not a timer: on from the start, like the other event subscribers.
  webhooks.start();
  const forkConfig = {
    dataDir: config.dataDir,
    forkSweepIntervalSeconds: config.forkSweepIntervalSeconds,
    forkSweepGraceSeconds: config.forkSweepGraceSeconds,
    forkReleaseDelaySeconds: config.forkReleaseDelaySeconds,
  };
  // One client for every feature that asks the model (lazy edit, agentic search).
  const model = createModelClient(config.model);
  const files = new FileService({ gate });
  const exec = new ExecService({ gate, usage, config: { workers: config.execWorkers, timeoutMs: config.execTimeoutMs, memoryMb: config.execMemoryMb } });
  const keyword = new KeywordService({ store, clock, events, jobs, gate, log });
  keyword.start();
  const semantic = new SemanticService({
    keyword,
    gate,
    store,
    jobs,
    events,
    clock,
    embedder: createEmbedder(config.embeddings),
    reranker: config.rerank ? new HttpReranker(config.rerank) : new Bm25Reranker(),
    enabled: config.semanticSearch === 'on',
    log,
  });
  // auto_index follows push events from the start; the index jobs run with the job runner
  const graph = new GraphService({ gate, store, jobs, events, clock, log });
  graph.start();
  const hybrid = new HybridService({
    gate,
    legs: {
      keyword: keywordLeg(keyword, displayLanguageOf),
      // an operator who turned semantic search off gets 503 for strategy 'semantic', as for the endpoint
      ...(config.semanticSearch === 'on' ? { semantic: semanticLeg(semantic) } : {}),
      graph: graphLeg(graph),
    },
  });
  const services: Services = {
    orgs,
    auth,
    identity,
    events,
    eventClaims,
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
    files,
    diff: new DiffService({ gate }),
    blame: new BlameService({ files }),
    archive: new ArchiveService({ gate }),
    cherryPick: new CherryPickService({ gate }),
    gitHttp: new GitHttpService({ gate, identity, usage, events, lfs, config: { dataDir: config.dataDir, cloneCacheMb: config.cloneCacheMb }, log }),
    lfs,
    exec,
    agenticSearch: new AgenticSearchService({ gate, exec, usage, model }),
    graph,
    maintenance: new MaintenanceService({ storage, events, jobs, log }),
    webhooks,
    semantic,
    keyword,
    hybrid,
    watch: new WatchService({
      gate,
      events,
      clock,
      timings: { rotateMs: config.watchRotateMs, keepAliveMs: config.watchKeepAliveMs, pollMs: config.watchPollMs },
      log,
    }),
    health: () => checkHealth(store, config.dataDir),
  };
  // Auto-indexing follows events from the start, like webhook deliveries; the jobs it queues run with the queue.
  services.semantic.start();

  let firstRunKey: Grove['firstRunKey'] = null;
  if (config.bootstrapOrg && config.bootstrapKey) {
    await orgs.ensureBootstrap(config.bootstrapOrg, config.bootstrapKey);
  } else {
    const created = await orgs.ensureDefaultOrg();
    if (created) firstRunKey = { org: created.org.slug, key: created.secret };
  }

  const app = await buildHttp({ services, publicUrl: config.publicUrl, metricsToken: config.metricsToken, corsOrigins: config.corsOrigins }, { logger: options.logger ?? false });

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
      services.watch.close(); // open streams would keep app.close() waiting until they rotate
      await app.close();
      services.forks.stop();
      services.semantic.stop();
      keyword.stop();
      services.graph.stop();
      await webhooks.stop();
      await outbound.close();
      await services.maintenance.stop(); // aborts a running repack, so jobs.stop() does not wait for it
      await jobs.stop();
      await sessions.stop();
      await services.exec.close();
      await usage.flush().catch((error: unknown) => log('usage flush failed', error));
      await auth.flushUsage().catch((error: unknown) => log('last_used flush failed', error));
      await catFiles.close();
      await lfs.close();
      await rateLimiter.close();
      await publicRateLimiter.close();
      if (events instanceof ClusterEventBus) await events.close();
      await eventClaims.close();
      await store.close();
    },
  };
}
