import { invalid, notFound } from '../../domain/errors.js';
import { assertBranchName } from '../../domain/ref-names.js';
import type { Principal, Repo, Snapshot } from '../../domain/types.js';
import type { Clock } from '../../infra/clock.js';
import type { Store } from '../../store/index.js';
import { INTERNAL_REF_PREFIX } from '../refs/index.js';
import type { RepoAddress, RepoGate } from '../repository/index.js';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const MAX_METADATA_BYTES = 16 * 1024;

/** Each snapshot pins its commit under a hidden ref, so it stays reachable (and is never pruned) whatever branches do. */
const snapshotRef = (name: string) => `${INTERNAL_REF_PREFIX}snapshots/${name}`;

function checkName(name: string): void {
  if (!NAME.test(name) || name.endsWith('.lock') || name.includes('..')) {
    throw invalid('snapshot name must be 1-100 characters: letters, digits, ".", "_" or "-", starting with a letter or digit');
  }
}

export interface SnapshotView {
  name: string;
  branch: string;
  sha: string;
  metadata: Record<string, unknown>;
  created_at: string;
}

const view = (s: Snapshot): SnapshotView => ({ name: s.name, branch: s.branch, sha: s.sha, metadata: s.metadata, created_at: s.createdAt });

export interface SnapshotDeps {
  gate: RepoGate;
  store: Store;
  clock: Clock;
}

/** Named restore points for branch heads. */
export class SnapshotService {
  constructor(private readonly deps: SnapshotDeps) {}

  async create(principal: Principal, address: RepoAddress, input: { name: string; branch?: string | undefined; metadata?: Record<string, unknown> | undefined }): Promise<SnapshotView> {
    const handle = await this.deps.gate.open(principal, address, 'write');
    const repo = handle.repo;
    checkName(input.name);
    const branch = input.branch ?? repo.defaultBranch;
    assertBranchName(branch, 'branch');
    const metadata = input.metadata ?? {};
    if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_METADATA_BYTES) throw invalid(`metadata must be at most ${MAX_METADATA_BYTES} bytes as JSON`);
    const sha = await handle.readRef(`refs/heads/${branch}`);
    if (!sha) throw notFound(`branch '${branch}'`);
    const snapshot = await this.deps.store.snapshots.create({
      repoId: repo.id,
      name: input.name,
      branch,
      sha,
      metadata,
      createdAt: new Date(this.deps.clock.now()).toISOString(),
    });
    // The row decides uniqueness; the hidden ref keeps the commit alive.
    await handle.writer.moveRef(snapshotRef(input.name), sha, undefined);
    return view(snapshot);
  }

  async list(principal: Principal, address: RepoAddress): Promise<{ snapshots: SnapshotView[] }> {
    const { repo } = await this.deps.gate.open(principal, address, 'read');
    return { snapshots: (await this.deps.store.snapshots.list(repo.id)).map(view) };
  }

  async get(principal: Principal, address: RepoAddress, name: string): Promise<SnapshotView> {
    const { repo } = await this.deps.gate.open(principal, address, 'read');
    return view(await this.#find(repo, name));
  }

  async delete(principal: Principal, address: RepoAddress, name: string): Promise<{ deleted: true; name: string }> {
    const handle = await this.deps.gate.open(principal, address, 'write');
    await this.#find(handle.repo, name);
    await this.deps.store.snapshots.delete(handle.repo.id, name);
    await handle.writer.moveRef(snapshotRef(name), null, undefined).catch(() => undefined);
    return { deleted: true, name };
  }

  /**
   * Points `target_branch` (default: the snapshot's branch; created if missing) at the snapshot's commit.
   * Nothing is deleted: commits the branch leaves behind stay in the repository.
   */
  async restore(principal: Principal, address: RepoAddress, name: string, input: { target_branch?: string | undefined }) {
    const handle = await this.deps.gate.open(principal, address, 'write');
    const snapshot = await this.#find(handle.repo, name);
    const branch = input.target_branch ?? snapshot.branch;
    assertBranchName(branch, 'target_branch');
    const ref = `refs/heads/${branch}`;
    const current = await handle.readRef(ref);
    await handle.writer.moveRef(ref, snapshot.sha, current);
    return { name, branch, sha: snapshot.sha, previous_sha: current };
  }

  async #find(repo: Repo, name: string): Promise<Snapshot> {
    checkName(name);
    const snapshot = await this.deps.store.snapshots.get(repo.id, name);
    if (!snapshot) throw notFound(`snapshot '${name}'`);
    return snapshot;
  }
}
