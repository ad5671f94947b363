import { randomUUID } from 'node:crypto';
import type { Store } from '../store/index.js';
import type { EventBus } from '../events/bus.js';
import { ConflictError, NotFoundError, ValidationError } from '../domain/errors.js';
import { isValidRefName } from '../git/refs.js';

export interface BranchRecord {
  id: string;
  repoId: string;
  name: string;
  headSha: string;
  createdAt: string;
  protected: boolean;
}

export interface CreateBranchInput {
  repoId: string;
  name: string;
  fromSha: string;
}

export class BranchService {
  constructor(
    private readonly store: Store,
    private readonly events: EventBus,
  ) {}

  async list(repoId: string): Promise<BranchRecord[]> {
    const rows = await this.store.branches.findByRepo(repoId);
    return rows.sort((a, b) => a.name.localeCompare(b.name));
  }

  async get(repoId: string, name: string): Promise<BranchRecord> {
    const branch = await this.store.branches.findByName(repoId, name);
    if (!branch) {
      throw new NotFoundError(`branch ${name} not found`);
    }
    return branch;
  }

  async create(input: CreateBranchInput): Promise<BranchRecord> {
    if (!isValidRefName(input.name)) {
      throw new ValidationError(`invalid branch name: ${input.name}`);
    }
    const existing = await this.store.branches.findByName(input.repoId, input.name);
    if (existing) {
      throw new ConflictError(`branch ${input.name} already exists`);
    }
    const record: BranchRecord = {
      id: randomUUID(),
      repoId: input.repoId,
      name: input.name,
      headSha: input.fromSha,
      createdAt: new Date().toISOString(),
      protected: false,
    };
    await this.store.branches.insert(record);
    this.events.emit('branch.created', { repoId: input.repoId, name: input.name });
    return record;
  }

  async fork(repoId: string, source: string, target: string): Promise<BranchRecord> {
    const from = await this.get(repoId, source);
    return this.create({ repoId, name: target, fromSha: from.headSha });
  }

  async ensureDefault(repoId: string, headSha: string): Promise<BranchRecord> {
    const existing = await this.store.branches.findByName(repoId, 'main');
    if (existing) {
      return existing;
    }
    return this.create({ repoId, name: 'main', fromSha: headSha });
  }

  async rename(repoId: string, from: string, to: string): Promise<BranchRecord> {
    const branch = await this.get(repoId, from);
    if (branch.protected) {
      throw new ValidationError(`branch ${from} is protected`);
    }
    if (!isValidRefName(to)) {
      throw new ValidationError(`invalid branch name: ${to}`);
    }
    const updated = { ...branch, name: to };
    await this.store.branches.update(updated);
    this.events.emit('branch.renamed', { repoId, from, to });
    return updated;
  }

  async delete(repoId: string, name: string): Promise<void> {
    const branch = await this.get(repoId, name);
    if (branch.protected) {
      throw new ValidationError(`branch ${name} is protected`);
    }
    await this.store.branches.remove(branch.id);
    this.events.emit('branch.deleted', { repoId, name });
  }

  async setProtected(repoId: string, name: string, value: boolean): Promise<BranchRecord> {
    const branch = await this.get(repoId, name);
    const updated = { ...branch, protected: value };
    await this.store.branches.update(updated);
    return updated;
  }
}
