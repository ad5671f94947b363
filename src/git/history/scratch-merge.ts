/**
 * Three-way merges whose new objects go to a scratch object directory instead of the repository: git reads the
 * repository's objects through an alternate (its own alternates, a fork pool, are followed from there) and writes
 * merged blobs and trees into the scratch directory only. A preview then leaves the repository untouched, and a
 * cherry-pick or revert takes exactly the objects it needs into the one pack its commit is written with.
 *
 * git 2.39's `merge-tree --write-tree` has no `--merge-base`: a merge against a chosen base (a cherry-pick merges
 * the picked commit's parent → the commit into the head, a revert the commit → its parent) is made by merging two
 * commits written to the scratch directory whose only common ancestor is that base.
 */
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { assertObjectId } from '../args.js';
import { GitExecError, runGit } from '../exec.js';
import { formatCommit, parseTree, type ObjectType } from '../objects/format.js';
import { writeLooseObject, type NewObject } from '../objects/pack-writer.js';

export interface ScratchLimits {
  timeoutMs: number;
  /** New objects (merged blobs and trees) read back from the scratch directory, in bytes. */
  maxObjectBytes: number;
}

export interface ConflictEntry {
  path: string;
  /** git's conflict kind: `contents`, `modify/delete`, `add/add`, `rename/delete`, `file/directory`, `binary`, … */
  kind: string;
  /** The file git left in the merged tree with conflict markers; null when git left none (modify/delete, binary). */
  markers: Buffer | null;
}

export type ScratchMergeResult =
  | { clean: true; tree: string; objects: NewObject[] }
  | { clean: false; conflicts: ConflictEntry[]; messages: string[] };

/** One side of a merge: an existing commit, or a tree to merge as if it were a commit on top of the base. */
export type MergeSide = { commit: string } | { tree: string };

export interface ScratchMergeInput {
  /** The common ancestor for sides given as trees; null means the empty tree (a root commit's parent). */
  base?: string | null;
  ours: MergeSide;
  theirs: MergeSide;
}

const SYNTHETIC_SIGNATURE = { name: 'Grove', email: 'grove@localhost', timestamp: 0, tz: '+0000' };

/**
 * Merges `theirs` into `ours` with merge-ort, writing nothing into the repository. A clean merge gives the tree and
 * the new objects it needs; a conflicted one, per file, git's conflict kind and the file with markers.
 */
export async function scratchMerge(dir: string, input: ScratchMergeInput, limits: ScratchLimits): Promise<ScratchMergeResult> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'grove-merge-'));
  try {
    // git checks that the object directory exists before it takes the directory for a repository
    await mkdir(path.join(scratch, 'objects'));
    const synthetic = new Set<string>();
    const side = async (s: MergeSide): Promise<string> => {
      if ('commit' in s) return assertObjectId(s.commit);
      const base = input.base ?? null;
      const data = formatCommit({
        tree: assertObjectId(s.tree),
        parents: base === null ? [] : [assertObjectId(base)],
        author: SYNTHETIC_SIGNATURE,
        committer: SYNTHETIC_SIGNATURE,
        message: 'scratch\n',
      });
      const oid = await writeLooseObject(scratch, 'commit', data, { fsync: false });
      synthetic.add(oid);
      return oid;
    };
    const ours = await side(input.ours);
    const theirs = await side(input.theirs);
    const unrelated = input.base === null ? ['--allow-unrelated-histories'] : [];
    const res = await runGit(['merge-tree', '--write-tree', '-z', ...unrelated, '--end-of-options', ours, theirs], {
      gitDir: dir,
      timeoutMs: limits.timeoutMs,
      env: { GIT_OBJECT_DIRECTORY: path.join(scratch, 'objects'), GIT_ALTERNATE_OBJECT_DIRECTORIES: path.join(dir, 'objects') },
    });
    if (res.code !== 0 && res.code !== 1) throw new GitExecError(`git merge-tree failed (${res.code}): ${res.stderr.trim()}`, [], res.code, res.stderr);
    const parsed = parseMergeTree(res.stdout);
    const objects = await readScratchObjects(path.join(scratch, 'objects'), synthetic, limits.maxObjectBytes);
    if (res.code === 0) return { clean: true, tree: parsed.tree, objects: [...objects.values()] };
    const conflicts = parsed.conflicts.map(({ path: p, kind }) => ({ path: p, kind, markers: markerFile(objects, parsed.tree, p) }));
    return { clean: false, conflicts, messages: parsed.messages };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

interface ParsedMergeTree {
  tree: string;
  conflicts: { path: string; kind: string }[];
  messages: string[];
}

/**
 * `merge-tree --write-tree -z` output: `<tree>\0`, then on conflict one `<mode> <oid> <stage>\t<path>\0` per index
 * entry, an empty field, and messages as `<count>\0<path>…\0<type>\0<text>\0`.
 */
export function parseMergeTree(out: Buffer): ParsedMergeTree {
  const fields = out.toString('utf8').split('\0');
  const tree = fields[0] ?? '';
  if (!/^[0-9a-f]{40}$/.test(tree)) throw new Error('unexpected git merge-tree output');
  const order: string[] = [];
  let i = 1;
  for (; i < fields.length && fields[i] !== ''; i++) {
    const entry = fields[i]!;
    const p = entry.slice(entry.indexOf('\t') + 1);
    if (!order.includes(p)) order.push(p);
  }
  const kinds = new Map<string, string>();
  const messages: string[] = [];
  for (i += 1; i < fields.length; ) {
    const count = Number(fields[i]);
    if (!Number.isInteger(count) || count < 0) break;
    const paths = fields.slice(i + 1, i + 1 + count);
    const type = fields[i + 1 + count] ?? '';
    const text = (fields[i + 2 + count] ?? '').trim();
    i += 3 + count;
    messages.push(text);
    const kind = /^CONFLICT \((.+)\)$/.exec(type)?.[1];
    if (kind) for (const p of paths) if (!kinds.has(p)) kinds.set(p, kind === 'contents' ? 'content' : kind);
  }
  return { tree, conflicts: order.map((p) => ({ path: p, kind: kinds.get(p) ?? 'content' })), messages };
}

/** Every loose object git wrote into the scratch directory (new to the repository), synthetic commits left out. */
async function readScratchObjects(objectsDir: string, skip: Set<string>, maxBytes: number): Promise<Map<string, NewObject>> {
  const found = new Map<string, NewObject>();
  let total = 0;
  for (const fan of await readdir(objectsDir).catch(() => [] as string[])) {
    if (!/^[0-9a-f]{2}$/.test(fan)) continue;
    for (const rest of await readdir(path.join(objectsDir, fan))) {
      const oid = fan + rest;
      if (!/^[0-9a-f]{40}$/.test(oid) || skip.has(oid)) continue;
      const raw = zlib.inflateSync(await readFile(path.join(objectsDir, fan, rest)));
      const nul = raw.indexOf(0);
      const type = raw.subarray(0, nul).toString('latin1').split(' ')[0] as ObjectType;
      total += raw.length - nul - 1;
      if (total > maxBytes) throw new GitExecError(`git merge-tree output exceeds ${maxBytes} bytes`, [], null, '');
      found.set(oid, { type, data: raw.subarray(nul + 1) });
    }
  }
  return found;
}

/** The file at `p` in the merged tree when git wrote it anew (a file with conflict markers); null otherwise. */
function markerFile(objects: Map<string, NewObject>, tree: string, p: string): Buffer | null {
  let oid = tree;
  for (const name of p.split('/')) {
    const dirObject = objects.get(oid);
    if (!dirObject || dirObject.type !== 'tree') return null;
    const entry = parseTree(Buffer.from(dirObject.data)).find((e) => e.name === name);
    if (!entry) return null;
    oid = entry.oid;
  }
  const blob = objects.get(oid);
  return blob && blob.type === 'blob' ? Buffer.from(blob.data) : null;
}
