// The keyword index behaves the same on SQLite (FTS5 trigram) and PostgreSQL (pg_trgm).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newId } from '../../src/lib/ids.js';
import type { Store } from '../../src/store/index.js';
import { storeTargets } from '../helpers/stores.js';

const now = () => new Date().toISOString();
const sha = (n: number) => n.toString(16).padStart(40, '0');

for (const target of await storeTargets()) {
  describe(`keyword store contract: ${target.name}`, { skip: target.skip }, () => {
    let store: Store;
    let repoId: string;
    let otherRepo: string;
    before(async () => {
      store = await target.open();
      const org = await store.orgs.create({ id: newId('org'), slug: 'kw', plan: 'free', createdAt: now() });
      const repo = (slug: string) => ({
        id: newId('repo'), orgId: org.id, namespace: null, slug, description: '', visibility: 'private' as const, defaultBranch: 'main',
        isTemplate: false, autoIndex: false, forkedFrom: null, forkMode: null, forkDepth: 0, forkRoot: null, networkId: null,
        createdAt: now(), updatedAt: now(),
      });
      repoId = (await store.repos.create(repo('one'))).id;
      otherRepo = (await store.repos.create(repo('two'))).id;
    });
    after(() => target.cleanup());

    test('a blob is indexed once; missingBlobs tells which are new', async () => {
      assert.deepEqual(await store.keyword.missingBlobs([sha(1), sha(2)]), [sha(1), sha(2)]);
      await store.keyword.putBlobs([{ sha: sha(1), chunks: [{ startLine: 1, endLine: 3, text: 'function parseConfigFile(path) {\n  return readJson(path);\n}' }] }], now());
      // putting it again (another run, another repository) changes nothing
      await store.keyword.putBlobs([{ sha: sha(1), chunks: [{ startLine: 1, endLine: 1, text: 'other' }] }], now());
      assert.deepEqual(await store.keyword.missingBlobs([sha(1), sha(2)]), [sha(2)]);
    });

    test('search sees only the files of the repository and branch, ranked, with lines and text', async () => {
      await store.keyword.putBlobs(
        [
          { sha: sha(2), chunks: [
            { startLine: 1, endLine: 2, text: 'const retries = 3;\nexport function retryRequest() {}' },
            { startLine: 3, endLine: 4, text: 'export function parseHeaders(raw) {\n  // parse each header line of a request\n}' },
          ] },
          { sha: sha(3), chunks: [{ startLine: 1, endLine: 1, text: 'def parse_config(text): return config_parser.parse(text)' }] },
        ],
        now(),
      );
      await store.keyword.applyFiles(repoId, 'main', sha(100), {
        replace: true, deletes: [], upserts: [{ path: 'src/config.js', blobSha: sha(1) }, { path: 'src/http.js', blobSha: sha(2) }],
      }, now());
      await store.keyword.applyFiles(otherRepo, 'main', sha(101), { replace: true, deletes: [], upserts: [{ path: 'cfg.py', blobSha: sha(3) }] }, now());

      const hits = await store.keyword.search(repoId, 'main', { terms: ['parseconfig'] }, 10);
      assert.deepEqual(hits.map((h) => [h.path, h.startLine, h.endLine]), [['src/config.js', 1, 3]]);
      assert.equal(hits[0]!.blobSha, sha(1));
      assert.ok(hits[0]!.score > 0);

      // two terms: the chunk holding both ranks first; one holding either is still found
      const both = await store.keyword.search(repoId, 'main', { terms: ['parse', 'header'] }, 10);
      assert.equal(both[0]!.path, 'src/http.js');
      assert.equal(both[0]!.startLine, 3);
      assert.ok(both.some((h) => h.path === 'src/config.js'));
      assert.ok(both.every((h, i) => i === 0 || h.score <= both[i - 1]!.score), 'best first');

      // other branches and repositories are not searched
      assert.deepEqual(await store.keyword.search(repoId, 'dev', { terms: ['parse'] }, 10), []);
      assert.deepEqual((await store.keyword.search(otherRepo, 'main', { terms: ['parse'] }, 10)).map((h) => h.path), ['cfg.py']);
      // a term nothing holds
      assert.deepEqual(await store.keyword.search(repoId, 'main', { terms: ['zzzqqq'] }, 10), []);
      // LIKE and FTS syntax in terms is taken literally
      assert.deepEqual(await store.keyword.search(repoId, 'main', { terms: ['%_%', '"or"'] }, 10), []);
    });

    test('the branch record carries the commit, counts and status', async () => {
      const record = await store.keyword.branch(repoId, 'main');
      assert.equal(record?.commitSha, sha(100));
      assert.equal(record?.status, 'ready');
      assert.equal(record?.filesCount, 2);
      assert.equal(record?.chunksCount, 3);
      await store.keyword.markBranch(repoId, 'main', 'indexing', null, now());
      const marked = await store.keyword.branch(repoId, 'main');
      assert.equal(marked?.status, 'indexing');
      assert.equal(marked?.commitSha, sha(100), 'the indexed commit stays while a new run works');
      await store.keyword.markBranch(repoId, 'fresh', 'pending', null, now());
      assert.equal((await store.keyword.branch(repoId, 'fresh'))?.commitSha, null);
      assert.deepEqual((await store.keyword.branches(repoId)).map((b) => b.branch), ['fresh', 'main']);
    });

    test('incremental changes move paths; blobs nobody holds are swept', async () => {
      await store.keyword.putBlobs([{ sha: sha(4), chunks: [{ startLine: 1, endLine: 1, text: 'export const timeoutMillis = 500;' }] }], now());
      const dropped = await store.keyword.applyFiles(repoId, 'main', sha(102), {
        replace: false, deletes: ['src/config.js'], upserts: [{ path: 'src/http.js', blobSha: sha(4) }],
      }, now());
      assert.deepEqual(dropped.sort(), [sha(1), sha(2)]);
      assert.deepEqual(await store.keyword.search(repoId, 'main', { terms: ['parse'] }, 10), []);
      assert.deepEqual((await store.keyword.search(repoId, 'main', { terms: ['timeoutmillis'] }, 10)).map((h) => h.path), ['src/http.js']);
      assert.equal((await store.keyword.branch(repoId, 'main'))?.filesCount, 1);
      assert.equal(await store.keyword.sweepBlobs(dropped), 2);
      assert.deepEqual((await store.keyword.missingBlobs([sha(1), sha(2), sha(3), sha(4)])).sort(), [sha(1), sha(2)]);
    });

    test('deleting a branch forgets it and sweeps its blobs; a deleted repository takes its rows along', async () => {
      await store.keyword.deleteBranches(repoId, 'main');
      assert.equal(await store.keyword.branch(repoId, 'main'), null);
      assert.deepEqual(await store.keyword.missingBlobs([sha(4)]), [sha(4)]);
      await store.repos.delete(otherRepo);
      assert.deepEqual(await store.keyword.branches(otherRepo), []);
      assert.deepEqual(await store.keyword.missingBlobs([sha(3)]), [], 'its text stays until swept');
      assert.equal(await store.keyword.sweepOrphans(), 1);
      assert.deepEqual(await store.keyword.missingBlobs([sha(3)]), [sha(3)]);
    });
  });
}
