// Large-file storage with the real git-lfs client, on both stores (the disk store whose addresses Grove serves,
// and an S3-compatible store): track, push, clone, pull, lock, unlock, and a push of a locked path refused by
// the server itself.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { api } from '../helpers/grove.js';
import { lfsClient, lfsRemote, startLfsGrove, type LfsBackend, type LfsGrove } from '../helpers/lfs.js';

for (const backend of ['disk', 's3'] as LfsBackend[]) {
  describe(`git lfs against Grove (${backend} store)`, () => {
    let t: LfsGrove;
    let alice: Awaited<ReturnType<typeof lfsClient>>;
    let bob: Awaited<ReturnType<typeof lfsClient>>;
    let bobToken: string;
    const first = randomBytes(300_000);
    const second = randomBytes(200_000);
    const dirA = () => path.join(t.work, 'a', 'media');
    const dirB = () => path.join(t.work, 'b', 'media');

    before(async () => {
      t = await startLfsGrove(backend);
      await t.grove.services.orgs.setPlan(t.org, 'paid');
      assert.equal((await api(t).post('/v1/repos', { slug: 'media' })).statusCode, 201);
      const token = await api(t).post('/v1/tokens', { name: 'bob', expires_in: 3600, scopes: { 'repos:media': ['read', 'write'] } });
      assert.equal(token.statusCode, 201, token.body);
      bobToken = token.json().token;
      alice = await lfsClient(path.join(t.work, 'a'));
      bob = await lfsClient(path.join(t.work, 'b'));
    });
    after(() => t.close());

    test('track and push: the object goes to the store, the repository holds a pointer', async () => {
      await alice.ok(['clone', '-q', lfsRemote(t, 'media'), 'media'], path.join(t.work, 'a'));
      await alice.ok(['lfs', 'track', '*.bin'], dirA());
      writeFileSync(path.join(dirA(), 'big.bin'), first);
      await alice.ok(['add', '.gitattributes', 'big.bin'], dirA());
      await alice.ok(['commit', '-q', '-m', 'add big.bin'], dirA());
      const push = await alice.run(['push', '-q', 'origin', 'main'], dirA());
      assert.equal(push.code, 0, push.stderr);
      const pointer = (await api(t).get('/v1/repos/media/blob/main/big.bin')).json();
      assert.match(String(pointer.content ?? ''), /^version https:\/\/git-lfs.github.com\/spec\/v1/);
      const usage = (await api(t).get('/v1/usage')).json();
      assert.ok(usage.storage_bytes.used >= first.length, 'the object counts toward storage');
    });

    test('clone gets the real content; pull gets a new version', async () => {
      await bob.ok(['clone', '-q', lfsRemote(t, 'media', bobToken), 'media'], path.join(t.work, 'b'));
      assert.deepEqual(readFileSync(path.join(dirB(), 'big.bin')), first);
      writeFileSync(path.join(dirA(), 'big.bin'), second);
      await alice.ok(['commit', '-q', '-am', 'new big.bin'], dirA());
      await alice.ok(['push', '-q', 'origin', 'main'], dirA());
      await bob.ok(['pull', '-q', '--ff-only'], dirB());
      assert.deepEqual(readFileSync(path.join(dirB(), 'big.bin')), second);
      await bob.ok(['lfs', 'pull'], dirB());
      assert.deepEqual(readFileSync(path.join(dirB(), 'big.bin')), second);
    });

    test('lock: listed for everyone; a push modifying the locked path is refused by the server', async () => {
      const locked = await bob.run(['lfs', 'lock', 'big.bin'], dirB());
      assert.equal(locked.code, 0, locked.stderr);
      assert.match(await alice.ok(['lfs', 'locks'], dirA()), /big\.bin/);
      writeFileSync(path.join(dirA(), 'big.bin'), randomBytes(1000));
      await alice.ok(['commit', '-q', '-am', 'edit a locked file'], dirA());
      // --no-verify skips git-lfs' own client-side lock check: the server must refuse on its own
      const refused = await alice.run(['push', '--no-verify', 'origin', 'main'], dirA());
      assert.notEqual(refused.code, 0);
      assert.match(refused.stderr, /locked by someone else: big\.bin/);
      // the lock owner's own push of that path goes through
      writeFileSync(path.join(dirB(), 'big.bin'), randomBytes(1000));
      await bob.ok(['commit', '-q', '-am', 'owner edits its locked file'], dirB());
      const own = await bob.run(['push', 'origin', 'main'], dirB());
      assert.equal(own.code, 0, own.stderr);
    });

    test('unlock: then the other push goes through', async () => {
      await bob.ok(['lfs', 'unlock', 'big.bin'], dirB());
      assert.doesNotMatch(await alice.ok(['lfs', 'locks'], dirA()), /big\.bin/);
      await alice.ok(['pull', '-q', '--rebase=false', '--no-edit', '-X', 'ours', 'origin', 'main'], dirA());
      const push = await alice.run(['push', 'origin', 'main'], dirA());
      assert.equal(push.code, 0, push.stderr);
    });
  });
}
