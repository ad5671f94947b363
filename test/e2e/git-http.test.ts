// Git smart HTTP end to end: the real git CLI against Grove on a real socket.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { DomainEvent } from '../../src/domain/events.js';
import { repoPath } from '../../src/git/repo-layout.js';
import { gitClient, type GitClient, type GitWhere, remoteUrl } from '../helpers/git-client.js';
import { api, startServingGrove, type ServingGrove } from '../helpers/grove.js';

describe('git smart HTTP with the git CLI', () => {
  let t: ServingGrove;
  let work: string;
  let port: number;
  let otherKey: string;
  let client: GitClient;
  const dirs: Record<string, string> = {};
  const events: DomainEvent[] = [];

  // Async git: the server is in-process.
  const git = (args: string[], where?: GitWhere) => client.run(args, where);
  const ok = (args: string[], where?: GitWhere) => client.ok(args, where);
  const commitFile = (cwd: string, file: string, content: string | Buffer, message?: string) => client.commitFile(cwd, file, content, message);
  const bare = (slug: string, args: string[]) => ok(['--git-dir', dirs[slug]!, ...args]);
  const url = (repo: string, creds?: string | null) => remoteUrl(t, repo, { creds });
  function looseObjects(dir: string): number {
    return readdirSync(path.join(dir, 'objects')).filter((d) => /^[0-9a-f]{2}$/.test(d) && readdirSync(path.join(dir, 'objects', d)).length > 0).length;
  }

  before(async () => {
    t = await startServingGrove('grove-git-http-');
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    otherKey = await t.createOrg('globex');
    work = t.work;
    port = t.port;
    client = gitClient(work);
    for (const [slug, body] of [
      ['app', { slug: 'app' }],
      ['blank', { slug: 'blank', init: false }],
      ['pub', { slug: 'pub', visibility: 'public' }],
      ['team/lib', { slug: 'lib', namespace: 'team' }],
    ] as const) {
      const res = await api(t).post('/v1/repos', body);
      assert.equal(res.statusCode, 201, res.body);
      dirs[slug] = repoPath(t.dataDir, (res.json() as { id: string }).id);
    }
    // every event carries the bus's envelope (a unique id, the publishing node); the tests compare the rest
    t.grove.services.events.subscribe(({ id, node, ...event }) => {
      assert.match(id, /^evt_[0-9a-z]{26}$/);
      assert.equal(node, t.grove.services.events.node);
      events.push(event as DomainEvent);
    });
  });
  after(() => t.close());

  test('clone, fetch and push through a URL without .git, plain and namespaced', async () => {
    const plain = url('app').replace(/\.git$/, '');
    await ok(['clone', '-q', plain, 'no-suffix']);
    const cwd = path.join(work, 'no-suffix');
    const sha = await commitFile(cwd, 'no-suffix.txt', 'x\n');
    await ok(['push', '-q', 'origin', 'HEAD:refs/heads/no-suffix'], { cwd });
    assert.equal(await bare('app', ['rev-parse', 'refs/heads/no-suffix']), sha);
    await ok(['clone', '-q', url('team/lib').replace(/\.git$/, ''), 'no-suffix-lib']);
    assert.equal(await ok(['rev-parse', 'HEAD'], { cwd: path.join(work, 'no-suffix-lib') }), await bare('team/lib', ['rev-parse', 'main']));
    const missing = await git(['ls-remote', url('nothing-here').replace(/\.git$/, '')]);
    assert.notEqual(missing.code, 0);
  });

  test('clone a repository with its initial commit, and an empty repository', async () => {
    await ok(['clone', '-q', url('app'), 'clone-app']);
    assert.equal(await ok(['log', '--format=%s'], { cwd: path.join(work, 'clone-app') }), 'Initial commit');
    assert.equal(await ok(['rev-parse', 'HEAD'], { cwd: path.join(work, 'clone-app') }), await bare('app', ['rev-parse', 'main']));
    const empty = await git(['clone', url('blank'), 'clone-blank']);
    assert.equal(empty.code, 0, empty.stderr);
    assert.match(empty.stderr, /cloned an empty repository/);
  });

  async function waitForEvents(done: () => boolean): Promise<void> {
    for (const until = Date.now() + 5000; !done(); await new Promise((r) => setTimeout(r, 10))) assert.ok(Date.now() < until, 'events arrive');
  }

  test('push: fast-forward, new branch, non-fast-forward refused, forced update, delete; events; durable packs', async () => {
    const cwd = path.join(work, 'push-app');
    await ok(['clone', '-q', url('app'), cwd]);
    const before = await bare('app', ['rev-parse', 'main']);
    events.length = 0;

    const c1 = await commitFile(cwd, 'a.txt', 'one\n');
    await ok(['push', '-q', 'origin', 'main'], { cwd });
    assert.equal(await bare('app', ['rev-parse', 'main']), c1, 'the pushed commit is in the bare repository');
    assert.equal(await bare('app', ['cat-file', '-t', c1]), 'commit');
    assert.equal(looseObjects(dirs.app!), 0, 'receive.unpackLimit=1: pushes are kept as packs');
    await waitForEvents(() => events.some((e) => e.type === 'push'));
    const orgId = (await t.grove.store.orgs.findBySlug('acme'))!.id;
    const repoId = path.basename(dirs.app!, '.git');
    assert.deepEqual(
      events.map((e) => ({ ...e, at: 0 })),
      [
        { type: 'ref.updated', orgId, repoId, ref: 'refs/heads/main', before, after: c1, source: 'git', at: 0 },
        { type: 'push', orgId, repoId, branch: 'main', before, after: c1, commits: [c1], commitsTruncated: false, source: 'git', at: 0 },
      ],
    );

    await ok(['checkout', '-q', '-b', 'feature'], { cwd });
    const f1 = await commitFile(cwd, 'b.txt', 'feature\n');
    await ok(['push', '-q', 'origin', 'feature'], { cwd });
    assert.equal(await bare('app', ['rev-parse', 'refs/heads/feature']), f1);
    await waitForEvents(() => events.some((e) => e.type === 'push' && e.branch === 'feature'));
    assert.deepEqual(
      events.filter((e) => e.type !== 'ref.updated').slice(-2).map((e) => ({ ...e, at: 0 })),
      [
        { type: 'branch.created', orgId, repoId, branch: 'feature', sha: f1, source: 'git', at: 0 },
        { type: 'push', orgId, repoId, branch: 'feature', before: null, after: f1, commits: [f1], commitsTruncated: false, source: 'git', at: 0 },
      ],
      'a new branch lists the commits no other branch has',
    );

    // diverge: rewrite feature locally, then a plain push is refused as non-fast-forward
    await ok(['reset', '-q', '--hard', 'HEAD~1'], { cwd });
    const f2 = await commitFile(cwd, 'c.txt', 'other\n');
    const refused = await git(['push', 'origin', 'feature'], { cwd });
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /non-fast-forward|\[rejected\]/);
    assert.equal(await bare('app', ['rev-parse', 'refs/heads/feature']), f1, 'unchanged');
    await ok(['push', '-q', '--force', 'origin', 'feature'], { cwd });
    assert.equal(await bare('app', ['rev-parse', 'refs/heads/feature']), f2, 'a forced update is allowed');

    const count = events.length;
    await ok(['push', '-q', 'origin', ':feature'], { cwd });
    assert.equal((await git(['--git-dir', dirs.app!, 'rev-parse', '--verify', '-q', 'refs/heads/feature'])).code, 1, 'branch deleted');
    assert.deepEqual(
      events.slice(count).map((e) => ({ ...e, at: 0 })),
      [
        { type: 'ref.updated', orgId, repoId, ref: 'refs/heads/feature', before: f2, after: null, source: 'git', at: 0 },
        { type: 'branch.deleted', orgId, repoId, branch: 'feature', sha: f2, source: 'git', at: 0 },
      ],
    );

    const deleteDefault = await git(['push', 'origin', ':main'], { cwd });
    assert.notEqual(deleteDefault.code, 0);
    assert.match(deleteDefault.stderr, /refusing to delete the default branch/);
    assert.equal(await bare('app', ['rev-parse', 'main']), c1, 'the default branch survives');
    assert.equal(events.length, count + 2, 'no event for a refused push');
  });

  test('fetch brings another clone up to date; a tag push is visible through ls-remote', async () => {
    const a = path.join(work, 'fetch-a');
    const b = path.join(work, 'fetch-b');
    await ok(['clone', '-q', url('app'), a]);
    await ok(['clone', '-q', url('app'), b]);
    const head = await commitFile(a, 'fetched.txt', 'x\n');
    await ok(['tag', '-a', '-m', 'release', 'v1.0'], { cwd: a });
    await ok(['tag', 'light'], { cwd: a });
    await ok(['push', '-q', 'origin', 'main', 'v1.0', 'light'], { cwd: a });
    await ok(['fetch', '-q', 'origin'], { cwd: b });
    assert.equal(await ok(['rev-parse', 'origin/main'], { cwd: b }), head);
    assert.equal(await ok(['rev-parse', 'v1.0^{}'], { cwd: b }), head, 'annotated tag fetched');
  });

  test('ls-remote through Grove equals git ls-remote on the bare repository (v0 and v2)', async () => {
    const direct = await ok(['ls-remote', dirs.app!]);
    assert.match(direct, /refs\/tags\/v1\.0\^\{\}/);
    for (const version of ['0', '2']) {
      assert.equal(await ok(['-c', `protocol.version=${version}`, 'ls-remote', url('app')]), direct, `protocol v${version}`);
    }
    const symref = await ok(['ls-remote', '--symref', url('app'), 'HEAD']);
    assert.match(symref, /^ref: refs\/heads\/main\tHEAD/);
  });

  test('protocol v0 and v2 clones both work (and really use that protocol)', async () => {
    for (const version of ['0', '2']) {
      const res = await git(['-c', `protocol.version=${version}`, 'clone', url('app'), `proto-v${version}`], { env: { GIT_TRACE_PACKET: '1' } });
      assert.equal(res.code, 0, res.stderr);
      const spoke2 = /git< version 2/.test(res.stderr);
      assert.equal(spoke2, version === '2', `protocol v${version}`);
      assert.equal(await ok(['rev-parse', 'HEAD'], { cwd: path.join(work, `proto-v${version}`) }), await bare('app', ['rev-parse', 'main']));
      await ok(['fsck', '--no-dangling'], { cwd: path.join(work, `proto-v${version}`) });
    }
  });

  test('shallow clone (--depth 1) and partial clone (--filter=blob:none)', async () => {
    await ok(['clone', '-q', '--depth', '1', url('app'), 'shallow']);
    const shallow = path.join(work, 'shallow');
    assert.equal(await ok(['rev-list', '--count', 'HEAD'], { cwd: shallow }), '1');
    assert.equal(await ok(['rev-parse', '--is-shallow-repository'], { cwd: shallow }), 'true');
    await ok(['fetch', '-q', '--deepen', '1'], { cwd: shallow });
    assert.equal(await ok(['rev-list', '--count', 'HEAD'], { cwd: shallow }), '2');

    await ok(['clone', '-q', '--filter=blob:none', '--no-checkout', url('app'), 'partial']);
    const partial = path.join(work, 'partial');
    assert.equal(await ok(['config', 'remote.origin.partialclonefilter'], { cwd: partial }), 'blob:none');
    const missing = (await ok(['rev-list', '--objects', '--missing=print', 'HEAD'], { cwd: partial })).split('\n').filter((l) => l.startsWith('?'));
    assert.ok(missing.length > 0, 'blobs were left out');
    await ok(['checkout', '-q', 'main'], { cwd: partial }); // fetches the missing blobs on demand
    assert.ok(existsSync(path.join(partial, 'a.txt')));
  });

  test('push into an empty repository: visible in the bare repository and is_empty turns false', async () => {
    assert.equal((await api(t).get('/v1/repos/blank')).json().is_empty, true);
    const cwd = path.join(work, 'fresh');
    await ok(['init', '-q', cwd]);
    const head = await commitFile(cwd, 'README.md', '# fresh\n', 'first');
    await ok(['push', '-q', url('blank'), 'main'], { cwd });
    assert.equal(await bare('blank', ['rev-parse', 'refs/heads/main']), head);
    const read = (await api(t).get('/v1/repos/blank')).json();
    assert.equal(read.is_empty, false);
    assert.equal((await ok(['ls-remote', url('blank'), 'HEAD'])).split('\t')[0], head);
  });

  test('namespaced repository: clone and push at /<org>/<namespace>/<slug>.git', async () => {
    const nsUrl = remoteUrl(t, 'team/lib');
    await ok(['clone', '-q', nsUrl, 'ns-lib']);
    const cwd = path.join(work, 'ns-lib');
    const head = await commitFile(cwd, 'lib.ts', 'export {}\n');
    await ok(['push', '-q', 'origin', 'main'], { cwd });
    assert.equal(await bare('team/lib', ['rev-parse', 'main']), head);
    const wrong = await git(['ls-remote', remoteUrl(t, 'other/lib')]);
    assert.notEqual(wrong.code, 0);
  });

  test('credentials: wrong key and missing key are 401; any user name with the key; another organization’s key sees 404', async () => {
    const badKey = await git(['ls-remote', url('app', 'acme:grove_mk_not_a_real_key')]);
    assert.notEqual(badKey.code, 0);
    assert.match(badKey.stderr, /Authentication failed/);
    const noKey = await git(['ls-remote', url('app', null)]);
    assert.notEqual(noKey.code, 0);
    assert.match(noKey.stderr, /could not read Username|Authentication failed/, 'a 401 challenge, not a 404');
    // any user name works with a key of the URL's organization (x-access-token, oauth2, git…)
    for (const user of ['x-access-token', 'oauth2', 'globex']) {
      const anyUser = await git(['ls-remote', url('app', `${user}:${t.key}`)]);
      assert.equal(anyUser.code, 0, `${user}: ${anyUser.stderr}`);
    }
    const foreign = await git(['ls-remote', url('app', `globex:${otherKey}`)]);
    assert.notEqual(foreign.code, 0);
    assert.match(foreign.stderr, /not found/);
  });

  test('scoped tokens: read-only may fetch but not push (403), out of scope is 403, write may push', async () => {
    const token = async (scopes: Record<string, string[]>) => {
      const res = await api(t).post('/v1/tokens', { name: 'git', scopes, expires_in: 3600 });
      assert.equal(res.statusCode, 201, res.body);
      return (res.json() as { token: string }).token;
    };
    const reader = await token({ 'repos:app': ['read'] });
    const elsewhere = await token({ 'repos:pub': ['read', 'write'] });
    const writer = await token({ 'repos:app': ['read', 'write'] });
    await ok(['clone', '-q', url('app', `acme:${reader}`), 'token-app']);
    const cwd = path.join(work, 'token-app');
    const head = await commitFile(cwd, 'token.txt', 'token\n');
    const denied = await git(['push', url('app', `acme:${reader}`), 'main'], { cwd });
    assert.notEqual(denied.code, 0);
    assert.match(denied.stderr, /403/);
    const outOfScope = await git(['ls-remote', url('app', `acme:${elsewhere}`)]);
    assert.notEqual(outOfScope.code, 0);
    assert.match(outOfScope.stderr, /403/);
    await ok(['push', '-q', url('app', `acme:${writer}`), 'main'], { cwd });
    assert.equal(await bare('app', ['rev-parse', 'main']), head);
  });

  test('a large push (chunked, with git’s auth probe) works; a client that disconnects mid-fetch stops upload-pack', async () => {
    const res = await api(t).post('/v1/repos', { slug: 'big' });
    dirs.big = repoPath(t.dataDir, (res.json() as { id: string }).id);
    const cwd = path.join(work, 'big');
    await ok(['clone', '-q', url('big'), cwd]);
    const head = await commitFile(cwd, 'noise.bin', randomBytes(6 * 1024 * 1024), 'noise'); // incompressible, > http.postBuffer
    await ok(['push', '-q', 'origin', 'main'], { cwd });
    assert.equal(await bare('big', ['rev-parse', 'main']), head);

    const uploadPacks = async () =>
      (await new Promise<string>((resolve) => execFile('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], (_e, out) => resolve(out))))
        .split('\n')
        .filter((l) => l.includes('upload-pack'));
    const pkt = (s: string) => `${(s.length + 4).toString(16).padStart(4, '0')}${s}`;
    const body = `${pkt('command=fetch\n')}0001${pkt(`want ${head}\n`)}${pkt('done\n')}0000`;
    const auth = Buffer.from(`acme:${t.key}`).toString('base64');
    const socket = netConnect(port, '127.0.0.1');
    socket.write(
      `POST /acme/big.git/git-upload-pack HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${auth}\r\nGit-Protocol: version=2\r\n` +
        `Content-Type: application/x-git-upload-pack-request\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    await new Promise((resolve) => socket.once('data', resolve)); // the answer has started
    socket.pause();
    assert.ok((await uploadPacks()).length > 0, 'upload-pack is serving the fetch');
    socket.destroy();
    const deadline = Date.now() + 5000;
    while ((await uploadPacks()).length > 0) {
      assert.ok(Date.now() < deadline, 'upload-pack still running after the client left');
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  test('a public repository clones anonymously but cannot be pushed anonymously or by another organization', async () => {
    await ok(['clone', '-q', url('pub', null), 'pub-anon']);
    const cwd = path.join(work, 'pub-anon');
    await commitFile(cwd, 'x.txt', 'x\n');
    const anon = await git(['push', 'origin', 'main'], { cwd });
    assert.notEqual(anon.code, 0);
    assert.match(anon.stderr, /could not read Username|Authentication failed/);
    const foreign = await git(['push', url('pub', `globex:${otherKey}`), 'main'], { cwd });
    assert.notEqual(foreign.code, 0);
    assert.match(foreign.stderr, /403/);
    await ok(['ls-remote', url('pub', `globex:${otherKey}`)]); // reading is fine
    await ok(['push', '-q', url('pub'), 'main'], { cwd }); // the owner may
  });
});
