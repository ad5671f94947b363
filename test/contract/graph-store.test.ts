// Code-graph storage: the same behaviour on SQLite and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newId } from '../../src/lib/ids.js';
import type { Store } from '../../src/store/index.js';
import { storeTargets } from '../helpers/stores.js';

const iso = (ms: number) => new Date(ms).toISOString();

for (const target of await storeTargets()) {
  describe(`graph store contract: ${target.name}`, { skip: target.skip }, () => {
    let store: Store;
    let repoId: string;
    let otherRepo: string;
    before(async () => {
      store = await target.open();
      const org = await store.orgs.create({ id: newId('org'), slug: 'graphs', plan: 'free', createdAt: iso(Date.now()) });
      const repo = (slug: string) => ({
        id: newId('repo'), orgId: org.id, namespace: null, slug, description: '', visibility: 'private' as const, defaultBranch: 'main',
        isTemplate: false, autoIndex: false, forkedFrom: null, forkMode: null, forkDepth: 0, forkRoot: null, networkId: null,
        createdAt: iso(Date.now()), updatedAt: iso(Date.now()),
      });
      repoId = (await store.repos.create(repo('g1'))).id;
      otherRepo = (await store.repos.create(repo('g2'))).id;
    });
    after(() => target.cleanup());

    test('a status row is created by the first save and updated field by field', async () => {
      assert.equal(await store.graph.getIndex(repoId, 'main'), null);
      await store.graph.saveIndex(repoId, 'main', { status: 'pending', updatedAt: iso(1000) });
      let row = await store.graph.getIndex(repoId, 'main');
      assert.deepEqual(row, {
        repoId, branch: 'main', status: 'pending', lastCommitSha: null, nodesCount: 0, edgesCount: 0, totalBatches: 0, processedBatches: 0,
        indexedAt: null, error: null, updatedAt: iso(1000),
      });
      await store.graph.saveIndex(repoId, 'main', { status: 'indexing', totalBatches: 4, processedBatches: 1, updatedAt: iso(2000) });
      row = await store.graph.getIndex(repoId, 'main');
      assert.deepEqual([row?.status, row?.totalBatches, row?.processedBatches, row?.updatedAt], ['indexing', 4, 1, iso(2000)]);
    });

    test('an update writes files, removes files and the status with communities in one step', async () => {
      const file = (path: string, sha: string) => ({ path, blobSha: sha, extract: `x-${path}`, edges: `e-${path}` });
      await store.graph.applyUpdate(repoId, 'main', {
        upserts: [file('a.ts', 'a1'), file('b.ts', 'b1'), file('c.py', 'c1')],
        deletes: [],
        communities: 'c-1',
        index: { status: 'ready', lastCommitSha: 'f'.repeat(40), nodesCount: 10, edgesCount: 20, indexedAt: iso(3000), updatedAt: iso(3000) },
      });
      assert.deepEqual(await store.graph.fileShas(repoId, 'main'), new Map([['a.ts', 'a1'], ['b.ts', 'b1'], ['c.py', 'c1']]));
      assert.equal(await store.graph.communities(repoId, 'main'), 'c-1');
      await store.graph.applyUpdate(repoId, 'main', {
        upserts: [file('a.ts', 'a2')],
        deletes: ['c.py'],
        communities: 'c-2',
        index: { status: 'ready', lastCommitSha: 'e'.repeat(40), nodesCount: 7, edgesCount: 9, indexedAt: iso(4000), updatedAt: iso(4000) },
      });
      const files = await store.graph.files(repoId, 'main');
      assert.deepEqual(files.map((f) => [f.path, f.blobSha, f.extract]), [['a.ts', 'a2', 'x-a.ts'], ['b.ts', 'b1', 'x-b.ts']]);
      const row = await store.graph.getIndex(repoId, 'main');
      assert.deepEqual([row?.status, row?.lastCommitSha, row?.nodesCount, row?.edgesCount, row?.indexedAt], ['ready', 'e'.repeat(40), 7, 9, iso(4000)]);
      assert.equal(await store.graph.communities(repoId, 'main'), 'c-2');
    });

    test('branches and repositories are separate; delete takes one branch or all', async () => {
      await store.graph.applyUpdate(repoId, 'dev', { upserts: [{ path: 'd.go', blobSha: 'd1', extract: '', edges: '' }], deletes: [], communities: null, index: { status: 'ready', updatedAt: iso(5000) } });
      await store.graph.saveIndex(otherRepo, 'main', { status: 'pending', updatedAt: iso(5000) });
      assert.deepEqual((await store.graph.listIndexes(repoId)).map((r) => r.branch), ['dev', 'main']);
      assert.deepEqual([...(await store.graph.fileShas(repoId, 'dev')).keys()], ['d.go']);
      assert.equal(await store.graph.deleteIndex(repoId, 'dev'), true);
      assert.deepEqual((await store.graph.listIndexes(repoId)).map((r) => r.branch), ['main']);
      assert.equal((await store.graph.fileShas(repoId, 'dev')).size, 0);
      assert.equal(await store.graph.deleteIndex(repoId), true);
      assert.equal(await store.graph.deleteIndex(repoId), false);
      assert.equal((await store.graph.files(repoId, 'main')).length, 0);
      assert.equal((await store.graph.getIndex(otherRepo, 'main'))?.status, 'pending');
    });

    test('deleting the repository removes its graphs', async () => {
      await store.graph.saveIndex(otherRepo, 'main', { status: 'ready', updatedAt: iso(6000) });
      await store.repos.delete(otherRepo);
      assert.equal(await store.graph.getIndex(otherRepo, 'main'), null);
    });
  });
}
