/**
 * Repository storage for the services that manage it as files — maintenance (repacks), fork networks (object
 * pools) and purges of deleted repositories — and never read or write its content. Everything else reaches a
 * repository through the gate and its handle.
 */
import type { RepoObjects } from './objects.js';

export class RepoStorage {
  constructor(private readonly objects: RepoObjects) {}

  /** The repository's directory on disk. */
  dir(repoId: string): string {
    return this.objects.dirOf(repoId);
  }

  /** Stops cached readers of a repository whose files are about to move or go. */
  evictReaders(repoId: string): Promise<void> {
    return this.objects.evict(repoId);
  }
}
