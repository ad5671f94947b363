import { type Kysely, sql } from 'kysely';
import { connect, type ConnectOptions, type Dialect } from './connect.js';
import { GraphStore } from './graph/index.js';
import { JobStore } from './jobs.js';
import { KeyStore } from './keys.js';
import { KeywordStore } from './keyword/index.js';
import { LfsStore } from './lfs.js';
import { migrateToLatest } from './migrations.js';
import { NetworkStore } from './networks.js';
import { OrgStore } from './orgs.js';
import { RepoStore } from './repos.js';
import { SemanticStore } from './semantic.js';
import { SnapshotStore } from './snapshots.js';
import { UsageStore } from './usage.js';
import { WebhookStore } from './webhooks.js';
import { PostgresVectorIndex, SqliteVectorIndex, type VectorIndex } from './vectors/index.js';

export type { CancelResult, ClaimedJob, JobRecord, JobState, NewJob, RenewResult } from './jobs.js';
export type { ForkNetwork } from './networks.js';
export type { KeywordBranch, KeywordChunk, KeywordFileChanges, KeywordHit, KeywordQuery, KeywordStatus } from './keyword/index.js';
export type { KeywordStore } from './keyword/index.js';
export type { GraphFileRow, GraphIndexPatch, GraphIndexRecord, GraphIndexStatus } from './graph/index.js';
export type { LfsLock, LockListQuery } from './lfs.js';
export type { RepoListQuery, RepoPatch } from './repos.js';
export type { UsageMetric } from './usage.js';
export type { WebhookPatch } from './webhooks.js';
export type { RecordPatch, SemanticRecord, SemanticScope, SemanticStatus } from './semantic.js';
export { decodeVector, encodeVector, type BlobVectors, type DecodedVector, type NamespaceRow, type StoredChunk, type VectorIndex } from './vectors/index.js';

/** All persistence, whichever database is behind it. */
export interface Store {
  readonly dialect: Dialect;
  readonly orgs: OrgStore;
  readonly keys: KeyStore;
  readonly repos: RepoStore;
  readonly usage: UsageStore;
  readonly jobs: JobStore;
  readonly snapshots: SnapshotStore;
  /** Fork networks (object pools shared by a repository and its instant forks). */
  readonly networks: NetworkStore;
  /** Large-file objects recorded per repository, and path locks. */
  readonly lfs: LfsStore;
  readonly webhooks: WebhookStore;
  /** Semantic index scopes and per-branch tracking records. */
  readonly semantic: SemanticStore;
  /** Chunk vectors, content-addressed (SQLite: vectors.db in the data dir; PostgreSQL: tables in the database). */
  readonly vectors: VectorIndex;
  /** The keyword index: chunk text by blob SHA, branch file lists, trigram search. */
  readonly keyword: KeywordStore;
  /** Code graphs per repository and branch. */
  readonly graph: GraphStore;
  /**
   * A number that changes whenever any committed write may have changed the data (this process's or
   * another's), or null when the backend cannot tell cheaply. Read caches keep entries only while it holds.
   */
  changeEpoch(): number | null;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Connects, runs migrations, and returns the store. */
export async function openStore(options: ConnectOptions): Promise<Store> {
  const { db, dialect, changeEpoch } = await connect(options);
  try {
    const schema =
      dialect === 'postgres' ? (await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : null;
    await migrateToLatest(db as unknown as Kysely<unknown>, schema ?? undefined);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const vectors: VectorIndex = dialect === 'sqlite' ? new SqliteVectorIndex(options.dataDir) : new PostgresVectorIndex(db as unknown as Kysely<unknown>);
  return {
    dialect,
    orgs: new OrgStore(db),
    keys: new KeyStore(db),
    repos: new RepoStore(db),
    usage: new UsageStore(db),
    jobs: new JobStore(db, dialect),
    snapshots: new SnapshotStore(db),
    networks: new NetworkStore(db),
    lfs: new LfsStore(db),
    webhooks: new WebhookStore(db),
    semantic: new SemanticStore(db as unknown as Kysely<unknown>),
    vectors,
    keyword: new KeywordStore(db as unknown as Kysely<unknown>, dialect),
    graph: new GraphStore(db),
    changeEpoch,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await vectors.close();
      await db.destroy();
    },
  };
}
