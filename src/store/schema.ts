/** Table shapes as the database holds them. Timestamps are ISO 8601 text; booleans are 0/1 integers. */
export interface OrgsTable {
  id: string;
  slug: string;
  plan: string;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  org_id: string;
  kind: string;
  name: string | null;
  key_hash: string;
  key_prefix: string;
  scopes: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

export interface ReposTable {
  id: string;
  org_id: string;
  /** '' when the repository has no namespace, so the unique index covers it in both dialects. */
  namespace: string;
  slug: string;
  description: string;
  visibility: string;
  default_branch: string;
  is_template: number;
  auto_index: number;
  forked_from: string | null;
  created_at: string;
  updated_at: string;
  fork_mode: string | null;
  fork_depth: number;
  fork_root: string | null;
  network_id: string | null;
}

export interface SnapshotsTable {
  repo_id: string;
  name: string;
  branch: string;
  sha: string;
  metadata: string;
  created_at: string;
}

export interface ForkNetworksTable {
  id: string;
  created_at: string;
  last_swept_at: string | null;
}

export interface UsageTable {
  org_id: string;
  month: string;
  metric: string;
  value: number | string;
}

/** Times in epoch milliseconds, except created_at (ISO 8601). */
export interface JobsTable {
  id: string;
  kind: string;
  payload: string;
  run_after: number | string;
  attempts: number;
  locked_until: number | string;
  last_error: string | null;
  created_at: string;
  state: string;
  locked_by: string | null;
  dedupe_key: string | null;
  cancel_requested: number;
  started_at: number | string | null;
  finished_at: number | string | null;
  progress_done: number | string | null;
  progress_total: number | string | null;
}

export interface LfsObjectsTable {
  repo_id: string;
  oid: string;
  size: number | string;
  created_at: string;
}

export interface LfsLocksTable {
  id: string;
  repo_id: string;
  path: string;
  ref_name: string | null;
  /** The API key (master key or token) that took the lock. */
  owner_key_id: string;
  locked_at: string;
}

export interface WebhooksTable {
  id: string;
  org_id: string;
  url: string;
  /** JSON array of event names. */
  events: string;
  /** Sealed with the deployment's secret key. */
  secret: string;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event: string;
  ok: number;
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  delivered_at: string;
}

export interface Database {
  orgs: OrgsTable;
  api_keys: ApiKeysTable;
  repos: ReposTable;
  usage: UsageTable;
  jobs: JobsTable;
  snapshots: SnapshotsTable;
  fork_networks: ForkNetworksTable;
  lfs_objects: LfsObjectsTable;
  lfs_locks: LfsLocksTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
