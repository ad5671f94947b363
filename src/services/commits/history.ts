import { invalid } from '../../domain/errors.js';
import type { Repo } from '../../domain/types.js';
import { isObjectId } from '../../git/args.js';
import type { GitReader } from '../git-read/index.js';

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

/**
 * Commit history like `git log`: newest committer date first, each commit once, walked in-process over
 * cached commit objects (no process per request). `cursor` is the last commit of the previous page; the
 * next page continues with what that commit reaches.
 */
export async function history(git: GitReader, repo: Repo, query: HistoryQuery): Promise<HistoryPage> {
  const limit = query.limit ?? 20;
  const name = query.ref ?? query.branch ?? repo.defaultBranch;
  const resolved = await git.resolve(repo, name);
  let start = resolved.sha;
  let skipStart = false;
  if (query.cursor !== undefined) {
    if (!isObjectId(query.cursor)) throw invalid('cursor must be a commit id from next_cursor');
    await git.commit(repo, query.cursor);
    start = query.cursor;
    skipStart = true;
  }
  const seen = new Set<string>([start]);
  // Frontier ordered by committer time (newest last, so pop() takes it); small, so a sorted array is fine.
  const frontier: { sha: string; time: number }[] = [{ sha: start, time: 0 }];
  const commits: HistoryItem[] = [];
  let hasMore = false;
  while (frontier.length > 0) {
    const { sha } = frontier.pop()!;
    const commit = await git.commit(repo, sha);
    if (skipStart && sha === start) {
      skipStart = false;
    } else {
      if (commits.length === limit) {
        hasMore = true;
        break;
      }
      commits.push({
        sha,
        message: commit.message,
        author_name: commit.author.name,
        author_email: commit.author.email,
        timestamp: commit.author.timestamp,
        parents: commit.parents,
      });
    }
    for (const parent of commit.parents) {
      if (seen.has(parent)) continue;
      seen.add(parent);
      const time = (await git.commit(repo, parent)).committer.timestamp;
      let at = frontier.length;
      while (at > 0 && frontier[at - 1]!.time > time) at--;
      frontier.splice(at, 0, { sha: parent, time });
    }
  }
  const last = commits[commits.length - 1];
  return { commits, ref: name, sha: resolved.sha, has_more: hasMore, next_cursor: hasMore && last ? last.sha : null };
}
