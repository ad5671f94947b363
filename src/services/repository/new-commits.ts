/**
 * The commits a branch move brought in: reachable from `after` but from none of `known` (the old tip, or for a
 * new branch the tips of the other branches), newest first, as `git rev-list after --not <known>` would list
 * them, walked in-process over cached commits. The walk is bounded: it lists at most PUSH_COMMITS_LISTED, and it
 * learns the known ancestry only as deep as the walk from `after` goes, so a merge bringing in a branch that
 * forked off long ago may be cut short (marked truncated) rather than listing old history as new.
 */
import { PUSH_COMMITS_LISTED } from '../../domain/events.js';
import type { RepoObjects, RepoRef } from './objects.js';

/** Commits examined on each side at most. */
const WALK_LIMIT = 500;

export async function newCommits(
  objects: RepoObjects,
  repo: RepoRef,
  known: readonly string[],
  after: string,
  limit = PUSH_COMMITS_LISTED,
): Promise<{ commits: string[]; truncated: boolean }> {
  const old = new Set<string>();
  const oldFrontier: string[] = [...known];
  const found: { sha: string; time: number }[] = [];
  const seen = new Set<string>([after]);
  const frontier = [after];
  let walked = 0;
  while (frontier.length > 0 && walked < WALK_LIMIT) {
    // extend the known ancestry a few steps for each step taken from `after`
    for (let k = 0; k < 2 + known.length && oldFrontier.length > 0; k++) {
      const sha = oldFrontier.shift()!;
      if (old.has(sha)) continue;
      old.add(sha);
      oldFrontier.push(...(await objects.commit(repo, sha)).parents);
    }
    const sha = frontier.shift()!;
    if (old.has(sha)) continue;
    walked++;
    const commit = await objects.commit(repo, sha);
    found.push({ sha, time: commit.committer.timestamp });
    for (const parent of commit.parents) {
      if (!seen.has(parent)) {
        seen.add(parent);
        frontier.push(parent);
      }
    }
  }
  // a commit listed before the known ancestry reached it is old after all
  const fresh = found.filter((c) => !old.has(c.sha)).sort((a, b) => b.time - a.time);
  const incomplete = frontier.some((sha) => !old.has(sha));
  return { commits: fresh.slice(0, limit).map((c) => c.sha), truncated: fresh.length > limit || incomplete };
}
