// The semantic index's storage, the same on SQLite and PostgreSQL: content-addressed vectors (VectorIndex),
// namespaces with incremental reads, garbage collection on drop, and the scope and tracking-record tables.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newId } from '../../src/lib/ids.js';
import { decodeVector, encodeVector, type Store } from '../../src/store/index.js';
import { storeTargets } from '../helpers/stores.js';

const iso = () => new Date().toISOString();
const sha = (n: number) => n.toString(16).padStart(40, '0');

function vector(dims: number, set: Record<number, number>): Float32Array {
  const v = new Float32Array(dims);
  for (const [d, x] of Object.entries(set)) v[Number(d)] = x;
  return v;
}

describe('vector codec', () => {
  test('sparse vectors round-trip within int8 precision, and take a fraction of the dense size', () => {
    const v = vector(1024, { 3: 0.5, 700: -0.25, 1023: 0.8 });
    const enc = encodeVector(v);
    assert.ok(enc.length < 32, `sparse: ${enc.length} bytes`);
    const dec = decodeVector(enc, 1024);
    assert.deepEqual([...dec.indexes!], [3, 700, 1023]);
    dec.values.forEach((q, k) => assert.ok(Math.abs(q * dec.scale - [0.5, -0.25, 0.8][k]!) < 0.01));
  });

  test('non-negative sparse vectors (lexical) take 4 bits per value and about a byte per index', () => {
    const set: Record<number, number> = {};
    for (let i = 0; i < 60; i++) set[(i * 17) % 1024] = 0.05 + (i % 5) * 0.02;
    set[1000] = 0.3;
    const v = vector(1024, set);
    const enc = encodeVector(v);
    assert.ok(enc.length <= 7 + 61 + 31 + 4, `${enc.length} bytes for 61 values`);
    const dec = decodeVector(enc, 1024);
    const back = new Float32Array(1024);
    dec.indexes!.forEach((d, k) => (back[d] = dec.values[k]! * dec.scale));
    for (let d = 0; d < 1024; d++) assert.ok(Math.abs(back[d]! - v[d]!) <= 0.3 / 30 + 1e-6, `dimension ${d}`);
  });

  test('dense vectors are stored as 1 byte per dimension', () => {
    const v = Float32Array.from({ length: 256 }, (_, i) => Math.sin(i) / 10);
    const enc = encodeVector(v);
    assert.equal(enc.length, 5 + 256);
    const dec = decodeVector(enc, 256);
    assert.equal(dec.indexes, null);
    dec.values.forEach((q, i) => assert.ok(Math.abs(q * dec.scale - v[i]!) < 0.002));
  });
});

for (const target of await storeTargets()) {
  describe(`semantic store contract: ${target.name}`, { skip: target.skip }, () => {
    let store: Store;
    let repoId: string;
    before(async () => {
      store = await target.open();
      const org = await store.orgs.create({ id: newId('org'), slug: `sem-${Date.now()}`, plan: 'free', createdAt: iso() });
      repoId = newId('repo');
      await store.repos.create({
        id: repoId, orgId: org.id, namespace: null, slug: 'r', description: '', visibility: 'private', defaultBranch: 'main',
        isTemplate: false, autoIndex: false, forkedFrom: null, forkMode: null, forkDepth: 0, forkRoot: null, networkId: null,
        createdAt: iso(), updatedAt: iso(),
      });
    });
    after(() => target.cleanup());

    const chunk = (chunkNo: number, x: number) => ({ chunkNo, startLine: chunkNo * 10 + 1, endLine: chunkNo * 10 + 9, vector: encodeVector(vector(1024, { [chunkNo]: x })) });

    test('vectors are addressed by (embedder, blob, chunk): a blob is embedded once per embedder', async () => {
      const v = store.vectors;
      assert.deepEqual([...(await v.embedded('e1', [sha(1), sha(2)]))], []);
      await v.put('e1', [{ blobSha: sha(1), chunks: [chunk(0, 1), chunk(1, 0.5)] }, { blobSha: sha(2), chunks: [] }]);
      assert.deepEqual([...(await v.embedded('e1', [sha(1), sha(2), sha(3)]))].sort(), [sha(1), sha(2)]);
      assert.deepEqual([...(await v.embedded('e2', [sha(1)]))], [], 'another embedder has its own vectors');
      const counts = await v.chunkCounts('e1', [sha(1), sha(2)]);
      assert.equal(counts.get(sha(1)), 2);
      assert.equal(counts.get(sha(2)), 0, 'a blob without chunks is recorded too');
      // many blobs at once (statement slicing)
      const many = Array.from({ length: 1200 }, (_, i) => sha(1000 + i));
      await v.put('e1', many.map((b) => ({ blobSha: b, chunks: [chunk(0, 0.3)] })));
      assert.equal((await v.embedded('e1', many)).size, 1200);
    });

    test('namespaces: rows with their lines, incremental reads after a seq, versions', async () => {
      const v = store.vectors;
      assert.deepEqual(await v.version('ns-a', 'e1'), { seq: 0, epoch: 0 });
      assert.equal(await v.hasNamespace('ns-a'), false);
      assert.equal(await v.addToNamespace('ns-a', 'e1', [sha(1), sha(2)]), 2);
      assert.equal(await v.addToNamespace('ns-a', 'e1', [sha(1)]), 0, 'already a member');
      const all = await v.rows('ns-a', 'e1', 0);
      assert.ok(all.epoch > 0 && all.seq > 0);
      assert.deepEqual(all.rows.map((r) => [r.blobSha, r.chunkNo, r.startLine, r.endLine]), [[sha(1), 0, 1, 9], [sha(1), 1, 11, 19]]);
      assert.equal(decodeVector(all.rows[1]!.vector, 1024).indexes![0], 1);
      await v.put('e1', [{ blobSha: sha(3), chunks: [chunk(2, 1)] }]);
      await v.addToNamespace('ns-a', 'e1', [sha(3)]);
      const more = await v.rows('ns-a', 'e1', all.seq);
      assert.deepEqual(more.rows.map((r) => r.blobSha), [sha(3)]);
      assert.equal(more.epoch, all.epoch);
      assert.ok(more.seq > all.seq);
      assert.deepEqual(await v.version('ns-a', 'e1'), { seq: more.seq, epoch: all.epoch });
      assert.equal(await v.hasNamespace('ns-a'), true);
    });

    test('dropping a namespace deletes vectors no other namespace uses, and changes its epoch', async () => {
      const v = store.vectors;
      await v.addToNamespace('ns-b', 'e1', [sha(1)]);
      const before = await v.version('ns-a', 'e1');
      assert.equal(await v.dropNamespaces(['ns-a']), true);
      assert.equal(await v.hasNamespace('ns-a'), false);
      assert.deepEqual((await v.rows('ns-a', 'e1', 0)).rows, []);
      const left = await v.embedded('e1', [sha(1), sha(2), sha(3)]);
      assert.deepEqual([...left], [sha(1)], 'ns-b still uses blob 1; blobs 2 and 3 are gone');
      assert.equal(await v.dropNamespaces(['ns-a']), false, 'nothing left to drop');
      await v.addToNamespace('ns-a', 'e1', [sha(1)]);
      assert.notEqual((await v.version('ns-a', 'e1')).epoch, before.epoch, 'a refilled namespace is a new one');
      assert.ok((await v.sizeBytes()) > 0);
    });

    test('a repository\'s namespaces are found by its name: itself and its scopes, nothing else', async () => {
      const v = store.vectors;
      for (const ns of ['repo_x', 'repo_x/docs', 'repo_x/api', 'repo_xy', 'repo_xy/docs']) await v.addToNamespace(ns, 'e1', [sha(1)]);
      assert.deepEqual((await v.namespacesUnder('repo_x')).sort(), ['repo_x', 'repo_x/api', 'repo_x/docs']);
      assert.deepEqual(await v.namespacesUnder('repo_none'), []);
      await v.dropNamespaces(await v.namespacesUnder('repo_x'));
      assert.deepEqual((await v.namespacesUnder('repo_xy')).sort(), ['repo_xy', 'repo_xy/docs']);
    });

    test('scopes: default and named, prefix kept unless given, cleared by null', async () => {
      const s = store.semantic;
      assert.equal(await s.scope(repoId, ''), undefined);
      assert.equal((await s.upsertScope(repoId, '', 'src/', iso())).pathPrefix, 'src/');
      assert.equal((await s.upsertScope(repoId, '', undefined, iso())).pathPrefix, 'src/');
      assert.equal((await s.upsertScope(repoId, '', null, iso())).pathPrefix, null);
      await s.upsertScope(repoId, 'docs', 'docs/', iso());
      assert.deepEqual((await s.scopes(repoId)).map((x) => [x.scope, x.pathPrefix]), [['', null], ['docs', 'docs/']]);
    });

    test('tracking records: pending → progress → ready; updates of a deleted record report false', async () => {
      const s = store.semantic;
      await s.markPending(repoId, '', 'main', iso());
      let r = await s.record(repoId, '', 'main');
      assert.equal(r?.status, 'pending');
      assert.equal(r?.lastCommitSha, null);
      assert.equal(await s.update(repoId, '', 'main', { status: 'indexing', totalBatches: 4, processedBatches: 1 }, iso()), true);
      assert.equal(await s.update(repoId, '', 'main', { status: 'ready', lastCommitSha: sha(9), chunksCount: 42, processedBatches: 4, indexedAt: iso() }, iso()), true);
      r = await s.record(repoId, '', 'main');
      assert.deepEqual([r?.status, r?.lastCommitSha, r?.chunksCount, r?.totalBatches, r?.processedBatches], ['ready', sha(9), 42, 4, 4]);
      // a new request keeps what the last run recorded while it waits
      await s.markPending(repoId, '', 'main', iso());
      r = await s.record(repoId, '', 'main');
      assert.deepEqual([r?.status, r?.lastCommitSha, r?.chunksCount], ['pending', sha(9), 42]);
      await s.markPending(repoId, 'docs', 'main', iso());
      assert.equal((await s.records(repoId)).length, 2);
      assert.equal((await s.records(repoId, 'docs')).length, 1);
      assert.equal(await s.deleteRecord(repoId, '', 'main'), true);
      assert.equal(await s.update(repoId, '', 'main', { status: 'ready' }, iso()), false);
      await s.deleteScope(repoId, 'docs');
      assert.equal((await s.records(repoId, 'docs')).length, 0);
      assert.equal(await s.scope(repoId, 'docs'), undefined);
      await s.markPending(repoId, '', 'dev', iso());
      await s.deleteAll(repoId);
      assert.deepEqual(await s.records(repoId), []);
      assert.deepEqual(await s.scopes(repoId), []);
    });
  });
}
