import type { Metrics } from '../infra/metrics.js';
import type { RepoStore } from '../store/repos.js';
import { NotFoundError } from '../domain/errors.js';

export class ArchiveService {
  constructor(
    private readonly repos: RepoStore,
    private readonly metrics: Metrics,
  ) {}

  async archive(repoId: string): Promise<void> {
    const repo = await this.repos.get(repoId);
    if (!repo) {
      throw new NotFoundError('repository not found');
    }
    if (repo.archived) {
      return;
    }
    await this.repos.update({ ...repo, archived: true, archivedAt: new Date() });
  }

  async unarchive(repoId: string): Promise<void> {
    const repo = await this.repos.get(repoId);
    if (!repo) {
      throw new NotFoundError('repository not found');
    }
    if (!repo.archived) {
      return;
    }
    await this.repos.update({ ...repo, archived: false, archivedAt: null });
  }

  async isArchived(repoId: string): Promise<boolean> {
    const repo = await this.repos.get(repoId);
    return repo?.archived ?? false;
  }
}
