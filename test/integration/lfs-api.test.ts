// The LFS HTTP API as SPEC "Large-file storage" has it: batch (per-object and request-level errors, plan
// limits, quota), verify, locks; the same repository gate as git smart HTTP. Transfers go through the real
// presigned addresses, on both stores.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { api } from '../helpers/grove.js';
import { startLfsGrove, type LfsBackend, type LfsGrove } from '../helpers/lfs.js';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
const LFS = 'application/vnd.git-lfs+json';

interface Json {
  [key: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

for (const backend of ['disk', 's3'] as LfsBackend[]) {
  describe(`LFS API (${backend} store)`, () => {
    let t: LfsGrove;
    let auth: string;
    let reader: string;
    let writer: string;

    const call = async (method: string, path: string, body?: unknown, authorization: string | null = auth) => {
      const res = await fetch(`${t.base}${path}`, {
        method,
        headers: { accept: LFS, ...(body === undefined ? {} : { 'content-type': LFS }), ...(authorization ? { authorization } : {}) },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Json };
    };
    const lfs = (repo = 'assets') => `/${t.org}/${repo}.git/info/lfs`;
    const batch = (operation: string, objects: unknown[], authorization: string | null = auth, repo = 'assets') =>
      call('POST', `${lfs(repo)}/objects/batch`, { operation, transfers: ['basic'], objects, ref: { name: 'refs/heads/main' } }, authorization);
    const token = async (scopes: Record<string, string[]>) => (await api(t).post('/v1/tokens', { name: 'lfs', expires_in: 3600, scopes })).json().token as string;

    /** batch upload → PUT to the presigned address → verify. */
    const store = async (data: Buffer, repo = 'assets') => {
      const res = await batch('upload', [{ oid: sha(data), size: data.length }], auth, repo);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const object = res.body.objects[0];
      const put = await fetch(object.actions.upload.href, { method: 'PUT', headers: object.actions.upload.header, body: data });
      assert.equal(put.status, 200);
      const verify = await fetch(object.actions.verify.href, { method: 'POST', headers: { ...object.actions.verify.header, 'content-type': LFS }, body: JSON.stringify({ oid: sha(data), size: data.length }) });
      assert.equal(verify.status, 200);
    };

    before(async () => {
      t = await startLfsGrove(backend);
      auth = basic(t.org, t.key);
      for (const slug of ['assets', 'open', 'ns-repo']) {
        const body = slug === 'open' ? { slug, visibility: 'public' } : slug === 'ns-repo' ? { slug, namespace: 'team' } : { slug };
        assert.equal((await api(t).post('/v1/repos', body)).statusCode, 201);
      }
      reader = await token({ 'repos:*': ['read'] });
      writer = await token({ 'repos:*': ['read', 'write'] });
    });
    after(() => t.close());

    test('upload: presigned upload and verify actions (900 s), then the object is held: no actions, download 3,600 s', async () => {
      const data = randomBytes(5000);
      const res = await batch('upload', [{ oid: sha(data), size: data.length }]);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /application\/vnd\.git-lfs\+json/);
      assert.equal(res.body.transfer, 'basic');
      assert.equal(res.body.hash_algo, 'sha256');
      const [object] = res.body.objects;
      assert.equal(object.actions.upload.expires_in, 900);
      assert.equal(object.actions.verify.expires_in, 900);
      assert.equal(object.actions.verify.href, `${t.base}/${t.org}/assets.git/info/lfs/verify`);
      await store(data);
      const again = await batch('upload', [{ oid: sha(data), size: data.length }]);
      assert.deepEqual(again.body.objects, [{ oid: sha(data), size: data.length }]);
      const down = await batch('download', [{ oid: sha(data), size: data.length }]);
      assert.equal(down.body.objects[0].actions.download.expires_in, 3600);
      const got = await fetch(down.body.objects[0].actions.download.href);
      assert.deepEqual(Buffer.from(await got.arrayBuffer()), data);
    });

    test('per-object errors: 404 unknown on download, 422 bad oid / negative or fractional size / too large', async () => {
      const res = await batch('download', [
        { oid: 'f'.repeat(64), size: 1 },
        { oid: 'NOT-AN-OID', size: 1 },
        { oid: 'e'.repeat(64), size: -1 },
      ]);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.objects.map((o: Json) => o.error.code), [404, 422, 422]);
      const up = await batch('upload', [
        { oid: 'a'.repeat(63), size: 1 },
        { oid: 'b'.repeat(64), size: 1.5 },
        { oid: 'c'.repeat(64), size: 100 * 1024 ** 2 + 1 },
        { oid: 'd'.repeat(64), size: 100 * 1024 ** 2 },
      ]);
      assert.deepEqual(up.body.objects.map((o: Json) => o.error?.code ?? 'ok'), [422, 422, 422, 'ok']);
      assert.match(up.body.objects[2].error.message, /too large/);
    });

    test('request-level: 400 bad JSON or missing fields, 422 too many objects or no basic transfer', async () => {
      const bad = await call('POST', `${lfs()}/objects/batch`, '{"operation":');
      assert.equal(bad.status, 400);
      assert.equal(bad.body.code, 'VALIDATION_ERROR');
      assert.ok(bad.body.message && bad.body.error);
      assert.equal((await call('POST', `${lfs()}/objects/batch`, { objects: [] })).status, 400);
      assert.equal((await call('POST', `${lfs()}/objects/batch`, { operation: 'upload' })).status, 400);
      assert.equal((await call('POST', `${lfs()}/objects/batch`, { operation: 'delete', objects: [] })).status, 400);
      const many = Array.from({ length: 21 }, (_, i) => ({ oid: sha(Buffer.from([i])), size: 1 }));
      const tooMany = await batch('download', many);
      assert.equal(tooMany.status, 422);
      assert.equal(tooMany.body.code, 'UNPROCESSABLE');
      assert.equal((await batch('download', many.slice(0, 20))).status, 200);
      const transfer = await call('POST', `${lfs()}/objects/batch`, { operation: 'download', transfers: ['tus'], objects: [] });
      assert.equal(transfer.status, 422);
    });

    test('request-level: 401 with a Basic challenge, 403 read-only token uploading, 404 unknown repository', async () => {
      const anon = await batch('download', [], null);
      assert.equal(anon.status, 401);
      assert.match(anon.headers.get('www-authenticate') ?? '', /^Basic/);
      assert.equal((await batch('download', [], basic(t.org, 'grove_mk_wrong'))).status, 401);
      assert.equal((await batch('download', [], basic(t.org, reader))).status, 200);
      const upload = await batch('upload', [{ oid: 'a'.repeat(64), size: 1 }], basic('anyone', reader));
      assert.equal(upload.status, 403);
      assert.equal(upload.body.code, 'FORBIDDEN');
      assert.equal((await batch('download', [], auth, 'missing')).status, 404);
    });

    test('public repository: anonymous download, not upload; namespaced and .git-less paths', async () => {
      const data = randomBytes(100);
      await store(data, 'open');
      const down = await batch('download', [{ oid: sha(data), size: 100 }], null, 'open');
      assert.equal(down.status, 200);
      assert.ok(down.body.objects[0].actions.download);
      assert.equal((await batch('upload', [{ oid: sha(data), size: 100 }], null, 'open')).status, 401);
      assert.equal((await call('POST', `/${t.org}/team/ns-repo.git/info/lfs/objects/batch`, { operation: 'download', objects: [] })).status, 200);
      assert.equal((await call('POST', `/${t.org}/open/info/lfs/objects/batch`, { operation: 'download', objects: [] })).status, 200);
      assert.equal((await call('POST', `/v1/open/info/lfs/objects/batch`, { operation: 'download', objects: [] })).status, 404);
    });

    test('verify: 404 when not uploaded, 422 on size mismatch, 400 on a bad body', async () => {
      const data = randomBytes(64);
      assert.equal((await call('POST', `${lfs()}/verify`, { oid: sha(data), size: 64 })).status, 404);
      const res = await batch('upload', [{ oid: sha(data), size: 64 }]);
      await fetch(res.body.objects[0].actions.upload.href, { method: 'PUT', body: data });
      assert.equal((await call('POST', `${lfs()}/verify`, { oid: sha(data), size: 65 })).status, 422);
      assert.equal((await call('POST', `${lfs()}/verify`, { oid: 'zz', size: 64 })).status, 400);
      assert.equal((await call('POST', `${lfs()}/verify`, { oid: sha(data), size: -1 })).status, 400);
      assert.equal((await call('POST', `${lfs()}/verify`, { oid: sha(data), size: 64 }, basic(t.org, reader))).status, 403);
      assert.equal((await call('POST', `${lfs()}/verify`, { oid: sha(data), size: 64 })).status, 200);
    });

    if (backend === 's3') {
      test('s3: bytes that do not hash to the oid are refused at verify and removed', async () => {
        const data = randomBytes(64);
        const res = await batch('upload', [{ oid: sha(data), size: 64 }]);
        await fetch(res.body.objects[0].actions.upload.href, { method: 'PUT', body: randomBytes(64) });
        const verify = await call('POST', `${lfs()}/verify`, { oid: sha(data), size: 64 });
        assert.equal(verify.status, 422);
        assert.match(verify.body.message, /SHA-256/);
        assert.equal((await call('POST', `${lfs()}/verify`, { oid: sha(data), size: 64 })).status, 404, 'the bad upload is gone');
      });
    }

    test('quota: an upload beyond the free tier storage is a per-object 507', async () => {
      const repo = (await t.grove.store.repos.find((await t.grove.store.orgs.findBySlug(t.org))!.id, null, 'assets'))!;
      const used = (await api(t).get('/v1/usage')).json().storage_bytes.used as number;
      await t.grove.store.lfs.recordObject(repo.id, '9'.repeat(64), 1024 ** 3 - used - 100_000, new Date().toISOString());
      // the first fits in what is left; the second would go beyond it
      const res = await batch('upload', [{ oid: '1'.repeat(64), size: 500 }, { oid: '2'.repeat(64), size: 1_000_000 }]);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.objects.map((o: Json) => o.error?.code ?? 'ok'), ['ok', 507]);
      assert.ok((await api(t).get('/v1/usage')).json().storage_bytes.used >= 1024 ** 3 - 100_000, 'recorded objects count toward storage');
    });

    test('locks: create 201, 409 with the existing lock, list with filters and cursor, bad limit 400', async () => {
      const created = await call('POST', `${lfs()}/locks`, { path: 'art/a.psd', ref: { name: 'refs/heads/main' } });
      assert.equal(created.status, 201);
      const lock = created.body.lock;
      assert.deepEqual(Object.keys(lock).sort(), ['id', 'locked_at', 'owner', 'path']);
      assert.equal(lock.path, 'art/a.psd');
      const again = await call('POST', `${lfs()}/locks`, { path: 'art/a.psd' }, basic(t.org, writer));
      assert.equal(again.status, 409);
      assert.deepEqual(again.body.lock, lock);
      assert.ok(again.body.message);
      for (const p of ['b.psd', 'c.psd']) assert.equal((await call('POST', `${lfs()}/locks`, { path: p })).status, 201);
      const all = await call('GET', `${lfs()}/locks`);
      assert.deepEqual(all.body.locks.map((l: Json) => l.path), ['art/a.psd', 'b.psd', 'c.psd']);
      assert.equal(all.body.next_cursor, null);
      assert.deepEqual((await call('GET', `${lfs()}/locks?path=b.psd`)).body.locks.map((l: Json) => l.path), ['b.psd']);
      assert.deepEqual((await call('GET', `${lfs()}/locks?id=${lock.id}`)).body.locks, [lock]);
      const page = await call('GET', `${lfs()}/locks?limit=2`);
      assert.equal(page.body.locks.length, 2);
      const rest = await call('GET', `${lfs()}/locks?limit=2&cursor=${page.body.next_cursor}`);
      assert.deepEqual(rest.body.locks.map((l: Json) => l.path), ['c.psd']);
      assert.equal(rest.body.next_cursor, null);
      for (const q of ['limit=0', 'limit=101', 'limit=x', 'cursor=garbage!']) assert.equal((await call('GET', `${lfs()}/locks?${q}`)).status, 400, q);
      assert.equal((await call('GET', `${lfs()}/locks`, undefined, basic(t.org, reader))).status, 200, 'reading locks needs read');
      assert.equal((await call('POST', `${lfs()}/locks`, { path: 'x' }, basic(t.org, reader))).status, 403);
      for (const path of ['', '/abs', 'a/../b', 'a//b']) assert.equal((await call('POST', `${lfs()}/locks`, { path })).status, 400, path);
    });

    test('locks: verify splits ours and theirs; unlock by owner, 403 without force or master, force by master, 404 unknown', async () => {
      const mine = (await call('POST', `${lfs()}/locks`, { path: 'w.psd' }, basic(t.org, writer))).body.lock;
      const verify = await call('POST', `${lfs()}/locks/verify`, { ref: { name: 'refs/heads/main' } }, basic(t.org, writer));
      assert.equal(verify.status, 200);
      assert.deepEqual(verify.body.ours.map((l: Json) => l.path), ['w.psd']);
      assert.ok(verify.body.theirs.some((l: Json) => l.path === 'art/a.psd'));
      const masters = (await call('GET', `${lfs()}/locks?path=art/a.psd`)).body.locks[0];
      assert.equal((await call('POST', `${lfs()}/locks/${masters.id}/unlock`, {}, basic(t.org, writer))).status, 403);
      assert.equal((await call('POST', `${lfs()}/locks/${masters.id}/unlock`, { force: true }, basic(t.org, writer))).status, 403);
      assert.equal((await call('POST', `${lfs()}/locks/lock_unknown/unlock`, {})).status, 404);
      assert.equal((await call('POST', `${lfs()}/locks/${mine.id}/unlock`, { force: 'yes' }, basic(t.org, writer))).status, 400);
      const own = await call('POST', `${lfs()}/locks/${mine.id}/unlock`, {}, basic(t.org, writer));
      assert.equal(own.status, 200);
      assert.deepEqual(own.body.lock, mine);
      const other = (await call('POST', `${lfs()}/locks`, { path: 'w.psd' }, basic(t.org, writer))).body.lock;
      assert.equal((await call('POST', `${lfs()}/locks/${other.id}/unlock`, {})).status, 403);
      const forced = await call('POST', `${lfs()}/locks/${other.id}/unlock`, { force: true });
      assert.equal(forced.status, 200);
      assert.equal((await call('GET', `${lfs()}/locks?id=${other.id}`)).body.locks.length, 0);
    });

    test('storage addresses are not REST: hidden from the OpenAPI document', async () => {
      const doc = (await api(t).get('/v1/openapi.json')).json() as { paths: Record<string, unknown> };
      assert.deepEqual(Object.keys(doc.paths).filter((p) => p.includes('lfs')), []);
    });
  });
}
