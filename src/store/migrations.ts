import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { keywordMigration, keywordWordsMigration } from './keyword/migration.js';

/** One migration set for SQLite and PostgreSQL: only portable column types are used. */
const migrations: Record<string, Migration> = {
  '0001_foundation': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('orgs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('key_prefix', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('revoked_at', 'text')
        .addColumn('last_used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('api_keys_org').on('api_keys').column('org_id').execute();
      await db.schema
        .createTable('repos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
        .addColumn('namespace', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('visibility', 'text', (c) => c.notNull())
        .addColumn('default_branch', 'text', (c) => c.notNull())
        .addColumn('is_template', 'integer', (c) => c.notNull())
        .addColumn('auto_index', 'integer', (c) => c.notNull())
        .addColumn('forked_from', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('repos_org_namespace_slug', ['org_id', 'namespace', 'slug'])
        .execute();
      await db.schema
        .createTable('usage')
        .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('value', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('usage_pk', ['org_id', 'month', 'metric'])
        .execute();
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('run_after', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'bigint', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['run_after']).execute();
    },
  },
};

migrations['0002_snapshots_and_forks'] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('snapshots')
      .addColumn('repo_id', 'text', (c) => c.notNull().references('repos.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('branch', 'text', (c) => c.notNull())
      .addColumn('sha', 'text', (c) => c.notNull())
      .addColumn('metadata', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('snapshots_pk', ['repo_id', 'name'])
      .execute();
    // Fork bookkeeping: depth and root of the fork chain, and the object pool (network) a repository shares.
    await db.schema.alterTable('repos').addColumn('fork_mode', 'text').execute();
    await db.schema.alterTable('repos').addColumn('fork_depth', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('repos').addColumn('fork_root', 'text').execute();
    await db.schema.alterTable('repos').addColumn('network_id', 'text').execute();
    await db.schema.createIndex('repos_network').on('repos').column('network_id').execute();
    await db.schema
      .createTable('fork_networks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_swept_at', 'text')
      .execute();
  },
};

// Durable typed jobs: a job keeps its row through its whole life (queued → running → succeeded | failed |
// cancelled) so it can be looked at and cancelled; finished rows are swept after a retention period.
migrations['0003_durable_jobs'] = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('state', 'text', (c) => c.notNull().defaultTo('queued')).execute();
    // the holder of the current lease (node and claim); every write of a running job is fenced by it
    await db.schema.alterTable('jobs').addColumn('locked_by', 'text').execute();
    await db.schema.alterTable('jobs').addColumn('dedupe_key', 'text').execute();
    await db.schema.alterTable('jobs').addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('jobs').addColumn('started_at', 'bigint').execute();
    await db.schema.alterTable('jobs').addColumn('finished_at', 'bigint').execute();
    await db.schema.alterTable('jobs').addColumn('progress_done', 'bigint').execute();
    await db.schema.alterTable('jobs').addColumn('progress_total', 'bigint').execute();
    await db.schema.dropIndex('jobs_due').execute();
    await db.schema.createIndex('jobs_claim').on('jobs').columns(['kind', 'state', 'run_after']).execute();
    await db.schema.createIndex('jobs_finished').on('jobs').columns(['state', 'finished_at']).execute();
    // at most one not-yet-started job per (kind, dedupe key); retries and running jobs are outside it
    await sql`CREATE UNIQUE INDEX jobs_dedupe ON jobs (kind, dedupe_key)
      WHERE dedupe_key IS NOT NULL AND state = 'queued' AND started_at IS NULL`.execute(db);
  },
};

// Large-file storage (LFS): the objects each repository holds (the bytes are in the blob store) and path locks.
migrations['0004_lfs'] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lfs_objects')
      .addColumn('repo_id', 'text', (c) => c.notNull().references('repos.id').onDelete('cascade'))
      .addColumn('oid', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('lfs_objects_pk', ['repo_id', 'oid'])
      .execute();
    await db.schema
      .createTable('lfs_locks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('repo_id', 'text', (c) => c.notNull().references('repos.id').onDelete('cascade'))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('ref_name', 'text')
      .addColumn('owner_key_id', 'text', (c) => c.notNull())
      .addColumn('locked_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('lfs_locks_repo_path', ['repo_id', 'path'])
      .execute();
  },
};

// Webhooks of an organization, and the record of each delivery (no retries: one row per event and webhook).
migrations['0005_webhooks'] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhooks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      // AES-256-GCM sealed (infra/secret-box.ts): the secret is needed again to sign, so it cannot be hashed
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('webhooks_org').on('webhooks').column('org_id').execute();
    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('ok', 'integer', (c) => c.notNull())
      .addColumn('response_status', 'integer')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('delivered_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('webhook_deliveries_hook').on('webhook_deliveries').columns(['webhook_id', 'id']).execute();
  },
};

// Semantic index bookkeeping: scopes (with their path prefix; '' is the default index) and one tracking
// record per (scope, branch). The vectors live in the VectorIndex (store/vectors/), which owns its tables.
migrations['0006_semantic'] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('semantic_scopes')
      .addColumn('repo_id', 'text', (c) => c.notNull().references('repos.id').onDelete('cascade'))
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('path_prefix', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('semantic_scopes_pk', ['repo_id', 'scope'])
      .execute();
    await db.schema
      .createTable('semantic_indexes')
      .addColumn('repo_id', 'text', (c) => c.notNull().references('repos.id').onDelete('cascade'))
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('branch', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('last_commit_sha', 'text')
      .addColumn('chunks_count', 'integer', (c) => c.notNull())
      .addColumn('total_batches', 'integer', (c) => c.notNull())
      .addColumn('processed_batches', 'integer', (c) => c.notNull())
      .addColumn('indexed_at', 'text')
      .addColumn('error', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('semantic_indexes_pk', ['repo_id', 'scope', 'branch'])
      .execute();
  },
};

// Code graph: a status row per repository and branch, and one row per indexed file (src/store/graph/).
migrations['0008_graph'] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('graph_indexes')
      .addColumn('repo_id', 'text', (c) => c.notNull().references('repos.id').onDelete('cascade'))
      .addColumn('branch', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('last_commit_sha', 'text')
      .addColumn('nodes_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('edges_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_batches', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('processed_batches', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('indexed_at', 'text')
      .addColumn('error', 'text')
      .addColumn('communities', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('graph_indexes_pk', ['repo_id', 'branch'])
      .execute();
    await db.schema
      .createTable('graph_files')
      .addColumn('repo_id', 'text', (c) => c.notNull().references('repos.id').onDelete('cascade'))
      .addColumn('branch', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('blob_sha', 'text', (c) => c.notNull())
      .addColumn('extract', 'text', (c) => c.notNull())
      .addColumn('edges', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('graph_files_pk', ['repo_id', 'branch', 'path'])
      .execute();
  },
};

// The keyword index (FTS5 trigram on SQLite, pg_trgm on PostgreSQL): see keyword/migration.ts.
migrations['0007_keyword'] = { up: keywordMigration };
// PostgreSQL's keyword index by words instead of trigrams: see keyword/migration.ts.
migrations['0009_keyword_words'] = { up: keywordWordsMigration };

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * `schema`: where the migration bookkeeping lives (PostgreSQL: the connection's current schema). Without
 * it, Kysely looks for its bookkeeping tables in every schema of the database and is misled by another
 * schema's (another Grove, another test run) into skipping their creation in ours.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${String(error)}`);
  }
}
