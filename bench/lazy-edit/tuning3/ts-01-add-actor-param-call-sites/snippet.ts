// ... existing code ...

  async create(input: CreateBranchInput, actor: string): Promise<BranchRecord> {
    // ... existing code ...
    await this.store.branches.insert(record);
    this.events.emit('branch.created', { repoId: input.repoId, name: input.name, actor });
    return record;
  }

  async fork(repoId: string, source: string, target: string, actor: string): Promise<BranchRecord> {
    const from = await this.get(repoId, source);
    return this.create({ repoId, name: target, fromSha: from.headSha }, actor);
  }

  async ensureDefault(repoId: string, headSha: string): Promise<BranchRecord> {
    // ... existing code ...
    return this.create({ repoId, name: 'main', fromSha: headSha }, 'system');
  }

// ... existing code ...
