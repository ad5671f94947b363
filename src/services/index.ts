import type { EventBus, EventClaims } from '../domain/events.js';
import type { AgenticSearchService } from './agentic-search/index.js';
import type { AuthService } from './auth/index.js';
import type { IdentityService } from './auth/index.js';
import type { CommitService } from './commits/index.js';
import type { ArchiveService } from './archive/index.js';
import type { BlameService } from './blame/index.js';
import type { CherryPickService } from './cherry-pick/index.js';
import type { DiffService } from './diff/index.js';
import type { ExecService } from './exec/index.js';
import type { FileService } from './files/index.js';
import type { ForkService } from './forks/index.js';
import type { GitHttpService } from './git-http/index.js';
import type { HybridService } from './hybrid/index.js';
import type { KeywordService } from './keyword/index.js';
import type { GraphService } from './graph/index.js';
import type { LfsService } from './lfs/index.js';
import type { MaintenanceService } from './maintenance/index.js';
import type { MergeService } from './merge/index.js';
import type { PublicRepoService } from './public/index.js';
import type { RefService } from './refs/index.js';
import type { SemanticService } from './semantic/index.js';
import type { SessionService } from './sessions/index.js';
import type { SnapshotService } from './snapshots/index.js';
import type { TokenService } from './tokens/index.js';
import type { JobQueue } from './jobs/index.js';
import type { RateLimitService } from './limits/index.js';
import type { OrgService } from './orgs/index.js';
import type { RepoService } from './repos/index.js';
import type { UsageService } from './usage/index.js';
import type { WebhookService } from './webhooks/index.js';
import type { WatchService } from './watch/index.js';

/** Every use case the HTTP layer may call, wired in the composition root. */
export interface Services {
  orgs: OrgService;
  auth: AuthService;
  /** Identification of callers on every channel (API keys, sessions, Basic). */
  identity: IdentityService;
  /** Domain events, for subscribers outside the services (watch streams, tests). */
  events: EventBus;
  /** Once-per-cluster claims of events, for consumers every node hears (webhook deliveries). */
  eventClaims: EventClaims;
  usage: UsageService;
  repos: RepoService;
  publicRepos: PublicRepoService;
  refs: RefService;
  commits: CommitService;
  merge: MergeService;
  snapshots: SnapshotService;
  forks: ForkService;
  tokens: TokenService;
  sessions: SessionService;
  files: FileService;
  diff: DiffService;
  blame: BlameService;
  archive: ArchiveService;
  /** Cherry-picks and reverts onto a branch. */
  cherryPick: CherryPickService;
  exec: ExecService;
  /** Question answering by a model with read-only tools over one commit. */
  agenticSearch: AgenticSearchService;
  /** The code graph: index jobs, queries, and lookups for hybrid search. */
  graph: GraphService;
  gitHttp: GitHttpService;
  /** Large-file storage (git-lfs batch, verify, locks) and the disk store's transfer addresses. */
  lfs: LfsService;
  maintenance: MaintenanceService;
  /** Watch streams of branches. */
  watch: WatchService;
  jobs: JobQueue;
  rateLimits: RateLimitService;
  webhooks: WebhookService;
  /** Semantic index (jobs, auto-index) and semantic search. */
  semantic: SemanticService;
  /** The keyword index (trigram, kept by the database) and its auto_index jobs. */
  keyword: KeywordService;
  /** `POST …/hybrid-search`: the search legs fused. */
  hybrid: HybridService;
  /** Liveness of the database and the data directory's disk. */
  health(): Promise<HealthReport>;
}

export interface HealthReport {
  ok: boolean;
  database: { ok: boolean; dialect: string; error?: string };
  disk: { ok: boolean; writable: boolean; free_bytes: number | null; error?: string };
}

export type { CreateRepoInput, UpdateRepoInput } from './repos/index.js';
export type { RepoAddress } from './repository/index.js';
