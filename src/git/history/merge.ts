/**
 * Three-way merges without a work tree: `git merge-base` to classify the two tips, and
 * `git merge-tree --write-tree` (merge-ort, ~2–6 ms) to produce the merged tree or the conflicted paths.
 * merge-tree writes the merged trees as objects; repositories fsync loose objects (core.fsync=committed).
 */
import { assertObjectId } from '../args.js';
import { runGit } from '../exec.js';

/** The best common ancestor, or null when the histories are unrelated. */
export async function mergeBase(dir: string, a: string, b: string): Promise<string | null> {
  assertObjectId(a);
  assertObjectId(b);
  const res = await runGit(['merge-base', '--end-of-options', a, b], { gitDir: dir });
  if (res.code === 1) return null;
  if (res.code !== 0) throw new Error(`git merge-base failed (${res.code}): ${res.stderr.trim()}`);
  return res.stdout.toString('latin1').trim();
}

export type MergeTreeResult = { clean: true; tree: string } | { clean: false; conflicts: string[] };

/** Merges `theirs` into `ours`; on conflict, the paths that could not be merged (nothing is kept). */
export async function mergeTrees(dir: string, ours: string, theirs: string): Promise<MergeTreeResult> {
  assertObjectId(ours);
  assertObjectId(theirs);
  const res = await runGit(['merge-tree', '--write-tree', '--name-only', '-z', '--end-of-options', ours, theirs], { gitDir: dir });
  // Output (-z): <tree>\0 then, on conflict, one conflicted path per \0, an empty field, then messages.
  const fields = res.stdout.toString('utf8').split('\0');
  const tree = fields[0] ?? '';
  if (res.code === 0 && /^[0-9a-f]{40}$/.test(tree)) return { clean: true, tree };
  if (res.code !== 1) throw new Error(`git merge-tree failed (${res.code}): ${res.stderr.trim()}`);
  const conflicts: string[] = [];
  for (const field of fields.slice(1)) {
    if (field === '') break;
    if (!conflicts.includes(field)) conflicts.push(field);
  }
  return { clean: false, conflicts };
}

