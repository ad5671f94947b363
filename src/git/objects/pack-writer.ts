/**
 * Writes new objects as ONE undeltified pack + v2 .idx, in JS (see write-path-measurements.md: a
 * pack is 2 files to fsync instead of one per object, and writing the idx ourselves saves the ~7 ms
 * of spawning `git index-pack`).
 *
 * Durability order: tmp .pack + tmp .idx written and fsynced concurrently → rename .pack, then .idx
 * (git only sees a pack once its .idx exists) → fsync objects/pack. Only then may a ref point at it.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, stat, unlink, link } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { deflateAll } from './deflate.js';
import { errCode, fsyncDir, tmpSuffix, writeNewFile } from '../fsutil.js';
import { hashObject, type ObjectType } from './format.js';

export interface NewObject {
  type: ObjectType;
  data: Uint8Array;
}

export interface PackWriteOptions {
  /** zlib level; 1 is the measured sweet spot for the request path (repacks recompress later). */
  level?: number;
  /** fsync files and directory (default true). Only tests and throwaway repos should turn it off. */
  fsync?: boolean;
}

export interface WrittenPack {
  /** `pack-<checksum>` */
  name: string;
  packPath: string;
  idxPath: string;
  /** Object id of each input object, in input order. */
  oids: string[];
  /** Distinct objects in the pack. */
  count: number;
  packBytes: number;
}

const TYPE_CODE: Record<ObjectType, number> = { commit: 1, tree: 2, blob: 3, tag: 4 };

/** Pack object header: type and size as git's little-endian base-128 varint (4 size bits first). */
export function packObjectHeader(type: ObjectType, size: number): Buffer {
  const bytes: number[] = [];
  let byte = (TYPE_CODE[type] << 4) | (size & 0x0f);
  let rest = Math.floor(size / 16);
  while (rest > 0) {
    bytes.push(byte | 0x80);
    byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
  }
  bytes.push(byte);
  return Buffer.from(bytes);
}

export interface IdxEntry {
  oid: Buffer; // 20 bytes
  crc32: number;
  offset: number;
}

/**
 * Version 2 pack index: magic, version, 256-entry fanout, sorted ids, crc32s, 31-bit offsets (with
 * the MSB pointing into a 64-bit table for offsets ≥ 2^31), pack checksum, idx checksum.
 */
export function buildIdx(entries: readonly IdxEntry[], packChecksum: Buffer): Buffer {
  const sorted = [...entries].sort((a, b) => Buffer.compare(a.oid, b.oid));
  const n = sorted.length;
  const large = sorted.filter((e) => e.offset >= 0x80000000).length;
  const buf = Buffer.alloc(8 + 256 * 4 + n * 28 + large * 8 + 40);
  buf.writeUInt32BE(0xff744f63, 0);
  buf.writeUInt32BE(2, 4);
  const fanout = new Uint32Array(256);
  for (const e of sorted) fanout[e.oid[0]!]!++;
  let cum = 0;
  for (let i = 0; i < 256; i++) {
    cum += fanout[i]!;
    buf.writeUInt32BE(cum, 8 + i * 4);
  }
  let pos = 8 + 1024;
  const crcPos = pos + n * 20;
  const offPos = crcPos + n * 4;
  let largePos = offPos + n * 4;
  let largeIdx = 0;
  sorted.forEach((e, i) => {
    e.oid.copy(buf, pos + i * 20);
    buf.writeUInt32BE(e.crc32 >>> 0, crcPos + i * 4);
    if (e.offset < 0x80000000) {
      buf.writeUInt32BE(e.offset, offPos + i * 4);
    } else {
      buf.writeUInt32BE((0x80000000 | largeIdx++) >>> 0, offPos + i * 4);
      buf.writeBigUInt64BE(BigInt(e.offset), largePos);
      largePos += 8;
    }
  });
  pos = largePos;
  packChecksum.copy(buf, pos);
  createHash('sha1').update(buf.subarray(0, pos + 20)).digest().copy(buf, pos + 20);
  return buf;
}

export interface BuiltPack {
  /** Pack file contents as pieces (header, per-object header + deflated data…, trailer). */
  pieces: Buffer[];
  idx: Buffer;
  checksum: string;
  oids: string[];
  count: number;
  bytes: number;
}

/** Hash, deflate (off the event loop for anything but tiny batches) and lay out a pack in memory. */
export async function buildPack(objects: readonly NewObject[], level = 1): Promise<BuiltPack> {
  const oids = objects.map((o) => hashObject(o.type, o.data));
  const unique: number[] = [];
  const seen = new Set<string>();
  oids.forEach((oid, i) => {
    if (!seen.has(oid)) {
      seen.add(oid);
      unique.push(i);
    }
  });
  const deflated = await deflateAll(unique.map((i) => objects[i]!.data), level);

  const header = Buffer.alloc(12);
  header.write('PACK', 0, 'latin1');
  header.writeUInt32BE(2, 4);
  header.writeUInt32BE(unique.length, 8);
  const sha = createHash('sha1').update(header);
  const pieces: Buffer[] = [header];
  const entries: IdxEntry[] = [];
  let offset = header.length;
  unique.forEach((i, k) => {
    const obj = objects[i]!;
    const hdr = packObjectHeader(obj.type, obj.data.length);
    const z = deflated[k]!;
    entries.push({ oid: Buffer.from(oids[i]!, 'hex'), crc32: zlib.crc32(z, zlib.crc32(hdr)), offset });
    sha.update(hdr).update(z);
    pieces.push(hdr, z);
    offset += hdr.length + z.length;
  });
  const trailer = sha.digest();
  pieces.push(trailer);
  return {
    pieces,
    idx: buildIdx(entries, trailer),
    checksum: trailer.toString('hex'),
    oids,
    count: unique.length,
    bytes: offset + trailer.length,
  };
}

/** Write `objects` into `<repo>/objects/pack/`. Returns null (and writes nothing) for no objects. */
export async function writePack(
  repoPath: string,
  objects: readonly NewObject[],
  opts: PackWriteOptions = {},
): Promise<WrittenPack | null> {
  if (objects.length === 0) return null;
  const fsync = opts.fsync ?? true;
  const pack = await buildPack(objects, opts.level ?? 1);
  const dir = path.join(repoPath, 'objects', 'pack');
  const suffix = tmpSuffix();
  // tmp_ names: git's own temporary prefix, so `git gc`/`prune` cleans up leftovers after a crash
  const tmpPack = path.join(dir, `tmp_pack_${suffix}`);
  const tmpIdx = path.join(dir, `tmp_idx_${suffix}`);
  const name = `pack-${pack.checksum}`;
  const packPath = path.join(dir, `${name}.pack`);
  const idxPath = path.join(dir, `${name}.idx`);
  try {
    // read-only like git's packs; the open fd can still write
    await Promise.all([
      writeNewFile(tmpPack, pack.pieces, { fsync, mode: 0o444 }),
      writeNewFile(tmpIdx, pack.idx, { fsync, mode: 0o444 }),
    ]);
    await rename(tmpPack, packPath);
    await rename(tmpIdx, idxPath);
  } catch (err) {
    await Promise.all([unlink(tmpPack).catch(() => {}), unlink(tmpIdx).catch(() => {})]);
    throw err;
  }
  if (fsync) await fsyncDir(dir);
  return { name, packPath, idxPath, oids: pack.oids, count: pack.count, packBytes: pack.bytes };
}

/**
 * One loose object (`objects/xx/yyyy…`), for tiny writes. Skips objects that already exist loose.
 * Returns the object id.
 */
export async function writeLooseObject(
  repoPath: string,
  type: ObjectType,
  data: Uint8Array,
  opts: PackWriteOptions = {},
): Promise<string> {
  const fsync = opts.fsync ?? true;
  const oid = hashObject(type, data);
  const objects = path.join(repoPath, 'objects');
  const dir = path.join(objects, oid.slice(0, 2));
  const file = path.join(dir, oid.slice(2));
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (exists) return oid;
  const [body] = await deflateAll([Buffer.concat([Buffer.from(`${type} ${data.length}\0`, 'latin1'), data])], opts.level ?? 1);
  const created = (await mkdir(dir, { recursive: true })) !== undefined;
  const tmp = path.join(dir, `tmp_obj_${tmpSuffix()}`);
  try {
    await writeNewFile(tmp, body!, { fsync, mode: 0o444 });
    // link (not rename) so a concurrent writer of the same object never sees EEXIST as an error
    await link(tmp, file).catch((err: unknown) => {
      if (errCode(err) !== 'EEXIST') throw err;
    });
  } finally {
    await unlink(tmp).catch(() => {});
  }
  if (fsync) await Promise.all([fsyncDir(dir), created ? fsyncDir(objects) : undefined]);
  return oid;
}
