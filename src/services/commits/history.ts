import { invalid, notFound } from '../../domain/errors.js';
import { LIMITS } from '../../domain/limits.js';
import { isObjectId } from '../../git/args.js';
import type { Commit } from '../../git/objects/format.js';
import type { RepoHandle } from '../repository/index.js';

export interface HistoryQuery {
  ref?: string | undefined;
  branch?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface HistoryItem {
  sha: string;
  message: string;
  author_name: string;
  author_email: string;
  timestamp: number;
  parents: string[];
}

export interface HistoryPage {
  commits: HistoryItem[];
  ref: string;
  sha: string;
  has_more: boolean;
  next_cursor: string | null;
}

/** How far a resumed page re-walks from the ref looking for the cursor before falling back to its ancestry. */
const MAX_RESUME_WALK = 20_000;

/** Commits reachable from `start`, newest committer date first, each once (git log's default order). */
async function* walk(handle: RepoHandle, start: string): AsyncGenerator<{ sha: string; commit: Commit }> {
  const seen = new Set<string>([start]);
  // Frontier sorted by committer time, newest last so pop() takes it; it stays small (one entry per open line).
  const frontier: { sha: string; time: number }[] = [{ sha: start, time: 0 }];
  while (frontier.length > 0) {
    const { sha } = frontier.pop()!;
    const commit = await handle.commit(sha);
    yield { sha, commit };
    for (const parent of commit.parents) {
      if (seen.has(parent)) continue;
      seen.add(parent);
      const time = (await handle.commit(parent)).committer.timestamp;
      let at = frontier.length;
      while (at > 0 && frontier[at - 1]!.time >= time) at--; // equal dates: first in, first out, as git
      frontier.splice(at, 0, { sha: parent, time });
    }
  }
}

/**
 * Commit history like `git log`, walked in-process over cached commit objects (no process per request).
 * `cursor` is the last commit of the previous page: the walk from the ref is replayed up to it, so pages
 * concatenate to exactly one `git log`. If the ref has moved away from the cursor, the page continues with
 * what the cursor itself reaches.
 */
export async function history(handle: RepoHandle, query: HistoryQuery): Promise<HistoryPage> {
  const limit = query.limit ?? LIMITS.pagination.commits.default;
  const name = query.ref ?? query.branch ?? handle.repo.defaultBranch;
  const resolved = await handle.resolve(name);
  let source = walk(handle, resolved.sha);
  if (query.cursor !== undefined) {
    const cursor = query.cursor;
    if (!isObjectId(cursor)) throw invalid('cursor must be a commit id from next_cursor');
    await handle.commit(cursor);
    // Manual next() calls: leaving a for-await loop early would close the generator.
    let found = false;
    for (let walked = 0; !found && walked < MAX_RESUME_WALK; walked++) {
      const step = await source.next();
      if (step.done) break;
      found = step.value.sha === cursor;
    }
    if (!found) {
      // not met on the walk from the ref: in a fork network it must still be reachable from the repository's refs
      if (!(await handle.visible(cursor, 'commit'))) throw notFound(`commit ${cursor}`);
      source = walk(handle, cursor);
      await source.next(); // the cursor itself was on the previous page
    }
  }
  const commits: HistoryItem[] = [];
  let hasMore = false;
  for (;;) {
    const step = await source.next();
    if (step.done) break;
    if (commits.length === limit) {
      hasMore = true;
      break;
    }
    const { sha, commit } = step.value;
    commits.push({
      sha,
      message: commit.message,
      author_name: commit.author.name,
      author_email: commit.author.email,
      timestamp: commit.author.timestamp,
      parents: commit.parents,
    });
  }
  const last = commits[commits.length - 1];
  return { commits, ref: name, sha: resolved.sha, has_more: hasMore, next_cursor: hasMore && last ? last.sha : null };
}
