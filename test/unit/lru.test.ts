import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Lru } from '../../src/lib/lru.js';
import { BlobBody, BlobCache } from '../../src/services/files/blob-cache.js';

describe('Lru', () => {
  test('entry cap: the oldest entry not read since it was passed over goes first (second chance)', () => {
    const lru = new Lru<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    assert.equal(lru.get('a'), 1); // a gets a second chance
    lru.set('d', 4);
    assert.deepEqual(['a', 'b', 'c', 'd'].map((k) => lru.get(k)), [1, undefined, 3, 4]);
    assert.equal(lru.size, 3);
  });

  test('weight cap: entries go until the total fits; replacing and deleting keep the total right', () => {
    const lru = new Lru<string, string>(Infinity, 10);
    lru.set('a', 'x', 4);
    lru.set('b', 'y', 4);
    assert.equal(lru.weight, 8);
    lru.set('a', 'x2', 2); // replaced: its old weight no longer counts
    assert.equal(lru.weight, 6);
    lru.set('c', 'z', 7); // 13 > 10: b (oldest, unread) goes, then 9 fits
    assert.equal(lru.get('b'), undefined);
    assert.equal(lru.weight, 9);
    lru.delete('c');
    assert.equal(lru.weight, 2);
    lru.clear();
    assert.equal(lru.weight, 0);
    assert.equal(lru.size, 0);
  });

  test('when every entry was read, eviction still ends and drops exactly what is needed', () => {
    const lru = new Lru<number, number>(4);
    for (let i = 0; i < 4; i++) lru.set(i, i);
    for (let i = 0; i < 4; i++) lru.get(i);
    lru.set(4, 4);
    assert.equal(lru.size, 4);
    assert.equal(lru.get(4), 4, 'the newcomer stays');
    assert.equal(lru.get(0), undefined, 'all marks cleared in one pass, then the oldest goes');
  });
});

describe('BlobCache', () => {
  test('bounded by entry size and total bytes; a read keeps an entry over one that was not read', () => {
    const body = (n: number) => new BlobBody('0'.repeat(40), Buffer.alloc(n, 0x61));
    const cache = new BlobCache(1000, 3 * (5 * 200 + 200));
    cache.set('big', body(1001));
    assert.equal(cache.get('big'), undefined, 'over the entry limit: not kept');
    cache.set('a', body(200));
    cache.set('b', body(200));
    cache.set('c', body(200));
    assert.ok(cache.get('a'));
    cache.set('d', body(200));
    assert.ok(cache.get('a'));
    assert.equal(cache.get('b'), undefined);
    assert.ok(cache.bytes <= 3 * (5 * 200 + 200));
    assert.equal(cache.size, 3);
  });
});
