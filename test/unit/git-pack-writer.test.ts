import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, test } from 'node:test';
import { EMPTY_TREE_OID, formatCommit, formatTree, MODE } from '../../src/git/objects/format.js';
import { inflateSync } from 'node:zlib';
import { deflateAll } from '../../src/git/objects/deflate.js';
import { buildIdx, packObjectHeader, writeLooseObject, writePack, type NewObject } from '../../src/git/objects/pack-writer.js';
import { gitBytes, gitSync } from '../helpers/git-client.js';

describe('git pack writer', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'grove-git-pack-'));
  let dir: string;
  let n = 0;
  const git = (args: string[]): string => gitSync(args, { gitDir: dir });
  beforeEach(() => {
    dir = path.join(root, `r${n++}.git`);
    gitSync(['init', '-q', '--bare', dir]);
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  const sig = { name: 'T', email: 't@t', timestamp: 1700000000, tz: '+0000' };

  function sampleObjects(): NewObject[] {
    const blobs = [Buffer.from('hello\n'), Buffer.alloc(0), randomBytes(200_000), Buffer.from('x'.repeat(5000))];
    const blobOids: string[] = [];
    const objects: NewObject[] = blobs.map((data) => ({ type: 'blob', data }));
    // hash here so the trees can refer to the blobs
    for (const b of blobs) blobOids.push(gitSync(['hash-object', '--stdin'], { input: b }).trim());
    const sub = formatTree([{ mode: MODE.file, name: 'big.bin', oid: blobOids[2]! }]);
    const subOid = gitSync(['hash-object', '-t', 'tree', '--stdin'], { input: sub }).trim();
    const tree = formatTree([
      { mode: MODE.file, name: 'hello.txt', oid: blobOids[0]! },
      { mode: MODE.file, name: 'empty', oid: blobOids[1]! },
      { mode: MODE.executable, name: 'xs.sh', oid: blobOids[3]! },
      { mode: MODE.tree, name: 'sub', oid: subOid },
    ]);
    const treeOid = gitSync(['hash-object', '-t', 'tree', '--stdin'], { input: tree }).trim();
    objects.push({ type: 'tree', data: sub }, { type: 'tree', data: tree });
    objects.push({ type: 'commit', data: formatCommit({ tree: treeOid, parents: [], author: sig, committer: sig, message: 'packed\n' }) });
    return objects;
  }

  test('writes a pack + idx that git verifies, reads and fscks', async () => {
    const objects = sampleObjects();
    const res = await writePack(dir, objects);
    assert.ok(res);
    assert.equal(res.count, objects.length);
    const verify = git(['verify-pack', '-v', res.idxPath]);
    assert.match(verify, new RegExp(`${res.oids[2]} blob\\s+200000 `));
    for (const [i, o] of objects.entries()) {
      const out = gitBytes(['cat-file', o.type, res.oids[i]!], { gitDir: dir });
      assert.deepEqual(out, Buffer.from(o.data));
    }
    git(['update-ref', 'refs/heads/main', res.oids.at(-1)!]);
    git(['fsck', '--strict', '--no-dangling']);
    assert.match(git(['log', '--format=%s', 'main']), /^packed$/m);
    // no temporary files left behind, files read-only like git's
    const files = readdirSync(path.join(dir, 'objects', 'pack'));
    assert.deepEqual(files.sort(), [`${res.name}.idx`, `${res.name}.pack`]);
  });

  test('our .idx is byte-identical to git index-pack output', async () => {
    const res = await writePack(dir, sampleObjects());
    assert.ok(res);
    const idx = path.join(root, 'index-pack.idx');
    gitSync(['index-pack', '-o', idx, res.packPath]);
    assert.deepEqual(readFileSync(res.idxPath), readFileSync(idx));
  });

  test('0 objects writes nothing; duplicate objects are stored once', async () => {
    assert.equal(await writePack(dir, []), null);
    assert.deepEqual(readdirSync(path.join(dir, 'objects', 'pack')), []);
    const blob: NewObject = { type: 'blob', data: Buffer.from('same') };
    const res = await writePack(dir, [blob, blob, { type: 'tree', data: Buffer.alloc(0) }]);
    assert.ok(res);
    assert.equal(res.count, 2);
    assert.equal(res.oids[0], res.oids[1]);
    assert.equal(res.oids[2], EMPTY_TREE_OID);
    git(['verify-pack', res.idxPath]);
  });

  test('object header varint', () => {
    assert.deepEqual(packObjectHeader('blob', 0), Buffer.from([0x30]));
    assert.deepEqual(packObjectHeader('blob', 15), Buffer.from([0x3f]));
    assert.deepEqual(packObjectHeader('commit', 16), Buffer.from([0x90, 0x01]));
    assert.deepEqual(packObjectHeader('tree', 200_000), Buffer.from([0xa0, 0xd4, 0x61]));
    // sizes beyond 2^32 must not be truncated by 32-bit bit operations
    const big = packObjectHeader('blob', 2 ** 33 + 5);
    let size = big[0]! & 0x0f;
    let shift = 4;
    for (let i = 1; i < big.length; i++) {
      size += (big[i]! & 0x7f) * 2 ** shift;
      shift += 7;
    }
    assert.equal(size, 2 ** 33 + 5);
  });

  test('idx large offset table for offsets >= 2^31', () => {
    const oid = (b: number): Buffer => Buffer.alloc(20, b);
    const entries = [
      { oid: oid(0xaa), crc32: 1, offset: 12 },
      { oid: oid(0x01), crc32: 2, offset: 2 ** 31 + 7 },
      { oid: oid(0x02), crc32: 3, offset: 2 ** 33 },
    ];
    const idx = buildIdx(entries, Buffer.alloc(20, 9));
    const n = 3;
    assert.equal(idx.readUInt32BE(8 + 0x01 * 4), 1); // fanout[0x01]
    assert.equal(idx.readUInt32BE(8 + 0xa9 * 4), 2);
    assert.equal(idx.readUInt32BE(8 + 255 * 4), 3);
    const offPos = 8 + 1024 + n * 24;
    assert.equal(idx.readUInt32BE(offPos), 0x80000000); // 0x01… → large[0]
    assert.equal(idx.readUInt32BE(offPos + 4), 0x80000001); // 0x02… → large[1]
    assert.equal(idx.readUInt32BE(offPos + 8), 12);
    assert.equal(idx.readBigUInt64BE(offPos + 12), BigInt(2 ** 31 + 7));
    assert.equal(idx.readBigUInt64BE(offPos + 20), BigInt(2 ** 33));
    assert.equal(idx.length, offPos + 12 + 16 + 40);
  });

  test('loose object writer', async () => {
    const oid = await writeLooseObject(dir, 'blob', Buffer.from('loose\n'));
    assert.equal(oid, gitSync(['hash-object', '--stdin'], { input: 'loose\n' }).trim());
    assert.equal(git(['cat-file', 'blob', oid]), 'loose\n');
    assert.equal(await writeLooseObject(dir, 'blob', Buffer.from('loose\n')), oid); // idempotent
    assert.deepEqual(readdirSync(path.join(dir, 'objects', oid.slice(0, 2))), [oid.slice(2)]);
    git(['fsck', '--strict']);
  });

  test('deflateAll: inline, worker and large-object paths give valid zlib streams in order', async () => {
    const tiny = [Buffer.from('a'), Buffer.alloc(0)];
    const medium = Array.from({ length: 20 }, (_, i) => Buffer.from(`${i}`.repeat(2000 + i)));
    const large = randomBytes(1024 * 1024 + 3);
    for (const batch of [tiny, medium, [large, ...medium, large]]) {
      const out = await deflateAll(batch, 1);
      assert.equal(out.length, batch.length);
      out.forEach((z, i) => assert.ok(inflateSync(z).equals(batch[i]!), `item ${i}`));
    }
  });

  test('a 45-object pack (like a 10-file commit) writes in a few ms', async () => {
    const objects: NewObject[] = [];
    for (let i = 0; i < 45; i++) objects.push({ type: 'blob', data: Buffer.from(`${i}\n${'line of code;\n'.repeat(300)}`) });
    await writePack(dir, objects.slice(0, 2)); // warm up
    const t0 = performance.now();
    const res = await writePack(dir, objects);
    const ms = performance.now() - t0;
    assert.ok(res);
    assert.ok(ms < 200, `took ${ms} ms`);
  });
});
