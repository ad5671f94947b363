// The BlobStore contract, the same tests on both stores: the disk store (its transfer addresses served by a
// running Grove) and the S3-compatible store (s3rver). Objects go up and down only through presigned addresses.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createBlobStore, objectKey, type BlobStore } from '../../src/infra/blob-store/index.js';
import { ManualClock } from '../../src/infra/clock.js';
import { loadOrCreateSecretKey } from '../../src/infra/secret-key.js';
import { newId } from '../../src/lib/ids.js';
import { startLfsGrove, type LfsBackend, type LfsGrove } from '../helpers/lfs.js';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

for (const backend of ['disk', 's3'] as LfsBackend[]) {
  describe(`blob store contract: ${backend}`, () => {
    let t: LfsGrove;
    let store: BlobStore;
    const clock = new ManualClock(Date.now());
    const repoId = newId('repo');

    before(async () => {
      t = await startLfsGrove(backend, { clock });
      const s3 = t.grove.config.lfsS3;
      store = await createBlobStore({ dir: path.join(t.dataDir, 'lfs'), publicUrl: t.base, secretKey: loadOrCreateSecretKey(t.dataDir, t.grove.config.secretKey), clock, s3 });
      assert.equal(store.kind, backend);
    });
    after(async () => {
      await store.close();
      await t.close();
    });

    const upload = async (data: Buffer, key = objectKey(repoId, sha(data))) => {
      const action = await store.uploadAction(key, data.length);
      assert.equal(action.expiresIn, 900);
      return fetch(action.href, { method: 'PUT', headers: action.header, body: data });
    };

    test('an absent object has no size', async () => {
      assert.equal(await store.size(objectKey(repoId, 'a'.repeat(64))), null);
    });

    test('upload through the presigned address, then size, read, download address, delete', async () => {
      const data = randomBytes(70_000);
      const key = objectKey(repoId, sha(data));
      assert.equal((await upload(data)).status, 200);
      assert.equal(await store.size(key), data.length);
      assert.deepEqual(await readAll((await store.read(key)) as AsyncIterable<Buffer>), data);
      const download = await store.downloadAction(key, data.length);
      assert.equal(download.expiresIn, 3600);
      const res = await fetch(download.href, { headers: download.header });
      assert.equal(res.status, 200);
      assert.deepEqual(Buffer.from(await res.arrayBuffer()), data);
      await store.delete(key);
      assert.equal(await store.size(key), null);
    });

    test('an empty object', async () => {
      const data = Buffer.alloc(0);
      assert.equal((await upload(data)).status, 200);
      assert.equal(await store.size(objectKey(repoId, sha(data))), 0);
    });

    test('deleting a repository removes its objects only', async () => {
      const mine = randomBytes(500);
      const other = newId('repo');
      const theirs = randomBytes(600);
      assert.equal((await upload(mine)).status, 200);
      assert.equal((await upload(theirs, objectKey(other, sha(theirs)))).status, 200);
      await store.deleteRepository(repoId);
      assert.equal(await store.size(objectKey(repoId, sha(mine))), null);
      assert.equal(await store.size(objectKey(other, sha(theirs))), theirs.length);
    });

    // S3 checks its own signatures (s3rver, the test server, does not, so only the disk store is tried here)
    if (backend === 'disk') {
      test('disk: a tampered download address is refused (403)', async () => {
        const data = randomBytes(1000);
        assert.equal((await upload(data)).status, 200);
        const { href } = await store.downloadAction(objectKey(repoId, sha(data)), data.length);
        const url = new URL(href);
        url.searchParams.set('signature', url.searchParams.get('signature')!.replace(/^./, (c) => (c === '0' ? '1' : '0')));
        assert.equal((await fetch(url)).status, 403);
      });

      test('disk: bytes that do not hash to the oid, or of the wrong length, are refused (422) and not kept', async () => {
        const data = randomBytes(2000);
        const key = objectKey(repoId, sha(data));
        const action = await store.uploadAction(key, data.length);
        const wrong = Buffer.from(data);
        wrong[0] = wrong[0]! ^ 0xff;
        assert.equal((await fetch(action.href, { method: 'PUT', body: wrong })).status, 422);
        assert.equal((await fetch(action.href, { method: 'PUT', body: data.subarray(1) })).status, 422);
        assert.equal((await fetch(action.href, { method: 'PUT', body: Buffer.concat([data, data]) })).status, 422);
        assert.equal(await store.size(key), null);
      });

      test('disk: an expired address is refused (403), upload after 900 s and download after 3,600 s', async () => {
        const data = randomBytes(300);
        const key = objectKey(repoId, sha(data));
        const up = await store.uploadAction(key, data.length);
        clock.advance(901_000);
        const late = await fetch(up.href, { method: 'PUT', body: data });
        assert.equal(late.status, 403);
        assert.match(((await late.json()) as { error: string }).error, /expired/);
        assert.equal((await upload(data)).status, 200);
        const down = await store.downloadAction(key, data.length);
        clock.advance(3_599_000);
        assert.equal((await fetch(down.href)).status, 200);
        clock.advance(2_000);
        assert.equal((await fetch(down.href)).status, 403);
      });

      test('disk: an upload address is not a download address, nor one for another size', async () => {
        const data = randomBytes(300);
        const up = await store.uploadAction(objectKey(repoId, sha(data)), data.length);
        assert.equal((await upload(data)).status, 200);
        assert.equal((await fetch(up.href)).status, 403);
        const bigger = new URL(up.href);
        bigger.searchParams.set('size', String(data.length + 1));
        assert.equal((await fetch(bigger, { method: 'PUT', body: Buffer.concat([data, Buffer.from('x')]) })).status, 403);
      });
    }
  });
}
