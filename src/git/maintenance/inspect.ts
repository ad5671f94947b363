/**
 * A cheap look at a repository for maintenance: a readdir of objects/pack, a stat per pack, the pack names in
 * the multi-pack-index, a sample of the loose objects, a count of loose refs: well under a millisecond per small
 * repository.
 */
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { errCode } from '../fsutil.js';

const LOOSE_REF_COUNT_CAP = 10_000;


export interface PackInfo {
  /** `pack-<hash>` */
  name: string;
  /** Object count, from the .idx size (v2: 1072 bytes + 28 per object; +8 per object past 2 GiB). */
  objects: number;
  /** When the pack's .idx was written (the pack becomes visible then). */
  mtimeMs: number;
  cruft: boolean;
  keep: boolean;
  /** Has its own single-pack .bitmap. */
  bitmap: boolean;
  /** Listed in the multi-pack-index. */
  inMidx: boolean;
}

export interface RepoState {
  packs: PackInfo[];
  /** Objects in all packs (duplicates across packs counted twice). */
  packedObjects: number;
  /** Loose objects, extrapolated from objects/17 like `git gc --auto` (×256). */
  looseEstimate: number;
  hasMidx: boolean;
  /** When the multi-pack-index was last written, i.e. the last maintenance run (null without one). */
  midxMtimeMs: number | null;
  hasMidxBitmap: boolean;
  /** A multi-pack bitmap or any single-pack bitmap exists. */
  hasBitmap: boolean;
  /** Non-cruft packs the multi-pack-index does not list (all of them when there is none). */
  packsOutsideMidx: number;
  /** Objects in packs no bitmap covers. */
  objectsOutsideBitmap: number;
  hasCommitGraph: boolean;
  /** Loose ref files under refs/, counted up to LOOSE_REF_COUNT_CAP. */
  looseRefs: number;
  /** Borrows objects from another repository (objects/info/alternates). */
  hasAlternates: boolean;
}

const IDX_V2_FIXED = 8 + 256 * 4 + 40;
const MIDX_BITMAP_RE = /^multi-pack-index-[0-9a-f]{40,64}\.bitmap$/;
const LOOSE_RE = /^[0-9a-f]{38}$/;

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch (err) {
    if (errCode(err) === 'ENOENT' || errCode(err) === 'ENOTDIR') return false;
    throw err;
  }
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if (errCode(err) === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Pack names (`pack-<hash>`) listed in a multi-pack-index, read from its PNAM chunk (format: header
 * "MIDX", version, hash version, chunk count, base count, pack count; then a chunk table of 12-byte rows,
 * id + 8-byte offset, ending with a zero id). Null when the file is missing or not understood.
 */
export async function readMidxPackNames(midxPath: string): Promise<Set<string> | null> {
  let fh;
  try {
    fh = await open(midxPath, 'r');
  } catch (err) {
    if (errCode(err) === 'ENOENT') return null;
    throw err;
  }
  try {
    const header = Buffer.alloc(12);
    if ((await fh.read(header, 0, 12, 0)).bytesRead < 12 || header.toString('latin1', 0, 4) !== 'MIDX') return null;
    const chunks = header[6]!;
    const table = Buffer.alloc((chunks + 1) * 12);
    if ((await fh.read(table, 0, table.length, 12)).bytesRead < table.length) return null;
    const rows: Array<{ id: string; offset: number }> = [];
    for (let i = 0; i <= chunks; i++) {
      rows.push({ id: table.toString('latin1', i * 12, i * 12 + 4), offset: Number(table.readBigUInt64BE(i * 12 + 4)) });
    }
    const pnam = rows.find((r) => r.id === 'PNAM');
    if (!pnam) return null;
    const end = Math.min(...rows.filter((r) => r.offset > pnam.offset).map((r) => r.offset));
    if (!Number.isFinite(end) || end - pnam.offset > 64 * 1024 * 1024) return null;
    const names = Buffer.alloc(end - pnam.offset);
    await fh.read(names, 0, names.length, pnam.offset);
    const out = new Set<string>();
    for (const n of names.toString('utf8').split('\0')) {
      if (n.endsWith('.idx')) out.add(n.slice(0, -4));
      else if (n.endsWith('.pack')) out.add(n.slice(0, -5));
    }
    return out;
  } finally {
    await fh.close();
  }
}

/** A cheap snapshot of a repository's object storage (no git spawned). */
export async function inspectRepo(repoDir: string): Promise<RepoState> {
  const objects = path.join(repoDir, 'objects');
  const packDir = path.join(objects, 'pack');
  const [names, sample, midxNames, midxStat, graph, graphChain, alternates, looseRefs] = await Promise.all([
    readdirOrEmpty(packDir),
    readdirOrEmpty(path.join(objects, '17')),
    readMidxPackNames(path.join(packDir, 'multi-pack-index')),
    stat(path.join(packDir, 'multi-pack-index')).catch(() => null),
    exists(path.join(objects, 'info', 'commit-graph')),
    exists(path.join(objects, 'info', 'commit-graphs', 'commit-graph-chain')),
    exists(path.join(objects, 'info', 'alternates')),
    countLooseRefs(repoDir, LOOSE_REF_COUNT_CAP),
  ]);
  const files = new Set(names);
  const bases = names.filter((n) => n.startsWith('pack-') && n.endsWith('.pack')).map((n) => n.slice(0, -5));
  // only the .idx is stat'ed (its size gives the object count); a few at a time, so a repository with
  // hundreds of packs does not flood libuv's small thread pool that request handlers share
  const packs = (
    await mapLimit(bases, 8, async (name): Promise<PackInfo | null> => {
      if (!files.has(`${name}.idx`)) return null; // still being written: git ignores it too
      const idx = await stat(path.join(packDir, `${name}.idx`)).catch(() => null);
      if (!idx) return null; // deleted by a concurrent repack
      return {
        name,
        objects: Math.max(0, Math.floor((idx.size - IDX_V2_FIXED) / 28)),
        mtimeMs: idx.mtimeMs,
        cruft: files.has(`${name}.mtimes`),
        keep: files.has(`${name}.keep`),
        bitmap: files.has(`${name}.bitmap`),
        inMidx: midxNames?.has(name) ?? false,
      };
    })
  ).filter((p): p is PackInfo => p !== null);
  const hasMidxBitmap = midxNames !== null && names.some((n) => MIDX_BITMAP_RE.test(n));
  return {
    packs,
    packedObjects: packs.reduce((n, p) => n + p.objects, 0),
    looseEstimate: sample.filter((n) => LOOSE_RE.test(n)).length * 256,
    hasMidx: midxNames !== null,
    midxMtimeMs: midxNames !== null && midxStat ? midxStat.mtimeMs : null,
    hasMidxBitmap,
    hasBitmap: hasMidxBitmap || packs.some((p) => p.bitmap),
    packsOutsideMidx: packs.filter((p) => !p.cruft && !p.inMidx).length,
    objectsOutsideBitmap: packs
      .filter((p) => !p.cruft && !p.bitmap && !(hasMidxBitmap && p.inMidx))
      .reduce((n, p) => n + p.objects, 0),
    hasCommitGraph: graph || graphChain,
    hasAlternates: alternates,
    looseRefs,
  };
}

/** Loose refs under refs/, counting up to `cap`. */
async function countLooseRefs(repoDir: string, cap: number): Promise<number> {
  let n = 0;
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (n >= cap) return;
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else if (e.isFile() && !e.name.endsWith('.lock')) n++;
    }
  };
  await walk(path.join(repoDir, 'refs'));
  return n;
}

/** The repack command for `mode` (exported for tests and the ADR). */
