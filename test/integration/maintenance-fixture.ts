// Test fixtures for repository maintenance: repositories that grow one small pack per commit, the way
// API commits make them, plus unreachable objects a writer has written but not (yet) referenced.
import { randomBytes } from 'node:crypto';
import { formatCommit, formatTree, hashObject, MODE, type TreeEntry } from '../../src/git/objects/format.js';
import { writePack, type NewObject } from '../../src/git/objects/pack-writer.js';
import { initBareRepo } from '../../src/git/repo-layout.js';
import { gitSync } from '../helpers/git-client.js';
import { bareGit, emptyCommitSeed } from '../helpers/git.js';
import { readRef, updateRef } from '../../src/git/refs/index.js';

const SIG = { name: 'Fixture', email: 'fixture@test', tz: '+0000' };

/** A bare repository laid out like Grove's (REPO_CONFIG), with the initial empty commit on main. */
export async function makeRepo(dir: string): Promise<string> {
  await initBareRepo(dir, {
    defaultBranch: 'main',
    seed: emptyCommitSeed({ ...SIG, timestamp: 1_700_000_000 }),
    fsync: false,
  });
  return dir;
}

/** Writes commits on a branch the way the API does: one undeltified pack, then a CAS of the ref. */
export class CommitWriter {
  readonly files = new Map<string, string>();
  #n = 0;

  constructor(
    readonly dir: string,
    readonly ref = 'refs/heads/main',
  ) {}

  /** `changes` files rewritten (or added) with `size` random-ish bytes each. Returns the new commit id. */
  async commit(changes = 2, size = 600): Promise<string> {
    const parent = await readRef(this.dir, this.ref);
    const objects: NewObject[] = [];
    for (let i = 0; i < changes; i++) {
      const name = `f${(this.#n * 7 + i) % 40}.txt`;
      // text that deltas well against earlier versions, plus a unique line
      const data = Buffer.from(`${'shared line of text\n'.repeat(Math.ceil(size / 20))}${this.#n}:${i}:${randomBytes(8).toString('hex')}\n`);
      objects.push({ type: 'blob', data });
      this.files.set(name, hashObject('blob', data));
    }
    const entries: TreeEntry[] = [...this.files].map(([name, oid]) => ({ mode: MODE.file, name, oid }));
    const tree = formatTree(entries);
    objects.push({ type: 'tree', data: tree });
    const ts = 1_700_000_000 + ++this.#n;
    const commit = formatCommit({
      tree: hashObject('tree', tree),
      parents: parent ? [parent] : [],
      author: { ...SIG, timestamp: ts },
      committer: { ...SIG, timestamp: ts },
      message: `commit ${this.#n}\n`,
    });
    objects.push({ type: 'commit', data: commit });
    const written = await writePack(this.dir, objects, { fsync: false });
    const oid = written!.oids.at(-1)!;
    await updateRef(this.dir, this.ref, oid, parent, { fsync: false });
    return oid;
  }
}

/**
 * Objects a writer has put in a pack but no ref reaches (yet): blobs, a tree and a commit on top of
 * the empty tree. Returns their ids.
 */
export async function writeUnreachable(dir: string, blobs = 3): Promise<string[]> {
  const objects: NewObject[] = [];
  for (let i = 0; i < blobs; i++) objects.push({ type: 'blob', data: Buffer.from(`unreachable ${randomBytes(12).toString('hex')}\n`) });
  const tree = formatTree([{ mode: MODE.file, name: 'lost.txt', oid: hashObject('blob', objects[0]!.data) }]);
  objects.push({ type: 'tree', data: tree });
  objects.push({
    type: 'commit',
    data: formatCommit({
      tree: hashObject('tree', tree),
      parents: [],
      author: { ...SIG, timestamp: 1_700_000_000 },
      committer: { ...SIG, timestamp: 1_700_000_000 },
      message: `dangling ${randomBytes(6).toString('hex')}\n`,
    }),
  });
  const written = await writePack(dir, objects, { fsync: false });
  return written!.oids;
}

/** Ids among `oids` that the repository does not have. */
export function missingObjects(dir: string, oids: readonly string[]): string[] {
  if (oids.length === 0) return [];
  const out = bareGit(dir, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], `${oids.join('\n')}\n`);
  return out
    .split('\n')
    .filter((line) => line.endsWith(' missing'))
    .map((line) => line.split(' ')[0]!);
}

/**
 * A history of `files` files in one commit, pushed with `git push` (receive-pack keeps it as one pack,
 * receive.unpackLimit=1): the first big push of a new repository.
 */
export function pushBigHistory(target: string, scratch: string, files: number): void {
  gitSync(['init', '-q', '--bare', scratch]);
  const lines: string[] = [];
  let data = '';
  for (let i = 0; i < files; i++) {
    const body = `file ${i}\n${'content '.repeat(10)}${i}\n`;
    data += `M 100644 inline dir${i % 20}/file${i}.txt\ndata ${Buffer.byteLength(body)}\n${body}\n`;
  }
  lines.push('commit refs/heads/main', 'committer Fixture <fixture@test> 1700000000 +0000', 'data 8', 'big push', data, 'done', '');
  bareGit(scratch, ['fast-import', '--quiet', '--done'], lines.join('\n'));
  bareGit(scratch, ['push', '-q', '--force', target, 'main:refs/heads/main']);
}
