/**
 * Fork networks on disk (docs/adr/0003-fork-networks.md).
 *
 * A network's object pool is a bare repository at `<data>/pools/<aa>/<bb>/<network-id>.git`. Every member
 * (the repository that was forked and all its instant forks) lists exactly one alternate: the pool's
 * `objects` directory. The pool never has refs, so nothing about one member's refs can reach another
 * member through the `.have` lines receive-pack advertises for alternates.
 *
 * Objects enter the pool only by `moveObjectsToPool`: a member's own packs and loose objects are hard-linked
 * into the pool (no bytes copied). The member keeps its links until `releaseMovedFiles`, which runs later
 * (a delayed job): a git process that started before the member's alternates file existed never looks in
 * the pool, so the member's own copies must outlive every such process. Links share inodes, so keeping
 * them costs no space.
 *
 * Each file is touched before it is linked: the pool sweep measures an unreachable object's grace from its
 * mtime, and a file that just arrived must never look old (see pool-sweep.ts).
 */
import { createHash } from 'node:crypto';
import { link, mkdir, open, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GitArgError } from '../args.js';
import { errCode, fsyncDir, readdirOrEmpty, tmpSuffix } from '../fsutil.js';
import { initBareRepo, RepoExistsError } from '../repo-layout.js';

const NETWORK_ID_RE = /^[A-Za-z0-9_-]{1,200}$/;
export const PACK_RE = /^(pack-[0-9a-f]{40,64})\.(pack|idx|rev|bitmap|mtimes)$/;
export const LOOSE_DIR_RE = /^[0-9a-f]{2}$/;
export const LOOSE_FILE_RE = /^[0-9a-f]{38}$/;
const MIDX_FILE_RE = /^multi-pack-index(?:-[0-9a-f]{40,64}\.(?:bitmap|rev))?$/;
/** Link order inside one pack: the .idx last, because git only sees a pack once its .idx exists. */
const PACK_EXT_ORDER = ['pack', 'rev', 'mtimes', 'bitmap', 'idx'] as const;

/** `<dataDir>/pools/<aa>/<bb>/<networkId>.git`, spread like repositories (sha256 of the id). */
export function poolPath(dataDir: string, networkId: string): string {
  if (!NETWORK_ID_RE.test(networkId)) throw new GitArgError(`invalid network id: ${JSON.stringify(networkId)}`);
  const h = createHash('sha256').update(networkId).digest('hex');
  return path.join(dataDir, 'pools', h.slice(0, 2), h.slice(2, 4), `${networkId}.git`);
}

/** Creates the pool repository unless it exists (idempotent). */
export async function ensurePool(poolDir: string): Promise<void> {
  if (await stat(path.join(poolDir, 'objects')).then(() => true, () => false)) return;
  try {
    await initBareRepo(poolDir, { defaultBranch: 'main' });
  } catch (err) {
    if (!(err instanceof RepoExistsError)) throw err;
  }
}

/** The directories a repository borrows objects from (absolute), from objects/info/alternates. */
async function readAlternates(repoDir: string): Promise<string[]> {
  const objects = path.join(repoDir, 'objects');
  let text: string;
  try {
    text = await readFile(path.join(objects, 'info', 'alternates'), 'utf8');
  } catch (err) {
    if (errCode(err) === 'ENOENT') return [];
    throw err;
  }
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => path.resolve(objects, l));
}

/** The alternates line for `repoDir` → `targetObjectsDir`: relative, so the data directory can move. */
export function alternatesLine(repoDir: string, targetObjectsDir: string): string {
  return `${path.relative(path.join(path.resolve(repoDir), 'objects'), path.resolve(targetObjectsDir))}\n`;
}

/** Atomically (re)writes objects/info/alternates so it lists exactly the pool. */
export async function writeAlternates(repoDir: string, poolDir: string, opts: { fsync?: boolean } = {}): Promise<void> {
  const info = path.join(repoDir, 'objects', 'info');
  await mkdir(info, { recursive: true });
  const file = path.join(info, 'alternates');
  const tmp = `${file}.tmp-${tmpSuffix()}`;
  const fh = await open(tmp, 'wx', 0o644);
  try {
    await fh.writeFile(alternatesLine(repoDir, path.join(poolDir, 'objects')));
    if (opts.fsync ?? true) await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(tmp, file);
  if (opts.fsync ?? true) await fsyncDir(info);
}

/** Whether `repoDir` borrows from exactly this pool. */
export async function usesPool(repoDir: string, poolDir: string): Promise<boolean> {
  const alternates = await readAlternates(repoDir);
  return alternates.length === 1 && alternates[0] === path.resolve(poolDir, 'objects');
}

export interface ObjectFiles {
  /** Complete packs (`.pack` and `.idx` present): base name → extensions present. */
  packs: Map<string, Set<string>>;
  /** Loose objects, as `xx/yyyy…` relative to objects/. */
  loose: string[];
}

/** The object files a repository holds itself (not through alternates). */
export async function listObjectFiles(repoDir: string): Promise<ObjectFiles> {
  const objects = path.join(repoDir, 'objects');
  const packs = new Map<string, Set<string>>();
  for (const name of await readdirOrEmpty(path.join(objects, 'pack'))) {
    const m = PACK_RE.exec(name);
    if (!m) continue;
    const exts = packs.get(m[1]!) ?? new Set<string>();
    exts.add(m[2]!);
    packs.set(m[1]!, exts);
  }
  for (const [base, exts] of packs) if (!exts.has('pack') || !exts.has('idx')) packs.delete(base);
  const dirs = (await readdirOrEmpty(objects)).filter((d) => LOOSE_DIR_RE.test(d));
  const loose = (
    await Promise.all(dirs.map(async (d) => (await readdirOrEmpty(path.join(objects, d))).filter((f) => LOOSE_FILE_RE.test(f)).map((f) => `${d}/${f}`)))
  ).flat();
  return { packs, loose };
}

function hasBitmapFile(names: string[]): boolean {
  return names.some((n) => n.endsWith('.bitmap'));
}

type LinkResult = 'linked' | 'exists' | 'gone';

/** Touch the source (mtime = now, see the header), then hard-link it to `to`. */
async function touchAndLink(from: string, to: string, now: Date): Promise<LinkResult> {
  try {
    await utimes(from, now, now);
    await link(from, to);
    return 'linked';
  } catch (err) {
    if (errCode(err) === 'EEXIST') return 'exists';
    if (errCode(err) === 'ENOENT') return 'gone';
    throw err;
  }
}

/**
 * The object files a member has already moved into its pool but still keeps until their release (so that
 * processes that opened the repository before it joined keep finding them). Later moves must skip them,
 * or the pool would gain a second copy of objects it already holds.
 */
export const MOVED_MANIFEST = path.join('objects', 'info', 'grove-moved');

async function readMovedManifest(repoDir: string): Promise<Set<string>> {
  try {
    return new Set((await readFile(path.join(repoDir, MOVED_MANIFEST), 'utf8')).split('\n').filter(Boolean));
  } catch (err) {
    if (errCode(err) === 'ENOENT') return new Set();
    throw err;
  }
}

async function writeMovedManifest(repoDir: string, files: Set<string>): Promise<void> {
  const file = path.join(repoDir, MOVED_MANIFEST);
  const tmp = `${file}.tmp`;
  await writeFile(tmp, [...files].map((f) => `${f}\n`).join(''));
  await rename(tmp, file);
}

/**
 * Hard-links every object file `repoDir` holds itself into the pool and returns them (relative to
 * objects/). Works without the repository's maintenance lock too: a pack that vanishes while we link it
 * was rolled into a new pack by a concurrent repack, so the listing is repeated until one pass links
 * everything it saw. A pack's `.bitmap` is linked only while the pool has no bitmap (git uses one).
 */
export async function moveObjectsToPool(repoDir: string, poolDir: string, opts: { now?: number } = {}): Promise<string[]> {
  const now = new Date(opts.now ?? Date.now());
  const src = path.join(repoDir, 'objects');
  const dst = path.join(poolDir, 'objects');
  const moved = new Set<string>();
  const earlier = await readMovedManifest(repoDir);
  for (let round = 0; round < 20; round++) {
    const files = await listObjectFiles(repoDir);
    let poolHasBitmap = hasBitmapFile(await readdirOrEmpty(path.join(dst, 'pack')));
    let vanished = false;
    for (const [base, exts] of files.packs) {
      if (moved.has(`pack/${base}.idx`) || earlier.has(`pack/${base}.idx`)) continue;
      let complete = true;
      for (const ext of PACK_EXT_ORDER) {
        if (!exts.has(ext)) continue;
        if (ext === 'bitmap' && poolHasBitmap) continue;
        const rel = `pack/${base}.${ext}`;
        const res = await touchAndLink(path.join(src, rel), path.join(dst, rel), now);
        if (res === 'gone') {
          complete = false;
          break;
        }
        moved.add(rel);
        if (ext === 'bitmap') poolHasBitmap = true;
      }
      if (!complete) vanished = true;
    }
    const looseDirs = new Set<string>();
    for (const rel of files.loose) {
      if (moved.has(rel) || earlier.has(rel)) continue;
      const dir = rel.slice(0, 2);
      if (!looseDirs.has(dir)) {
        await mkdir(path.join(dst, dir), { recursive: true });
        looseDirs.add(dir);
      }
      const res = await touchAndLink(path.join(src, rel), path.join(dst, rel), now);
      if (res === 'gone') vanished = true;
      else moved.add(rel);
    }
    if (!vanished) {
      await fsyncDir(path.join(dst, 'pack'));
      await Promise.all([...looseDirs].map((d) => fsyncDir(path.join(dst, d))));
      if (moved.size > 0) await writeMovedManifest(repoDir, new Set([...earlier, ...moved]));
      return [...moved];
    }
  }
  throw new Error(`objects of ${repoDir} kept changing while they were moved into the pool`);
}

/**
 * Removes a member's own links to files that `moveObjectsToPool` put into the pool. Only when the member
 * reads through that pool. The multi-pack-index goes first (git falls back to the packs' own .idx files;
 * maintenance writes a new one), and each pack's `.idx` goes before its data so git stops seeing it at once.
 */
export async function releaseMovedFiles(repoDir: string, poolDir: string, files: readonly string[]): Promise<number> {
  if (!(await usesPool(repoDir, poolDir))) return 0;
  const objects = path.join(repoDir, 'objects');
  const packDir = path.join(objects, 'pack');
  if (files.some((f) => f.startsWith('pack/') && f.endsWith('.idx'))) {
    // a multi-pack-index may name a released pack: drop it (maintenance writes a new one)
    for (const name of await readdirOrEmpty(packDir)) {
      if (MIDX_FILE_RE.test(name)) await unlink(path.join(packDir, name)).catch(() => {});
    }
  }
  const order = (f: string) => (f.endsWith('.idx') ? 0 : 1);
  let removed = 0;
  for (const rel of [...files].sort((a, b) => order(a) - order(b))) {
    const isPack = rel.startsWith('pack/') && PACK_RE.test(rel.slice(5));
    const isLoose = LOOSE_DIR_RE.test(rel.slice(0, 2)) && rel[2] === '/' && LOOSE_FILE_RE.test(rel.slice(3));
    if (!isPack && !isLoose) continue; // never trust a manifest with other paths
    try {
      await unlink(path.join(objects, rel));
      removed++;
    } catch (err) {
      if (errCode(err) !== 'ENOENT') throw err;
    }
  }
  const manifest = await readMovedManifest(repoDir);
  for (const rel of files) manifest.delete(rel);
  await writeMovedManifest(repoDir, manifest);
  return removed;
}

/**
 * Deletes a member's own reachability bitmaps (pack and multi-pack-index bitmaps). git uses one bitmap and
 * warns about every other one it finds, alternates included ("ignoring extra bitmap file", shown to
 * cloning clients), so once a member reads through the pool, the pool's bitmap is the only one. Safe for
 * concurrent readers: a bitmap is an optional index; a reader that cannot open it walks the objects.
 */
export async function dropLocalBitmaps(repoDir: string): Promise<void> {
  const packDir = path.join(repoDir, 'objects', 'pack');
  for (const name of await readdirOrEmpty(packDir)) {
    if (name.endsWith('.bitmap')) await unlink(path.join(packDir, name)).catch(() => {});
  }
}

/** Objects in one pack, from its .idx header (v2: fan-out table entry 255; v1 has no header). */
export async function idxObjectCount(idxPath: string): Promise<number> {
  let fh;
  try {
    fh = await open(idxPath, 'r');
  } catch (err) {
    if (errCode(err) === 'ENOENT') return 0;
    throw err;
  }
  try {
    const buf = Buffer.alloc(8 + 256 * 4);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    if (bytesRead < buf.length) return 0;
    const v2 = buf.readUInt32BE(0) === 0xff744f63;
    return v2 ? buf.readUInt32BE(8 + 255 * 4) : buf.readUInt32BE(255 * 4);
  } finally {
    await fh.close();
  }
}

export interface ObjectCount {
  /** Objects in packs (an object in two packs counts twice), cruft packs included. */
  packed: number;
  loose: number;
}

/** Counts the objects a repository (or pool) holds itself: .idx headers and a readdir per loose directory. */
export async function countObjects(repoDir: string): Promise<ObjectCount> {
  const files = await listObjectFiles(repoDir);
  const counts = await Promise.all([...files.packs.keys()].map((base) => idxObjectCount(path.join(repoDir, 'objects', 'pack', `${base}.idx`))));
  return { packed: counts.reduce((a, b) => a + b, 0), loose: files.loose.length };
}
