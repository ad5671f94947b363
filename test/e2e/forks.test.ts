// Forks over git smart HTTP: the real git CLI clones and pushes instant and deep forks through Grove.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoPath } from '../../src/git/repo-layout.js';
import { gitClient, type GitClient, remoteUrl } from '../helpers/git-client.js';
import { api, postUploadPack, startServingGrove, type ServingGrove } from '../helpers/grove.js';

describe('forks over git smart HTTP', () => {
  let t: ServingGrove;
  let work: string;
  let port: number;
  let client: GitClient;

  // Async git: the server is in-process.
  const git = (args: string[], cwd = work) => client.run(args, cwd);
  const ok = (args: string[], cwd = work) => client.ok(args, cwd);
  const url = (slug: string) => remoteUrl(t, slug);

  before(async () => {
    t = await startServingGrove('grove-forks-e2e-');
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    work = t.work;
    port = t.port;
    client = gitClient(work);
  });
  after(() => t.close());

  test('clone an instant fork, push to it; the parent never sees the push; deep forks clone too', async () => {
    assert.equal((await api(t).post('/v1/repos', { slug: 'app' })).statusCode, 201);
    const c1 = (await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'one', changes: [{ path: 'a.txt', content: 'one\n' }] })).json().sha;
    const instant = await api(t).post('/v1/repos/app/fork', { slug: 'app-fork' });
    assert.equal(instant.statusCode, 201, instant.body);
    const forkId = instant.json().id as string;

    const cwd = path.join(work, 'fork');
    await ok(['clone', '-q', url('app-fork'), cwd]);
    assert.equal(await ok(['rev-parse', 'HEAD'], cwd), c1);
    await ok(['fsck', '--strict', '--no-dangling'], cwd);

    // the push advertisement shows the fork's own refs only (the pool has none to leak as .have lines)
    const adv = await fetch(`http://127.0.0.1:${port}/acme/app-fork.git/info/refs?service=git-receive-pack`, {
      headers: { authorization: `Basic ${Buffer.from(`acme:${t.key}`).toString('base64')}` },
    });
    assert.equal(adv.status, 200);
    assert.doesNotMatch(await adv.text(), /\.have/);

    const pushed = await client.commitFile(cwd, 'b.txt', 'fork only\n', 'fork commit');
    await ok(['push', '-q', 'origin', 'main'], cwd);
    assert.equal((await api(t).get(`/v1/repos/app-fork/commits/${pushed}`)).statusCode, 200);
    assert.equal((await api(t).get(`/v1/repos/app/commits/${pushed}`)).statusCode, 404, 'the parent never sees the fork\'s push');
    assert.equal((await api(t).get('/v1/repos/app/branches/main')).json().sha, c1);
    await ok(['--git-dir', repoPath(t.dataDir, forkId), 'fsck', '--strict', '--no-dangling']);

    // the parent's later commit is not fetchable by id through the fork: it is not even in the pool
    const parentNext = (await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'two', changes: [{ path: 'c.txt', content: 'two\n' }] })).json().sha;
    const stolen = await git(['fetch', '-q', 'origin', parentNext], cwd);
    assert.notEqual(stolen.code, 0, 'not fetchable through the fork');
    // once a second fork moved it into the shared pool, protocol v0/v1 still refuses it (allowReachableSHA1InWant);
    // (protocol v2: Grove checks wants itself, see the next test and docs/adr/0003-fork-networks.md)
    assert.equal((await api(t).post('/v1/repos/app/fork', { slug: 'app-fork-2' })).statusCode, 201);
    const still = await git(['-c', 'protocol.version=0', 'fetch', '-q', 'origin', parentNext], cwd);
    assert.notEqual(still.code, 0, 'a pool object the fork does not reach is not fetchable through it (v0)');

    const deep = await api(t).post('/v1/repos/app/fork', { slug: 'app-deep', mode: 'deep' });
    assert.equal(deep.statusCode, 201, deep.body);
    const deepDir = path.join(work, 'deep');
    await ok(['clone', '-q', url('app-deep'), deepDir]);
    assert.equal(await ok(['rev-parse', 'HEAD'], deepDir), parentNext);
  });

  test('in a fork network, ids are served only when the repository reaches them (fetch v0/v2, REST, partial clone)', async () => {
    const commit = async (slug: string, branch: string, path: string, content: string) => {
      const res = await api(t).post(`/v1/repos/${slug}/commits`, { branch, message: `${path}: ${content}`, changes: [{ path, content }] });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().sha as string;
    };
    assert.equal((await api(t).post('/v1/repos', { slug: 'net' })).statusCode, 201);
    const c1 = await commit('net', 'main', 'a.txt', 'v1\n');
    const c1b = await commit('net', 'main', 'a.txt', 'v2\n'); // a.txt's v1 blob is in no tip's tree from here on
    assert.equal((await api(t).post('/v1/repos/net/fork', { slug: 'net-fork' })).statusCode, 201);
    // a commit only the parent has, moved into the shared pool by a later fork of the parent
    const secret = await commit('net', 'main', 'secret.txt', 'parent only\n');
    assert.equal((await api(t).post('/v1/repos/net/fork', { slug: 'net-fork-2' })).statusCode, 201);
    const dirOf = async (slug: string) => repoPath(t.dataDir, (await api(t).get(`/v1/repos/${slug}`)).json().id as string);
    const forkDir = await dirOf('net-fork');
    const parentDir = await dirOf('net');
    // the fork reads the secret through the pool: the object is there, only reachability keeps it out
    await ok(['--git-dir', forkDir, 'cat-file', '-e', secret]);
    const secretTree = await ok(['--git-dir', parentDir, 'rev-parse', `${secret}^{tree}`]);
    const secretBlob = await ok(['--git-dir', parentDir, 'rev-parse', `${secret}:secret.txt`]);
    const oldBlob = await ok(['--git-dir', forkDir, 'rev-parse', `${c1}:a.txt`]);

    // git over smart HTTP: protocol v2 (checked by Grove before upload-pack runs) and v0 (git's own check)
    const cwd = path.join(work, 'net-fork');
    await ok(['clone', '-q', url('net-fork'), cwd]);
    const v2 = await git(['-c', 'protocol.version=2', 'fetch', '-q', 'origin', secret], cwd);
    assert.notEqual(v2.code, 0, 'v2 fetch of an unreachable pool commit fails');
    assert.match(v2.stderr, new RegExp(`remote error: upload-pack: not our ref ${secret}`));
    const v0 = await git(['-c', 'protocol.version=0', 'fetch', '-q', 'origin', secret], cwd);
    assert.notEqual(v0.code, 0, 'v0 fetch of an unreachable pool commit fails');
    await ok(['-c', 'protocol.version=2', 'fetch', '-q', 'origin', c1], cwd); // reachable, not a tip
    await ok(['-c', 'protocol.version=2', 'fetch', '-q', url('net'), secret], cwd); // the parent reaches it
    await ok(['cat-file', '-e', secret], cwd);

    // object-info (v2) answers for reachable objects only, too
    const objectInfo = async (slug: string, oid: string) => {
      const pkt = (s: string) => `${(s.length + 4).toString(16).padStart(4, '0')}${s}`;
      const res = await postUploadPack(t, slug, `${pkt('command=object-info\n')}0001${pkt('size\n')}${pkt(`oid ${oid}\n`)}0000`);
      return { status: res.status, text: await res.text() };
    };
    assert.deepEqual(await objectInfo('net-fork', secretBlob), { status: 200, text: `0049ERR upload-pack: not our ref ${secretBlob}` });
    assert.match((await objectInfo('net-fork', oldBlob)).text, new RegExp(`${oldBlob} 3`));
    assert.match((await objectInfo('net', secretBlob)).text, new RegExp(`${secretBlob} 12`));

    // REST: every way of naming an object by id answers 404 for the pool-only commit, and works for reachable ones
    const fork = '/v1/repos/net-fork';
    const status = async (res: Promise<{ statusCode: number }>) => (await res).statusCode;
    assert.equal(await status(api(t).get(`${fork}/commits/${secret}`)), 404);
    assert.equal(await status(api(t).get(`${fork}/commits/${c1}`)), 200);
    assert.equal(await status(api(t).get(`${fork}/tree/${secret}`)), 404);
    assert.equal(await status(api(t).get(`${fork}/tree/${secret.slice(0, 12)}`)), 404, 'abbreviated');
    assert.equal(await status(api(t).get(`${fork}/tree/${c1}`)), 200);
    assert.equal(await status(api(t).get(`${fork}/tree/${c1.slice(0, 12)}`)), 200);
    assert.equal(await status(api(t).get(`${fork}/raw/${secret}/secret.txt`)), 404);
    assert.equal(await status(api(t).get(`${fork}/diff?base=${c1}&head=${secret}`)), 404);
    assert.equal(await status(api(t).get(`${fork}/diff?base=${c1}&head=${c1b}`)), 200);
    assert.equal(await status(api(t).get(`${fork}/commits?cursor=${secret}`)), 404);
    assert.equal(await status(api(t).get(`${fork}/commits?ref=${secret}`)), 404);
    assert.equal(await status(api(t).post(`${fork}/branches`, { name: 'stolen', from_sha: secret })), 404);
    assert.equal(await status(api(t).post(`${fork}/branches`, { name: 'old', from_sha: c1 })), 201);
    assert.equal(await status(api(t).put(`${fork}/refs/refs/heads/x`, { sha: secret })), 404);
    assert.equal(await status(api(t).put(`${fork}/refs/refs/tags/x`, { sha: secretTree })), 404);
    assert.equal(await status(api(t).put(`${fork}/refs/refs/tags/x`, { sha: secretBlob })), 404);
    assert.equal(await status(api(t).put(`${fork}/refs/refs/tags/x`, { sha: oldBlob })), 200, 'a blob of older history is reachable');
    assert.equal(await status(api(t).put(`${fork}/refs/refs/heads/x`, { sha: c1 })), 200);
    const onTop = { branch: 'fresh', message: 'm', parent_sha: secret, changes: [{ path: 'z.txt', content: 'z' }] };
    assert.equal(await status(api(t).post(`${fork}/commits`, onTop)), 404);
    assert.equal(await status(api(t).post(`${fork}/commits`, { ...onTop, parent_sha: c1 })), 201);
    assert.equal(await status(api(t).post(`${fork}/branches/main/merge`, { source: secret })), 404);
    assert.equal(await status(api(t).post(`${fork}/branches/old/merge`, { source: c1b })), 200);
    assert.equal((await api(t).get(`${fork}/branches/main`)).json().sha, c1b, 'nothing moved the fork onto the secret');
    // the parent itself reads its own commit
    assert.equal(await status(api(t).get(`/v1/repos/net/commits/${secret}`)), 200);

    // partial clone of the fork: the checkout's and later checkouts' lazy blob fetches want reachable blobs
    const partial = path.join(work, 'net-fork-partial');
    await ok(['-c', 'protocol.version=2', 'clone', '-q', '--filter=blob:none', url('net-fork'), partial]);
    assert.equal(await ok(['show', 'HEAD:a.txt'], partial), 'v2');
    await ok(['-c', 'protocol.version=2', 'checkout', '-q', c1], partial); // fetches a.txt's v1 blob (older history)
    assert.equal(await ok(['show', `${c1}:a.txt`], partial), 'v1');
    for (const version of ['2', '0']) {
      // (protocol v0: git itself would serve any blob by id; Grove checks wants there too)
      const lazy = await git(['-c', `protocol.version=${version}`, 'cat-file', '-p', secretBlob], partial);
      assert.notEqual(lazy.code, 0, `a lazy fetch cannot reach the pool-only blob either (v${version})`);
      assert.match(lazy.stderr, new RegExp(`not our ref ${secretBlob}`));
    }

    // a repository outside any network still serves its own unreachable (force-pushed-away) objects by id
    assert.equal((await api(t).post('/v1/repos', { slug: 'solo' })).statusCode, 201);
    const kept = await commit('solo', 'main', 'k.txt', 'kept\n');
    const dropped = await commit('solo', 'main', 'd.txt', 'dropped\n');
    assert.equal(await status(api(t).put('/v1/repos/solo/refs/refs/heads/main', { sha: kept, expected_sha: dropped })), 200);
    assert.equal(await status(api(t).get(`/v1/repos/solo/commits/${dropped}`)), 200);
    assert.equal(await status(api(t).post('/v1/repos/solo/branches', { name: 'back', from_sha: dropped })), 201);
    const solo = path.join(work, 'solo');
    await ok(['clone', '-q', url('solo'), solo]);
    await ok(['-c', 'protocol.version=2', 'fetch', '-q', 'origin', dropped], solo);
  });

  // Pushes that point a member's refs at pool-only objects (an empty pack, a thin-pack delta base): see
  // fork-push-isolation.test.ts.
});
