import { invalid, notFound } from '../../domain/errors.js';
import { LIMITS } from '../../domain/limits.js';
import { isObjectId, isValidPath } from '../../git/args.js';
import type { Commit } from '../../git/objects/format.js';
import type { RepoHandle } from '../repository/index.js';

export interface HistoryQuery {
  ref?: string | undefined;
  branch?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
  /** Only commits that changed this file or folder (git log -- <path>, with git's default simplification). */
  path?: string | undefined;
  /** ISO 8601 date or date-time: only commits whose committer date is at or after it (git log --since). */
  since?: string | undefined;
  /** ISO 8601 date or date-time: only commits whose committer date is at or before it (git log --until). */
  until?: string | undefined;
  /** Case-insensitive text that the author's `name <email>` contains. */
  author?: string | undefined;
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
  /** The commit the ref resolved to; null for the default branch of a repository with no commit yet. */
  sha: string | null;
  has_more: boolean;
  next_cursor: string | null;
}

/** How far a resumed page re-walks from the ref looking for the cursor before falling back to its ancestry. */
const MAX_RESUME_WALK = 20_000;
/** Commits one filtered page may pass over; past it the page ends early, with a cursor to go on from. */
const MAX_FILTER_WALK = 50_000;

/** Which commits to show and which parents to follow: git log's rules for the filters given. */
interface Filter {
  /** Whether `commit` is shown, and the parents the walk goes on through. */
  step(sha: string, commit: Commit): Promise<{ show: boolean; parents: readonly string[] }>;
}

/**
 * Commits reachable from `start`, newest committer date first, each once (git log's default order); with a
 * filter, only the parents it names are followed.
 */
async function* walk(handle: RepoHandle, start: string, filter: Filter): AsyncGenerator<{ sha: string; commit: Commit; show: boolean }> {
  const seen = new Set<string>([start]);
  // Frontier sorted by committer time, newest last so pop() takes it; it stays small (one entry per open line).
  const frontier: { sha: string; time: number }[] = [{ sha: start, time: 0 }];
  while (frontier.length > 0) {
    const { sha } = frontier.pop()!;
    const commit = await handle.commit(sha);
    const { show, parents } = await filter.step(sha, commit);
    yield { sha, commit, show };
    for (const parent of parents) {
      if (seen.has(parent)) continue;
      seen.add(parent);
      const time = (await handle.commit(parent)).committer.timestamp;
      let at = frontier.length;
      while (at > 0 && frontier[at - 1]!.time >= time) at--; // equal dates: first in, first out, as git
      frontier.splice(at, 0, { sha: parent, time });
    }
  }
}

function parseDate(value: string, field: string, endOfDay: boolean): number {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = Date.parse(dateOnly ? `${value}T${endOfDay ? '23:59:59' : '00:00:00'}Z` : value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms)) {
    throw invalid(`${field} must be an ISO 8601 date or date-time, such as 2026-01-31 or 2026-01-31T12:00:00Z; got '${value}'`);
  }
  return Math.floor(ms / 1000);
}

function buildFilter(handle: RepoHandle, query: HistoryQuery): Filter {
  const path = query.path === undefined ? null : query.path.endsWith('/') ? query.path.slice(0, -1) : query.path;
  if (path !== null && !isValidPath(path)) {
    throw invalid(`path ${JSON.stringify(query.path)} is not a valid repository path: no empty, '.' or '..' segments, leading '/', NUL or newline`);
  }
  const since = query.since === undefined ? null : parseDate(query.since, 'since', false);
  const until = query.until === undefined ? null : parseDate(query.until, 'until', true);
  const author = query.author === undefined ? null : query.author.toLowerCase();
  const at = async (commit: Commit): Promise<string | null> => (await handle.entryAt(commit.tree, path!))?.oid ?? null;
  return {
    async step(_sha, commit) {
      const time = commit.committer.timestamp;
      // like git's --since: an older commit is neither shown nor walked past
      if (since !== null && time < since) return { show: false, parents: [] };
      let show = (until === null || time <= until) && (author === null || `${commit.author.name} <${commit.author.email}>`.toLowerCase().includes(author));
      let parents = commit.parents;
      if (path !== null) {
        // git's default history simplification: a commit whose path matches one parent's is not shown, and the
        // walk follows that parent only; a commit that differs from every parent (or a root that has the path) is
        const own = await at(commit);
        let same: string | null = null;
        for (const parent of commit.parents) {
          if ((await at(await handle.commit(parent))) === own) {
            same = parent;
            break;
          }
        }
        if (same !== null) {
          show = false;
          parents = [same];
        } else if (commit.parents.length === 0 && own === null) {
          show = false;
        }
      }
      return { show, parents };
    },
  };
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
  const filter = buildFilter(handle, query);
  if (handle.isUnborn(name)) return { commits: [], ref: name, sha: null, has_more: false, next_cursor: null };
  const resolved = await handle.resolve(name);
  let source = walk(handle, resolved.sha, filter);
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
      source = walk(handle, cursor, filter);
      await source.next(); // the cursor itself was on the previous page
    }
  }
  const commits: HistoryItem[] = [];
  let hasMore = false;
  let lastWalked: string | null = null;
  for (let walked = 0; ; walked++) {
    if (walked === MAX_FILTER_WALK) {
      // a filter that matches rarely: end the page here; the cursor resumes after the last commit passed over
      hasMore = true;
      break;
    }
    const step = await source.next();
    if (step.done) break;
    const { sha, commit, show } = step.value;
    if (!show) {
      lastWalked = sha;
      continue;
    }
    if (commits.length === limit) {
      hasMore = true;
      break;
    }
    lastWalked = sha;
    commits.push({
      sha,
      message: commit.message,
      author_name: commit.author.name,
      author_email: commit.author.email,
      timestamp: commit.author.timestamp,
      parents: commit.parents,
    });
  }
  return { commits, ref: name, sha: resolved.sha, has_more: hasMore, next_cursor: hasMore ? lastWalked : null };
}
