/**
 * Which of some paths a push changes: looked at inside the push (pre-receive, the new objects still in git's
 * quarantine), for the rule that a push may not modify a path someone else holds a large-file lock on.
 *
 * "Changes" means: some commit the push brings into the repository (reachable from a new ref value and from
 * no existing ref) differs from its first parent at that path — so a merge counts with what it brings into
 * the branch it lands on, and a new branch counts only with commits not already in the repository.
 */
import path from 'node:path';
import { gitOk } from '../exec.js';

export interface PushedPathsInput {
  repoDir: string;
  /** The push's quarantine directory, or null when receive-pack made none (nothing new was sent). */
  quarantineDir: string | null;
  /** New values of the refs the push creates or updates (deletions left out). */
  tips: readonly string[];
  /** The paths to look for (repository-relative, `/`-separated). */
  paths: readonly string[];
  timeoutMs?: number;
}

/** Pathspecs per git run: keeps argv well under the system's limit whatever the number of locks. */
const PATHS_PER_RUN = 500;

/** The subset of `input.paths` the push changes. */
export async function pushedPaths(input: PushedPathsInput): Promise<Set<string>> {
  const changed = new Set<string>();
  const tips = [...new Set(input.tips)];
  if (tips.length === 0 || input.paths.length === 0) return changed;
  const objects = path.join(path.resolve(input.repoDir), 'objects');
  const env = input.quarantineDir ? { GIT_OBJECT_DIRECTORY: input.quarantineDir, GIT_ALTERNATE_OBJECT_DIRECTORIES: objects } : {};
  for (let at = 0; at < input.paths.length; at += PATHS_PER_RUN) {
    // `:(literal)` so a path is never read as a glob or as magic
    const specs = input.paths.slice(at, at + PATHS_PER_RUN).map((p) => `:(literal)${p}`);
    const out = await gitOk(
      ['log', '--format=', '--name-only', '--no-renames', '--diff-merges=first-parent', '-z', ...tips, '--not', '--all', '--', ...specs],
      { gitDir: input.repoDir, env, timeoutMs: input.timeoutMs ?? 120_000 },
    );
    for (const name of out.toString('utf8').split('\0')) {
      const trimmed = name.replace(/^\n+/, '');
      if (trimmed !== '') changed.add(trimmed);
    }
  }
  return changed;
}
