import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { PackResponseCache } from '../../src/git/protocol/pack-response-cache.js';

const key = (n: number) => n.toString(16).padStart(64, '0');

async function put(cache: PackResponseCache, repo: string, k: string, bytes: number): Promise<void> {
  const rec = await cache.record(repo, k);
  assert.ok(rec);
  rec.write(Buffer.alloc(bytes / 2, 1));
  rec.write(Buffer.alloc(bytes / 2, 2));
  await rec.commit();
}

async function read(cache: PackResponseCache, repo: string, k: string): Promise<Buffer | null> {
  const handle = await cache.open(repo, k);
  if (!handle) return null;
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

describe('PackResponseCache', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'grove-pack-cache-'));
  let n = 0;
  const dir = () => path.join(root, `c${n++}`);
  after(() => rmSync(root, { recursive: true, force: true }));

  test('records, replays, and keeps nothing for aborted, oversized or tiny answers', async () => {
    const cache = new PackResponseCache(dir(), { maxBytes: 1000, maxEntryBytes: 400, minEntryBytes: 10 });
    await put(cache, 'r1', key(1), 100);
    const back = await read(cache, 'r1', key(1));
    assert.deepEqual(back, Buffer.concat([Buffer.alloc(50, 1), Buffer.alloc(50, 2)]));
    assert.equal(await read(cache, 'r2', key(1)), null, 'per repository');

    const aborted = await cache.record('r1', key(2));
    aborted!.write(Buffer.alloc(100));
    aborted!.abort();
    await aborted!.commit(); // too late: stays discarded
    await put(cache, 'r1', key(3), 500); // over maxEntryBytes
    await put(cache, 'r1', key(4), 8); // under minEntryBytes
    for (const k of [2, 3, 4]) assert.equal(await read(cache, 'r1', key(k)), null);
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(readdirSync(path.join(cache.dir, 'r1')), [`${key(1)}.pack`], 'no temporary file left behind');
    assert.equal(cache.bytes, 100);
  });

  test('one recording per entry at a time: concurrent identical answers are not written twice', async () => {
    const cache = new PackResponseCache(dir(), { maxBytes: 10_000, minEntryBytes: 1 });
    const first = await cache.record('r', key(1));
    assert.ok(first);
    assert.equal(await cache.record('r', key(1)), null, 'already being recorded');
    assert.ok(await cache.record('r', key(2)), 'another key is independent');
    first.write(Buffer.alloc(100));
    await first.commit();
    const again = await cache.record('r', key(1));
    assert.ok(again, 'recordable again once the first is done');
    again.abort();
    assert.ok(await cache.record('r', key(1)), 'and after an abort');
  });

  test('stays within maxBytes: the least recently used entries and their files go', async () => {
    const cache = new PackResponseCache(dir(), { maxBytes: 300, maxEntryBytes: 300, minEntryBytes: 1 });
    await put(cache, 'r', key(1), 100);
    await put(cache, 'r', key(2), 100);
    await put(cache, 'r', key(3), 100);
    assert.ok(await read(cache, 'r', key(1))); // used: kept over key 2
    await put(cache, 'r', key(4), 100);
    assert.equal(cache.bytes, 300);
    assert.equal(await read(cache, 'r', key(2)), null);
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(existsSync(path.join(cache.dir, 'r', `${key(2)}.pack`)), false, 'its file is removed');
    for (const k of [1, 3, 4]) assert.ok(await read(cache, 'r', key(k)), `entry ${k}`);
  });

  test('a new process finds the entries on disk and drops leftovers of interrupted writes', async () => {
    const d = dir();
    const first = new PackResponseCache(d, { maxBytes: 10_000, minEntryBytes: 1 });
    await put(first, 'r', key(1), 100);
    writeFileSync(path.join(d, 'r', 'tmp-deadbeef'), 'half a response');
    mkdirSync(path.join(d, 'not a repo id'));
    const second = new PackResponseCache(d, { maxBytes: 10_000, minEntryBytes: 1 });
    assert.equal((await read(second, 'r', key(1)))?.length, 100);
    assert.equal(existsSync(path.join(d, 'r', 'tmp-deadbeef')), false);
    // another process sharing the directory removed an entry: a miss, not an error
    unlinkSync(path.join(d, 'r', `${key(1)}.pack`));
    assert.equal(await read(second, 'r', key(1)), null);
    assert.equal(second.bytes, 0);
  });

  test('dropRepo removes one repository and nothing else; bad ids and keys are refused', async () => {
    const cache = new PackResponseCache(dir(), { maxBytes: 10_000, minEntryBytes: 1 });
    await put(cache, 'a', key(1), 100);
    await put(cache, 'b', key(1), 100);
    await cache.dropRepo('a');
    assert.equal(existsSync(path.join(cache.dir, 'a')), false);
    assert.equal(await read(cache, 'a', key(1)), null);
    assert.ok(await read(cache, 'b', key(1)));
    assert.equal(cache.bytes, 100);
    assert.equal(await cache.record('../b', key(1)), null);
    assert.equal(await cache.record('b', '../../etc'), null);
    await cache.dropRepo('..'); // refused quietly
    assert.ok(existsSync(cache.dir));
  });
});
