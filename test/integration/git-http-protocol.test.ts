// Git smart HTTP at the protocol level: the in-process advertisements and ls-refs against git's own output,
// byte for byte; statuses for garbage and refused requests; gzip; headers; limits.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { AppError } from '../../src/domain/errors.js';
import { repoPath } from '../../src/git/repo-layout.js';
import { gitBytes } from '../helpers/git-client.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

const UPLOAD_REQ = 'application/x-git-upload-pack-request';
const RECEIVE_REQ = 'application/x-git-receive-pack-request';

function pkt(s: string | Buffer): Buffer {
  const data = typeof s === 'string' ? Buffer.from(s) : s;
  return Buffer.concat([Buffer.from((data.length + 4).toString(16).padStart(4, '0')), data]);
}
const FLUSH = Buffer.from('0000');
const DELIM = Buffer.from('0001');

/** git in a bare repository, at a fixed date (tags made here get the same ids every run). */
function git(dir: string, args: string[], opts: { input?: Buffer; protocol?: string } = {}): Buffer {
  const env = opts.protocol ? { GIT_PROTOCOL: opts.protocol } : {};
  return gitBytes(args, { cwd: dir, gitDir: dir, date: '1700000000 +0000', input: opts.input ?? Buffer.alloc(0), env });
}
const gitText = (dir: string, args: string[]) => git(dir, args).toString('utf8').trim();

function lsRefsRequest(args: string[]): Buffer {
  return Buffer.concat([pkt('command=ls-refs\n'), pkt('agent=git/2.39.5\n'), pkt('object-format=sha1\n'), DELIM, ...args.map((a) => pkt(`${a}\n`)), FLUSH]);
}

describe('git smart HTTP protocol', () => {
  let t: TestGrove;
  let auth: string;
  let dir: string;
  let emptyDir: string;
  let oddDir: string;
  let detachedDir: string;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { authorization: auth, ...headers } });
  const post = (url: string, payload: Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: auth, 'content-type': UPLOAD_REQ, ...headers } });

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    auth = `Basic ${Buffer.from(`${t.org}:${t.key}`).toString('base64')}`;
    const made = (await api(t).post('/v1/repos', { slug: 'proto' })).json() as { id: string };
    dir = repoPath(t.dataDir, made.id);
    const empty = (await api(t).post('/v1/repos', { slug: 'void', init: false })).json() as { id: string };
    emptyDir = repoPath(t.dataDir, empty.id);
    const odd = (await api(t).post('/v1/repos', { slug: 'odd' })).json() as { id: string };
    oddDir = repoPath(t.dataDir, odd.id);
    const detached = (await api(t).post('/v1/repos', { slug: 'detached' })).json() as { id: string };
    detachedDir = repoPath(t.dataDir, detached.id);

    // packed refs (with peeled lines) and loose refs, annotated tags, a tag of a tag, a tag of a tree
    const c1 = gitText(dir, ['rev-parse', 'refs/heads/main']);
    const tree = gitText(dir, ['rev-parse', `${c1}^{tree}`]);
    const c2 = gitText(dir, ['commit-tree', '-p', c1, '-m', 'two', tree]);
    git(dir, ['update-ref', 'refs/heads/feature/x', c2]);
    git(dir, ['tag', '-a', '-m', 'v1', 'v1', c1]);
    git(dir, ['tag', 'light', c2]);
    git(dir, ['tag', '-a', '-m', 'tag of a tag', 'nested', 'refs/tags/v1']);
    git(dir, ['tag', '-a', '-m', 'a tree', 'treetag', tree]);
    git(dir, ['pack-refs', '--all']);
    const c3 = gitText(dir, ['commit-tree', '-p', c2, '-m', 'three', tree]);
    git(dir, ['update-ref', 'refs/heads/main', c3]);
    git(dir, ['update-ref', 'refs/heads/zz', c1]);
    git(dir, ['tag', '-a', '-m', 'v3', 'v3', c3]);
    git(dir, ['update-ref', 'refs/notes/commits', c2]);
    // Grove's bookkeeping refs are hidden from git clients (uploadpack.hideRefs)
    git(dir, ['update-ref', 'refs/grove/snapshots/s1', c2]);
    git(dir, ['update-ref', 'refs/grovex', c2]);
    // HEAD at a branch that does not exist, while other refs do
    git(oddDir, ['symbolic-ref', 'HEAD', 'refs/heads/nope']);
    // a detached HEAD
    git(detachedDir, ['update-ref', '--no-deref', 'HEAD', gitText(detachedDir, ['rev-parse', 'refs/heads/main'])]);
  });
  after(() => t.close());

  test('v0 and v1 ref advertisements equal git upload-pack --advertise-refs byte for byte', async () => {
    const header = Buffer.concat([pkt('# service=git-upload-pack\n'), FLUSH]);
    for (const [slug, repoDir] of [['proto', dir], ['void', emptyDir], ['odd', oddDir], ['detached', detachedDir]] as const) {
      for (const protocol of [undefined, 'version=1']) {
        const res = await get(`/acme/${slug}.git/info/refs?service=git-upload-pack`, protocol ? { 'git-protocol': protocol } : {});
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.headers['content-type'], 'application/x-git-upload-pack-advertisement');
        assert.equal(res.headers['cache-control'], 'no-cache');
        const expected = Buffer.concat([header, git(repoDir, ['upload-pack', '--stateless-rpc', '--advertise-refs', repoDir], { ...(protocol ? { protocol } : {}) })]);
        assert.equal(res.rawPayload.toString('latin1'), expected.toString('latin1'), `${slug} ${protocol ?? 'v0'}`);
      }
    }
    const text = (await get('/acme/proto.git/info/refs?service=git-upload-pack')).body;
    assert.match(text, /refs\/tags\/v1\^\{\}/, 'peeled line of a packed annotated tag');
    assert.match(text, /refs\/tags\/v3\^\{\}/, 'peeled line of a loose annotated tag');
    assert.match(text, /refs\/tags\/nested\^\{\}/, 'tag of a tag peels to the commit');
    assert.match(text, /symref=HEAD:refs\/heads\/main/);
    assert.doesNotMatch(text, /refs\/grove\//, 'hidden refs stay hidden');
    assert.match(text, /refs\/grovex/, 'only below the hidden prefix');
  });

  test('v2 capability advertisement equals git byte for byte (no service header)', async () => {
    const res = await get('/acme/proto.git/info/refs?service=git-upload-pack', { 'git-protocol': 'version=2' });
    assert.equal(res.statusCode, 200);
    const expected = git(dir, ['upload-pack', '--stateless-rpc', '--advertise-refs', dir], { protocol: 'version=2' });
    assert.equal(res.rawPayload.toString('latin1'), expected.toString('latin1'));
    assert.match(res.body, /fetch=shallow wait-for-done filter/);
    assert.match(res.body, /ls-refs=unborn/);
  });

  test('v2 ls-refs answered in-process equals git upload-pack for every argument combination', async () => {
    const combos: string[][] = [
      [],
      ['symrefs'],
      ['peel'],
      ['unborn'],
      ['symrefs', 'peel', 'unborn'],
      ['ref-prefix refs/tags/'],
      ['symrefs', 'peel', 'ref-prefix HEAD', 'ref-prefix refs/heads/', 'ref-prefix refs/tags/'],
      ['peel', 'ref-prefix refs/heads/f'],
      ['ref-prefix refs/nothing/'],
      ['symrefs', 'unborn', 'ref-prefix H'],
    ];
    for (const [slug, repoDir] of [['proto', dir], ['void', emptyDir], ['odd', oddDir], ['detached', detachedDir]] as const) {
      for (const args of combos) {
        const request = lsRefsRequest(args);
        const res = await post(`/acme/${slug}.git/git-upload-pack`, request, { 'git-protocol': 'version=2' });
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.headers['content-type'], 'application/x-git-upload-pack-result');
        const expected = git(repoDir, ['upload-pack', '--stateless-rpc', repoDir], { input: request, protocol: 'version=2' });
        assert.equal(res.rawPayload.toString('latin1'), expected.toString('latin1'), `${slug} [${args.join(', ')}]`);
      }
    }
  });

  test('an ls-refs request we do not handle ourselves goes to git (same answer or git’s refusal)', async () => {
    const withOption = Buffer.concat([pkt('command=ls-refs\n'), pkt('server-option=x\n'), DELIM, pkt('peel\n'), FLUSH, FLUSH]);
    const res = await post('/acme/proto.git/git-upload-pack', withOption, { 'git-protocol': 'version=2' });
    assert.equal(res.statusCode, 200);
    const bogus = await post('/acme/proto.git/git-upload-pack', lsRefsRequest(['bogus']), { 'git-protocol': 'version=2' });
    assert.equal(bogus.statusCode, 400);
    assert.match(bogus.body, /unexpected line/);
  });

  test('receive-pack advertisement is git’s, after the service header; it needs write access', async () => {
    const res = await get('/acme/proto.git/info/refs?service=git-receive-pack');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/x-git-receive-pack-advertisement');
    const expected = Buffer.concat([pkt('# service=git-receive-pack\n'), FLUSH, git(dir, ['receive-pack', '--stateless-rpc', '--advertise-refs', dir])]);
    assert.equal(res.rawPayload.toString('latin1'), expected.toString('latin1'));
    const anon = await t.app.inject({ method: 'GET', url: '/acme/proto.git/info/refs?service=git-receive-pack' });
    assert.equal(anon.statusCode, 401);
  });

  test('gzip-encoded request bodies are inflated as they stream; bad gzip is 400; other encodings 415', async () => {
    const request = lsRefsRequest(['symrefs', 'peel']);
    const plain = await post('/acme/proto.git/git-upload-pack', request, { 'git-protocol': 'version=2' });
    const zipped = await post('/acme/proto.git/git-upload-pack', gzipSync(request), { 'git-protocol': 'version=2', 'content-encoding': 'gzip' });
    assert.equal(zipped.statusCode, 200);
    assert.deepEqual(zipped.rawPayload, plain.rawPayload);

    const head = gitText(dir, ['rev-parse', 'refs/heads/main']);
    const fetch = Buffer.concat([pkt('command=fetch\n'), pkt('object-format=sha1\n'), DELIM, pkt('no-progress\n'), pkt(`want ${head}\n`), pkt('done\n'), FLUSH]);
    const packed = await post('/acme/proto.git/git-upload-pack', gzipSync(fetch), { 'git-protocol': 'version=2', 'content-encoding': 'gzip' });
    assert.equal(packed.statusCode, 200, packed.body);
    assert.ok(packed.rawPayload.includes(Buffer.from('packfile\n')), 'a v2 fetch answer with a packfile section');
    assert.ok(packed.rawPayload.includes(Buffer.from('PACK')), 'pack data');

    const broken = await post('/acme/proto.git/git-upload-pack', Buffer.from('not gzip at all'), { 'git-protocol': 'version=2', 'content-encoding': 'gzip' });
    assert.equal(broken.statusCode, 400);
    const brotli = await post('/acme/proto.git/git-upload-pack', request, { 'git-protocol': 'version=2', 'content-encoding': 'br' });
    assert.equal(brotli.statusCode, 415);
  });

  test('garbage on the git endpoints is a 4xx, never a 5xx', async () => {
    const head = gitText(dir, ['rev-parse', 'refs/heads/main']);
    const v2 = { 'git-protocol': 'version=2' };
    const cases: [string, Buffer, Record<string, string>][] = [
      ['random bytes', randomBytes(512), {}],
      ['random bytes v2', randomBytes(512), v2],
      ['bad length header', Buffer.from('zzzzwant'), {}],
      ['length 3', Buffer.from('0003'), {}],
      ['too long', Buffer.from('ffff'), {}],
      ['truncated pkt-line', Buffer.from(`0032want ${head.slice(0, 10)}`), {}],
      ['flush only', FLUSH, {}],
      ['empty body', Buffer.alloc(0), {}],
      ['not a want', Buffer.concat([pkt('have 1234\n'), FLUSH]), {}],
      ['truncated after a valid want', Buffer.concat([pkt(`want ${head}\n`), Buffer.from('00')]), {}],
      ['garbage after a valid want', Buffer.concat([pkt(`want ${head}\n`), FLUSH, randomBytes(64)]), {}],
      ['v2 without a command', Buffer.concat([pkt('hello\n'), FLUSH]), v2],
      ['v2 unknown command', Buffer.concat([pkt('command=rm-rf\n'), FLUSH]), v2],
      ['v2 fetch truncated', Buffer.concat([pkt('command=fetch\n'), DELIM, Buffer.from('0032want')]), v2],
      ['v2 fetch of an unknown object', Buffer.concat([pkt('command=fetch\n'), DELIM, pkt(`want ${'1'.repeat(40)}\n`), pkt('done\n'), FLUSH]), v2],
      ['v2 fetch with a bad argument', Buffer.concat([pkt('command=fetch\n'), DELIM, pkt('frobnicate\n'), FLUSH]), v2],
      ['v2 ls-refs truncated', Buffer.concat([pkt('command=ls-refs\n'), DELIM, Buffer.from('0010sym')]), v2],
    ];
    for (const [name, body, headers] of cases) {
      const res = await post('/acme/proto.git/git-upload-pack', body, headers);
      assert.ok(res.statusCode < 500, `${name}: ${res.statusCode} ${res.body}`);
      if (res.statusCode === 200) assert.match(res.rawPayload.toString('latin1'), /ERR /, `${name}: a 200 must carry git's error`);
      else assert.ok(res.statusCode >= 400, name);
    }

    const zero = '0'.repeat(40);
    const command = (line: string) => pkt(`${line}\0report-status side-band-64k\n`);
    const pushCases: [string, Buffer][] = [
      ['random bytes', randomBytes(512)],
      ['bad command', Buffer.concat([command('hello world'), FLUSH])],
      ['truncated commands', Buffer.concat([command(`${zero} ${head} refs/heads/x`)])],
      ['garbage pack', Buffer.concat([command(`${zero} ${head} refs/heads/x`), FLUSH, Buffer.from('PACK'), randomBytes(100)])],
      ['no pack at all', Buffer.concat([command(`${zero} ${head} refs/heads/x`), FLUSH])],
      ['delimiter in commands', Buffer.concat([DELIM, FLUSH])],
    ];
    for (const [name, body] of pushCases) {
      const res = await post('/acme/proto.git/git-receive-pack', body, { 'content-type': RECEIVE_REQ });
      assert.ok(res.statusCode < 500, `push ${name}: ${res.statusCode} ${res.body}`);
      if (res.statusCode === 200) assert.match(res.rawPayload.toString('latin1'), /unpack (?!ok)|ng refs\/heads\/x/, `push ${name}: git reports the failure`);
    }
    assert.equal(gitText(dir, ['for-each-ref', '--format=%(refname)', 'refs/heads/x']), '', 'no ref was created by garbage');
  });

  test('content type, service parameter, repository address and credentials are checked', async () => {
    const json = await post('/acme/proto.git/git-upload-pack', Buffer.from('{}'), { 'content-type': 'application/json' });
    assert.equal(json.statusCode, 415);
    assert.match(json.headers['content-type'] as string, /^text\/plain/);
    const receiveType = await post('/acme/proto.git/git-upload-pack', FLUSH, { 'content-type': RECEIVE_REQ });
    assert.equal(receiveType.statusCode, 415);
    const none = await t.app.inject({ method: 'POST', url: '/acme/proto.git/git-upload-pack', headers: { authorization: auth }, payload: 'x' });
    assert.equal(none.statusCode, 415);

    assert.equal((await get('/acme/proto.git/info/refs?service=git-frobnicate')).statusCode, 400);
    assert.equal((await get('/acme/proto.git/info/refs')).statusCode, 400, 'dumb HTTP is not served');
    assert.equal((await get('/acme/proto.git/info/refs?service=git-upload-pack&service=git-receive-pack')).statusCode, 400);
    assert.equal((await get('/acme/proto/info/refs?service=git-upload-pack')).statusCode, 200, 'the .git suffix is optional');
    assert.equal((await get('/acme/.git/info/refs?service=git-upload-pack')).statusCode, 404);
    assert.equal((await get('/acme/nope.git/info/refs?service=git-upload-pack')).statusCode, 404, 'unknown repository, with a key');
    assert.equal((await get('/nobody/proto.git/info/refs?service=git-upload-pack')).statusCode, 404, 'unknown organization, with a key');
    assert.equal((await get('/acme/Bad_Name.git/info/refs?service=git-upload-pack')).statusCode, 404);

    const anon = await t.app.inject({ method: 'GET', url: '/acme/nope.git/info/refs?service=git-upload-pack' });
    assert.equal(anon.statusCode, 401, 'unknown repository, anonymous: challenge, existence not revealed');
    assert.equal(anon.headers['www-authenticate'], 'Basic realm="Grove"');
    const anonPrivate = await t.app.inject({ method: 'GET', url: '/acme/proto.git/info/refs?service=git-upload-pack' });
    assert.equal(anonPrivate.statusCode, 401);
    assert.equal(anonPrivate.body, anon.body, 'private and missing look the same');

    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const wrongKey = await get('/acme/proto.git/info/refs?service=git-upload-pack', { authorization: basic('acme', 'grove_mk_wrong') });
    assert.equal(wrongKey.statusCode, 401);
    assert.equal(wrongKey.headers['www-authenticate'], 'Basic realm="Grove"');
    // git hosts' conventions: with a key of the URL's organization, any user name will do
    for (const user of ['x-access-token', 'oauth2', 'git', 'other']) {
      const res = await get('/acme/proto.git/info/refs?service=git-upload-pack', { authorization: basic(user, t.key) });
      assert.equal(res.statusCode, 200, `user '${user}' with the organization's key`);
    }
    const malformed = await get('/acme/proto.git/info/refs?service=git-upload-pack', { authorization: 'Bearer abc' });
    assert.equal(malformed.statusCode, 401);

    const otherKey = await t.createOrg('globex');
    const foreign = await get('/acme/proto.git/info/refs?service=git-upload-pack', { authorization: basic('globex', otherKey) });
    assert.equal(foreign.statusCode, 404, 'another organization’s key: private repository is not found');
    const foreignAnyUser = await get('/acme/proto.git/info/refs?service=git-upload-pack', { authorization: basic('x-access-token', otherKey) });
    assert.equal(foreignAnyUser.statusCode, 401, "another organization's key needs its own organization as the user name");
    assert.match(foreignAnyUser.body, /belongs to organization 'globex'/);
  });

  test('path traversal attempts are refused with a 4xx on a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers: { authorization: auth } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    for (const path of [
      '/acme/../proto.git/info/refs?service=git-upload-pack',
      '/acme/%2e%2e/proto.git/info/refs?service=git-upload-pack',
      '/acme/..%2fproto.git/info/refs?service=git-upload-pack',
      '/acme/proto.git/../../../etc/passwd',
      '/../../etc/passwd.git/info/refs?service=git-upload-pack',
      '/acme/%2fetc%2fpasswd.git/info/refs?service=git-upload-pack',
      '/acme/proto.git%00/info/refs?service=git-upload-pack',
      '/%2e%2e/%2e%2e/proto.git/info/refs?service=git-upload-pack',
    ]) {
      const status = await raw(path);
      assert.ok(status >= 400 && status < 500, `${path}: ${status}`);
    }

    // a declared body over the limit is refused before it is read
    const status = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /acme/proto.git/git-receive-pack HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\n` +
            `Content-Type: ${RECEIVE_REQ}\r\nContent-Length: ${3 * 1024 ** 3}\r\n\r\n0000`,
        );
      });
      let text = '';
      socket.on('data', (d: Buffer) => {
        text += d.toString('latin1');
        if (text.includes('\r\n')) {
          socket.destroy();
          resolve(text.split('\r\n')[0]!);
        }
      });
      socket.on('error', reject);
    });
    assert.match(status, /^HTTP\/1\.1 413/);
  });

  test('responses carry X-Request-Id and rate-limit headers; git requests are not counted as API calls', async () => {
    const before = (await t.grove.services.usage.report((await t.grove.store.orgs.findBySlug('acme'))!)).api_calls.used;
    const res = await get('/acme/proto.git/info/refs?service=git-upload-pack', { 'x-request-id': 'git-req-1' });
    assert.equal(res.headers['x-request-id'], 'git-req-1');
    assert.equal(res.headers['x-ratelimit-limit'], '600');
    assert.ok(res.headers['x-ratelimit-remaining']);
    assert.ok(res.headers['x-ratelimit-reset']);
    const refused = await t.app.inject({ method: 'GET', url: '/acme/proto.git/info/refs?service=git-upload-pack' });
    assert.ok(refused.headers['x-request-id']);
    assert.ok(refused.headers['x-ratelimit-limit'], 'anonymous requests are limited per address');
    const after = (await t.grove.services.usage.report((await t.grove.store.orgs.findBySlug('acme'))!)).api_calls.used;
    assert.equal(after, before);
  });

  test('over the storage quota a push is refused with 402 (advertisement and POST)', async () => {
    const usage = t.grove.services.usage;
    const original = usage.assertStorageLeft.bind(usage);
    usage.assertStorageLeft = async () => {
      throw new AppError('QUOTA_EXCEEDED', 'free tier allows 1 GB of storage');
    };
    try {
      const res = await get('/acme/proto.git/info/refs?service=git-receive-pack');
      assert.equal(res.statusCode, 402);
      assert.match(res.body, /1 GB/);
      const push = await post('/acme/proto.git/git-receive-pack', FLUSH, { 'content-type': RECEIVE_REQ });
      assert.equal(push.statusCode, 402);
      assert.equal((await get('/acme/proto.git/info/refs?service=git-upload-pack')).statusCode, 200, 'reads still work');
    } finally {
      usage.assertStorageLeft = original;
    }
  });
});

describe('git smart HTTP rate limiting', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove({ env: { GROVE_RATE_LIMIT_PER_MINUTE: '3' } });
    await api(t).post('/v1/repos', { slug: 'limited', visibility: 'public' });
  });
  after(() => t.close());

  test('the same per-caller budget as REST applies, with Retry-After on 429', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject({ method: 'GET', url: '/acme/limited.git/info/refs?service=git-upload-pack' });
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.ok(Number(last!.headers['retry-after']) >= 1);
    assert.equal(last!.headers['x-ratelimit-remaining'], '0');
  });
});
