/**
 * Is one commit an ancestor of another? Answered in-process over cached commits, walking back from the
 * descendant newest first and giving up past the ancestor's committer date (minus a day of clock skew) or a
 * walk limit; null means "could not tell cheaply" and the caller asks git. A fast-forward merge typically
 * walks a handful of commits, where spawning `git merge-base` costs several milliseconds.
 */
import type { RepoObjects, RepoRef } from './objects.js';

const WALK_LIMIT = 2_000;
const CLOCK_SKEW_S = 24 * 3600;

export async function isAncestor(objects: RepoObjects, repo: RepoRef, ancestor: string, descendant: string): Promise<boolean | null> {
  if (ancestor === descendant) return true;
  const floor = (await objects.commit(repo, ancestor)).committer.timestamp - CLOCK_SKEW_S;
  const seen = new Set<string>([descendant]);
  const frontier: { sha: string; time: number }[] = [{ sha: descendant, time: Number.POSITIVE_INFINITY }];
  for (let walked = 0; frontier.length > 0; walked++) {
    if (walked >= WALK_LIMIT) return null;
    frontier.sort((a, b) => a.time - b.time);
    const { sha } = frontier.pop()!;
    const commit = await objects.commit(repo, sha);
    for (const parent of commit.parents) {
      if (parent === ancestor) return true;
      if (seen.has(parent)) continue;
      seen.add(parent);
      const time = (await objects.commit(repo, parent)).committer.timestamp;
      // everything behind this parent is older still: it cannot lead to a newer ancestor
      if (time >= floor) frontier.push({ sha: parent, time });
    }
  }
  return false;
}
