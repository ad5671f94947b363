// ... existing code ...
    const repo = await this.repos.get(repoId);
    if (!repo) {
      throw new NotFoundError('repository not found');
    }
    this.metrics.increment('archive.toggle', { repoId });
// ... existing code ...
