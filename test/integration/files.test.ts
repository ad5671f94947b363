import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { repoPath } from '../../src/git/repo-layout.js';
import { gitBytes, gitSync } from '../helpers/git-client.js';
import { fastImportCommit } from '../helpers/git.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

/** git in a bare repository; stdout as bytes. */
const git = (dir: string, args: string[], input?: Buffer | string): Buffer => gitBytes(args, { gitDir: dir, input });
const commit = fastImportCommit;

const sha1 = (b: Buffer) => createHash('sha1').update(b).digest('hex');
const gitBlobId = (b: Buffer) => createHash('sha1').update(`blob ${b.length}\0`).update(b).digest('hex');

describe('files API', () => {
  let t: TestGrove;
  let port: number;
  /** A GET over a real socket, the path sent exactly as given. */
  const rawGet = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, headers: { 'x-api-key': t.key } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  let dir: string;
  let pubDir: string;
  let head: string;
  const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02, 0xff, 0xfe]);
  const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]); // "café" in Latin-1: not UTF-8, no NUL
  const lateNul = Buffer.concat([Buffer.from('a'.repeat(9000)), Buffer.from([0]), Buffer.from('tail\n')]);
  const unicode = 'héllo wörld ✓ 🌲\n';
  const digits = '0123456789abcdefghij'; // 20 bytes

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    const created = await api(t).post('/v1/repos', { slug: 'files' });
    assert.equal(created.statusCode, 201, created.body);
    dir = repoPath(t.dataDir, created.json().id);
    commit(dir, 'main', {
      'README.md': '# Files\n',
      'digits.txt': digits,
      'unicode.txt': unicode,
      'image.png': binary,
      'latin1.txt': latin1,
      'late-nul.txt': lateNul,
      'empty.txt': '',
      'src/index.ts': 'export const x = 1;\n',
      'src/lib/util.ts': 'export function util() {}\n',
      'src/lib/deep/leaf.txt': 'leaf\n',
      'dir with space/file name.txt': 'spaced\n',
      'link': { symlink: 'README.md' },
      'vendor/sub': { submodule: 'a'.repeat(40) },
    });
    git(dir, ['update-ref', 'refs/heads/feature/x', 'refs/heads/main']);
    git(dir, ['tag', '-a', 'v1.0', '-m', 'release', 'refs/heads/main']);
    head = git(dir, ['rev-parse', 'refs/heads/main']).toString().trim();

    const pub = await api(t).post('/v1/repos', { slug: 'open', visibility: 'public', namespace: 'team' });
    assert.equal(pub.statusCode, 201, pub.body);
    pubDir = repoPath(t.dataDir, pub.json().id);
    commit(pubDir, 'main', { 'hello.txt': 'hello\n' });
  });
  after(() => t.close());

  describe('tree', () => {
    test('root listing: items with name, path, type, sha, mode; resolved commit sha', async () => {
      const res = await api(t).get('/v1/repos/files/tree/main');
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.path, '');
      assert.equal(body.ref, 'main');
      assert.equal(body.sha, head);
      assert.equal(body.truncated, false);
      const byName = new Map<string, { name: string; path: string; type: string; sha: string; mode: string }>(
        body.items.map((i: { name: string }) => [i.name, i]),
      );
      assert.deepEqual(byName.get('README.md'), {
        name: 'README.md',
        path: 'README.md',
        type: 'file',
        sha: gitBlobId(Buffer.from('# Files\n')),
        mode: '100644',
        size: 8,
      });
      assert.deepEqual(byName.get('src'), {
        name: 'src',
        path: 'src',
        type: 'folder',
        sha: git(dir, ['rev-parse', 'main:src']).toString().trim(),
        mode: '040000',
      });
      assert.equal(byName.get('link')?.type, 'file');
      assert.equal(byName.get('link')?.mode, '120000');
      assert.equal(byName.get('vendor')?.type, 'folder');
      assert.equal(byName.has('lib'), false, 'not recursive');
      // same order as git ls-tree
      const lsTree = git(dir, ['ls-tree', '--name-only', '-z', 'main']).toString().split('\0').filter(Boolean);
      assert.deepEqual(body.items.map((i: { name: string }) => i.name), lsTree);
      // trailing slash and explicit empty path name the root too
      assert.deepEqual((await api(t).get('/v1/repos/files/tree/main/')).json().items, body.items);
    });

    test('subdirectory listing has full paths; submodules are files with mode 160000', async () => {
      const res = await api(t).get('/v1/repos/files/tree/main/src/lib');
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.path, 'src/lib');
      assert.deepEqual(
        body.items.map((i: { path: string; type: string }) => [i.path, i.type]),
        [
          ['src/lib/deep', 'folder'],
          ['src/lib/util.ts', 'file'],
        ],
      );
      assert.equal((await api(t).get('/v1/repos/files/tree/main/src/lib/')).json().path, 'src/lib');
      const vendor = (await api(t).get('/v1/repos/files/tree/main/vendor')).json();
      assert.deepEqual(vendor.items, [{ name: 'sub', path: 'vendor/sub', type: 'file', sha: 'a'.repeat(40), mode: '160000' }]);
      const spaced = await api(t).get('/v1/repos/files/tree/main/dir%20with%20space');
      assert.equal(spaced.statusCode, 200, spaced.body);
      assert.equal(spaced.json().items[0].path, 'dir with space/file name.txt');
    });

    test('recursive=true flattens every descendant depth first, matching git ls-tree -r -t', async () => {
      const res = await api(t).get('/v1/repos/files/tree/main?recursive=true');
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.truncated, false);
      const expected = git(dir, ['ls-tree', '-r', '-t', '-z', 'main'])
        .toString()
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [meta, path] = line.split('\t') as [string, string];
          const [mode, , sha] = meta.split(' ') as [string, string, string];
          return { path, mode, sha };
        });
      assert.deepEqual(
        body.items.map((i: { path: string; mode: string; sha: string }) => ({ path: i.path, mode: i.mode, sha: i.sha })),
        expected,
      );
      const leaf = body.items.find((i: { path: string }) => i.path === 'src/lib/deep/leaf.txt');
      assert.equal(leaf.name, 'leaf.txt');
      const sub = await api(t).get('/v1/repos/files/tree/main/src?recursive=true');
      assert.deepEqual(
        sub.json().items.map((i: { path: string }) => i.path),
        ['src/index.ts', 'src/lib', 'src/lib/deep', 'src/lib/deep/leaf.txt', 'src/lib/util.ts'],
      );
    });

    test('a file path, a missing path and an unknown ref are 404; a malformed ref is 400', async () => {
      const file = await api(t).get('/v1/repos/files/tree/main/README.md');
      assert.equal(file.statusCode, 404);
      assert.equal(file.json().code, 'NOT_FOUND');
      assert.match(file.json().error, /file/);
      assert.equal((await api(t).get('/v1/repos/files/tree/main/nope')).statusCode, 404);
      assert.equal((await api(t).get('/v1/repos/files/tree/main/src/nope/deeper')).statusCode, 404);
      assert.equal((await api(t).get('/v1/repos/files/tree/nosuchbranch')).statusCode, 404);
      assert.equal((await api(t).get(`/v1/repos/files/tree/${'b'.repeat(40)}`)).statusCode, 404);
      assert.equal((await api(t).get('/v1/repos/files/tree/bad..ref')).statusCode, 400);
      assert.equal((await api(t).get('/v1/repos/nosuchrepo/tree/main')).statusCode, 404);
    });

    test('refs: tags, commit SHAs, and branch names with slashes (encoded or not)', async () => {
      const tag = await api(t).get('/v1/repos/files/tree/v1.0/src');
      assert.equal(tag.statusCode, 200, tag.body);
      assert.equal(tag.json().sha, head, 'annotated tag peeled to its commit');
      const bySha = await api(t).get(`/v1/repos/files/tree/${head}/src`);
      assert.equal(bySha.statusCode, 200);
      assert.equal(bySha.json().ref, head);
      const short = await api(t).get(`/v1/repos/files/tree/${head.slice(0, 10)}/src`);
      assert.equal(short.statusCode, 200, short.body);
      assert.equal(short.json().sha, head, 'abbreviated SHAs are expanded');
      assert.equal(short.headers['cache-control'], 'private, max-age=60', 'an abbreviation may become ambiguous: not immutable');
      assert.equal((await api(t).get('/v1/repos/files/tree/0000000/src')).statusCode, 404);
      const encoded = await api(t).get('/v1/repos/files/tree/feature%2Fx/src');
      assert.equal(encoded.statusCode, 200, encoded.body);
      assert.equal(encoded.json().ref, 'feature/x');
      const plain = await api(t).get('/v1/repos/files/tree/feature/x/src');
      assert.equal(plain.statusCode, 200, plain.body);
      assert.equal(plain.json().ref, 'feature/x');
      assert.equal(plain.json().path, 'src');
      const blob = await api(t).get('/v1/repos/files/blob/feature/x/README.md');
      assert.equal(blob.statusCode, 200, blob.body);
      assert.equal(blob.json().path, 'README.md');
    });

    test('packed refs are read, loose refs override them, and every change is seen at once', async () => {
      const created = await api(t).post('/v1/repos', { slug: 'packed' });
      const pdir = repoPath(t.dataDir, created.json().id);
      commit(pdir, 'main', { 'v.txt': 'one\n' });
      git(pdir, ['pack-refs', '--all']);
      const read = async () => (await api(t).get('/v1/repos/packed/blob/main/v.txt')).json().content;
      assert.equal(await read(), 'one\n');
      commit(pdir, 'main', { 'v.txt': 'two\n' }); // loose ref again, shadowing the packed one
      assert.equal(await read(), 'two\n');
      git(pdir, ['pack-refs', '--all']);
      commit(pdir, 'main', { 'v.txt': 'three\n' });
      git(pdir, ['pack-refs', '--all']); // packed-refs rewritten: the cached parse must not be reused
      assert.equal(await read(), 'three\n');
      git(pdir, ['update-ref', '-d', 'refs/heads/main']);
      assert.equal((await api(t).get('/v1/repos/packed/blob/main/v.txt')).statusCode, 404);
    });

    test('the namespaced path form works for tree, blob and raw', async () => {
      const tree = await api(t).get('/v1/repos/team/open/tree/main');
      assert.equal(tree.statusCode, 200, tree.body);
      assert.deepEqual(tree.json().items.map((i: { path: string }) => i.path), ['hello.txt']);
      assert.equal((await api(t).get('/v1/repos/team/open/blob/main/hello.txt')).json().content, 'hello\n');
      assert.equal((await api(t).get('/v1/repos/team/open/raw/main/hello.txt')).body, 'hello\n');
      assert.equal((await api(t).get('/v1/repos/open/tree/main')).statusCode, 404, 'namespace is part of the address');
    });
  });

  describe('blob', () => {
    test('text is utf-8, binary is base64; sha is the blob id and size the byte length', async () => {
      const text = await api(t).get('/v1/repos/files/blob/main/unicode.txt');
      assert.equal(text.statusCode, 200, text.body);
      assert.deepEqual(text.json(), {
        content: unicode,
        encoding: 'utf-8',
        path: 'unicode.txt',
        sha: gitBlobId(Buffer.from(unicode)),
        size: Buffer.byteLength(unicode),
      });
      assert.equal(text.headers['accept-ranges'], 'bytes');
      const bin = (await api(t).get('/v1/repos/files/blob/main/image.png')).json();
      assert.equal(bin.encoding, 'base64');
      assert.deepEqual(Buffer.from(bin.content, 'base64'), binary);
      assert.equal(bin.size, binary.length);
      const latin = (await api(t).get('/v1/repos/files/blob/main/latin1.txt')).json();
      assert.equal(latin.encoding, 'base64', 'invalid UTF-8 is returned as base64');
      assert.deepEqual(Buffer.from(latin.content, 'base64'), latin1);
      const late = (await api(t).get('/v1/repos/files/blob/main/late-nul.txt')).json();
      assert.equal(late.encoding, 'utf-8', 'a NUL past the first 8 KB does not make valid UTF-8 binary');
      assert.deepEqual(Buffer.from(late.content, 'utf8'), lateNul);
      const empty = (await api(t).get('/v1/repos/files/blob/main/empty.txt')).json();
      assert.deepEqual([empty.content, empty.encoding, empty.size], ['', 'utf-8', 0]);
      const nested = (await api(t).get('/v1/repos/files/blob/main/src/lib/deep/leaf.txt')).json();
      assert.equal(nested.content, 'leaf\n');
      assert.equal(nested.path, 'src/lib/deep/leaf.txt');
    });

    test('a symlink reads as its target; folders, submodules and missing files are 404', async () => {
      assert.equal((await api(t).get('/v1/repos/files/blob/main/link')).json().content, 'README.md');
      for (const path of ['src', 'vendor/sub', 'nope.txt', 'README.md/x']) {
        const res = await api(t).get(`/v1/repos/files/blob/main/${path}`);
        assert.equal(res.statusCode, 404, path);
        assert.equal(res.json().code, 'NOT_FOUND');
      }
      assert.match((await api(t).get('/v1/repos/files/blob/main/src')).json().error, /folder/);
      assert.equal((await api(t).get('/v1/repos/files/blob/nosuchref/README.md')).statusCode, 404);
      assert.equal((await api(t).get('/v1/repos/files/blob/main')).statusCode, 404, 'no path: no such route');
    });

    test('Range bytes=N-M: 206 with exact headers and body', async () => {
      const res = await api(t).get('/v1/repos/files/blob/main/digits.txt', { range: 'bytes=2-5' });
      assert.equal(res.statusCode, 206, res.body);
      assert.equal(res.headers['content-range'], 'bytes 2-5/20');
      assert.match(String(res.headers.vary), /\bRange\b/i);
      assert.equal(res.headers['accept-ranges'], 'bytes');
      assert.deepEqual(res.json(), {
        content: Buffer.from('2345').toString('base64'),
        encoding: 'base64',
        path: 'digits.txt',
        sha: gitBlobId(Buffer.from(digits)),
        size: 20,
        range: { start: 2, end: 5, length: 4 },
      });
      const open = await api(t).get('/v1/repos/files/blob/main/digits.txt', { range: 'bytes=15-' });
      assert.equal(open.statusCode, 206);
      assert.equal(open.headers['content-range'], 'bytes 15-19/20');
      assert.equal(Buffer.from(open.json().content, 'base64').toString(), 'fghij');
      const clamped = await api(t).get('/v1/repos/files/blob/main/digits.txt', { range: 'bytes=18-1000' });
      assert.equal(clamped.headers['content-range'], 'bytes 18-19/20');
      assert.deepEqual(clamped.json().range, { start: 18, end: 19, length: 2 });
      const one = await api(t).get('/v1/repos/files/blob/main/image.png', { range: 'bytes=4-4' });
      assert.deepEqual(Buffer.from(one.json().content, 'base64'), binary.subarray(4, 5));
    });

    test('suffix range bytes=-N is the last N bytes (all of it when N exceeds the size)', async () => {
      const res = await api(t).get('/v1/repos/files/blob/main/digits.txt', { range: 'bytes=-3' });
      assert.equal(res.statusCode, 206);
      assert.equal(res.headers['content-range'], 'bytes 17-19/20');
      assert.equal(Buffer.from(res.json().content, 'base64').toString(), 'hij');
      assert.deepEqual(res.json().range, { start: 17, end: 19, length: 3 });
      const all = await api(t).get('/v1/repos/files/blob/main/digits.txt', { range: 'bytes=-500' });
      assert.equal(all.headers['content-range'], 'bytes 0-19/20');
    });

    test('a range past the end is 416 with Content-Range: bytes */size and a JSON error', async () => {
      for (const range of ['bytes=20-', 'bytes=20-30', 'bytes=100-200', 'bytes=-0']) {
        const res = await api(t).get('/v1/repos/files/blob/main/digits.txt', { range });
        assert.equal(res.statusCode, 416, range);
        assert.equal(res.headers['content-range'], 'bytes */20');
        assert.equal(res.json().code, 'RANGE_NOT_SATISFIABLE');
        assert.equal(typeof res.json().error, 'string');
      }
      const empty = await api(t).get('/v1/repos/files/blob/main/empty.txt', { range: 'bytes=0-' });
      assert.equal(empty.statusCode, 416);
      assert.equal(empty.headers['content-range'], 'bytes */0');
    });

    test('malformed and multiple ranges are 400; another range unit is ignored', async () => {
      for (const range of ['bytes=abc', 'bytes=5-2', 'bytes=0-1,4-5', 'bytes=', 'nonsense']) {
        const res = await api(t).get('/v1/repos/files/blob/main/digits.txt', { range });
        assert.equal(res.statusCode, 400, range);
        assert.equal(res.json().code, 'VALIDATION_ERROR');
      }
      const other = await api(t).get('/v1/repos/files/blob/main/digits.txt', { range: 'lines=1-2' });
      assert.equal(other.statusCode, 200);
      assert.equal(other.json().content, digits);
    });

    test('If-Range: a matching ETag applies the range, a stale one returns the whole file', async () => {
      const etag = (await api(t).get('/v1/repos/files/blob/main/digits.txt')).headers.etag as string;
      const fresh = await api(t).get('/v1/repos/files/blob/main/digits.txt', { range: 'bytes=0-1', 'if-range': etag });
      assert.equal(fresh.statusCode, 206);
      const stale = await api(t).get('/v1/repos/files/blob/main/digits.txt', { range: 'bytes=0-1', 'if-range': '"blob-stale"' });
      assert.equal(stale.statusCode, 200);
      assert.equal(stale.json().content, digits);
    });
  });

  describe('raw', () => {
    test('streams bytes with Content-Type, Content-Length, ETag, X-Content-Sha, Accept-Ranges', async () => {
      const res = await api(t).get('/v1/repos/files/raw/main/unicode.txt');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
      assert.equal(res.headers['content-length'], String(Buffer.byteLength(unicode)));
      assert.equal(res.headers['accept-ranges'], 'bytes');
      const hashObject = gitSync(['hash-object', '--stdin'], { input: unicode }).trim();
      assert.equal(res.headers['x-content-sha'], hashObject);
      assert.match(String(res.headers.etag), /^"[^"]+"$/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.deepEqual(res.rawPayload, Buffer.from(unicode));
      const bin = await api(t).get('/v1/repos/files/raw/main/image.png');
      assert.equal(bin.headers['content-type'], 'application/octet-stream');
      assert.deepEqual(bin.rawPayload, binary);
      assert.equal(bin.headers['x-content-sha'], gitBlobId(binary));
      const latin = await api(t).get('/v1/repos/files/raw/main/latin1.txt');
      assert.equal(latin.headers['content-type'], 'application/octet-stream');
      const empty = await api(t).get('/v1/repos/files/raw/main/empty.txt');
      assert.equal(empty.statusCode, 200);
      assert.equal(empty.headers['content-length'], '0');
      const head = await t.app.inject({ method: 'HEAD', url: '/v1/repos/files/raw/main/image.png', headers: { 'x-api-key': t.key } });
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-length'], String(binary.length));
      assert.equal(head.rawPayload.length, 0);
    });

    test('Range: 206 with Content-Range and the exact bytes; suffix; 416 past the end; malformed ignored', async () => {
      const res = await api(t).get('/v1/repos/files/raw/main/digits.txt', { range: 'bytes=3-7' });
      assert.equal(res.statusCode, 206);
      assert.equal(res.headers['content-range'], 'bytes 3-7/20');
      assert.equal(res.headers['content-length'], '5');
      assert.equal(res.body, '34567');
      const suffix = await api(t).get('/v1/repos/files/raw/main/digits.txt', { range: 'bytes=-4' });
      assert.equal(suffix.headers['content-range'], 'bytes 16-19/20');
      assert.equal(suffix.body, 'ghij');
      const past = await api(t).get('/v1/repos/files/raw/main/digits.txt', { range: 'bytes=25-' });
      assert.equal(past.statusCode, 416);
      assert.equal(past.headers['content-range'], 'bytes */20');
      assert.equal(past.json().code, 'RANGE_NOT_SATISFIABLE');
      const multi = await api(t).get('/v1/repos/files/raw/main/digits.txt', { range: 'bytes=0-1,3-4' });
      assert.equal(multi.statusCode, 200, 'multiple ranges are ignored on raw');
      assert.equal(multi.body, digits);
      const junk = await api(t).get('/v1/repos/files/raw/main/digits.txt', { range: 'bytes=x-y' });
      assert.equal(junk.statusCode, 200);
      const etag = res.headers.etag as string;
      assert.equal((await api(t).get('/v1/repos/files/raw/main/digits.txt', { range: 'bytes=0-0', 'if-range': etag })).statusCode, 206);
      assert.equal((await api(t).get('/v1/repos/files/raw/main/digits.txt', { range: 'bytes=0-0', 'if-range': '"old"' })).statusCode, 200);
    });
  });

  describe('large files', () => {
    // 50 MB + 1 byte of text: over the JSON limit and above the raw streaming threshold
    const line = 'The quick brown fox jumps over the lazy dog 0123456789.\n'; // 56 bytes
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, line);
    before(() => {
      commit(dir, 'big', { 'big.txt': big });
    });

    test('the JSON blob endpoint refuses over 50 MB with 413 pointing to Range and raw', async () => {
      const res = await api(t).get('/v1/repos/files/blob/big/big.txt');
      assert.equal(res.statusCode, 413);
      assert.equal(res.json().code, 'PAYLOAD_TOO_LARGE');
      assert.match(res.json().error, /Range/);
      assert.match(res.json().error, /raw/);
    });

    test('a Range read of a large blob works (the cap does not apply)', async () => {
      const start = 30_000_000;
      const res = await api(t).get('/v1/repos/files/blob/big/big.txt', { range: `bytes=${start}-${start + 99}` });
      assert.equal(res.statusCode, 206, res.body.slice(0, 200));
      assert.equal(res.headers['content-range'], `bytes ${start}-${start + 99}/${big.length}`);
      assert.deepEqual(Buffer.from(res.json().content, 'base64'), big.subarray(start, start + 100));
      const tail = await api(t).get('/v1/repos/files/blob/big/big.txt', { range: 'bytes=-10' });
      assert.deepEqual(Buffer.from(tail.json().content, 'base64'), big.subarray(big.length - 10));
    });

    test('raw streams it whole with Content-Length, and ranges of it', async () => {
      const res = await api(t).get('/v1/repos/files/raw/big/big.txt');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-length'], String(big.length));
      assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
      assert.equal(res.headers['x-content-sha'], gitBlobId(big));
      assert.equal(res.rawPayload.length, big.length);
      assert.equal(sha1(res.rawPayload), sha1(big));
      const part = await api(t).get('/v1/repos/files/raw/big/big.txt', { range: 'bytes=40000000-40000009' });
      assert.equal(part.statusCode, 206);
      assert.equal(part.headers['content-range'], `bytes 40000000-40000009/${big.length}`);
      assert.deepEqual(part.rawPayload, big.subarray(40_000_000, 40_000_010));
      const head = await t.app.inject({ method: 'HEAD', url: '/v1/repos/files/raw/big/big.txt', headers: { 'x-api-key': t.key } });
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-length'], String(big.length));
      assert.equal(head.headers['content-type'], 'text/plain; charset=utf-8');
      assert.equal(head.rawPayload.length, 0);
    });

    test('a client that disconnects mid-download stops the git process streaming the blob', async () => {
      const oid = gitBlobId(big);
      const streaming = () => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes(`cat-file blob ${oid}`));
      await new Promise<void>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/v1/repos/files/raw/big/big.txt', headers: { 'x-api-key': t.key } }, (res) => {
          assert.equal(res.statusCode, 200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(e)));
      });
      for (let i = 0; i < 50 && streaming().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
      assert.deepEqual(streaming(), []);
    });
  });

  describe('batch', () => {
    test('returns found blobs in request order and lists missing paths (absent, folders, submodules)', async () => {
      const res = await api(t).post('/v1/repos/files/blobs/batch', { paths: ['README.md', 'nope.txt', 'image.png', 'src', 'vendor/sub', 'src/lib/util.ts'] });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual(body.missing, ['nope.txt', 'src', 'vendor/sub']);
      assert.deepEqual(
        body.blobs.map((b: { path: string; encoding: string }) => [b.path, b.encoding]),
        [
          ['README.md', 'utf-8'],
          ['image.png', 'base64'],
          ['src/lib/util.ts', 'utf-8'],
        ],
      );
      assert.deepEqual(body.blobs[0], { path: 'README.md', sha: gitBlobId(Buffer.from('# Files\n')), size: 8, encoding: 'utf-8', content: '# Files\n' });
      assert.deepEqual(Buffer.from(body.blobs[1].content, 'base64'), binary);
      assert.match(String(res.headers.etag), /^W\/"batch-[0-9a-f]+"$/);
    });

    test('over max_size: truncated with no content', async () => {
      const res = await api(t).post('/v1/repos/files/blobs/batch', { paths: ['digits.txt', 'README.md'], max_size: 10 });
      const [digitsBlob, readme] = res.json().blobs;
      assert.deepEqual(digitsBlob, { path: 'digits.txt', sha: gitBlobId(Buffer.from(digits)), size: 20, truncated: true });
      assert.equal(readme.content, '# Files\n');
      assert.equal(readme.truncated, undefined);
    });

    test('encodings: auto sniffs, binary is always base64, text is always utf-8', async () => {
      const paths = ['unicode.txt', 'image.png'];
      const auto = (await api(t).post('/v1/repos/files/blobs/batch', { paths, encoding: 'auto' })).json().blobs;
      assert.deepEqual(auto.map((b: { encoding: string }) => b.encoding), ['utf-8', 'base64']);
      const bin = (await api(t).post('/v1/repos/files/blobs/batch', { paths, encoding: 'binary' })).json().blobs;
      assert.deepEqual(bin.map((b: { encoding: string }) => b.encoding), ['base64', 'base64']);
      assert.equal(Buffer.from(bin[0].content, 'base64').toString(), unicode);
      const text = (await api(t).post('/v1/repos/files/blobs/batch', { paths, encoding: 'text' })).json().blobs;
      assert.deepEqual(text.map((b: { encoding: string }) => b.encoding), ['utf-8', 'utf-8']);
      assert.equal(text[0].content, unicode);
      const bad = await api(t).post('/v1/repos/files/blobs/batch', { paths, encoding: 'hex' });
      assert.equal(bad.statusCode, 400);
    });

    test('ref defaults to the default branch; tags and SHAs work; unknown ref is 404', async () => {
      commit(dir, 'other', { 'README.md': 'other branch\n' });
      const dflt = (await api(t).post('/v1/repos/files/blobs/batch', { paths: ['README.md'] })).json();
      assert.equal(dflt.blobs[0].content, '# Files\n');
      const other = (await api(t).post('/v1/repos/files/blobs/batch', { ref: 'other', paths: ['README.md'] })).json();
      assert.equal(other.blobs[0].content, 'other branch\n');
      assert.equal((await api(t).post('/v1/repos/files/blobs/batch', { ref: 'v1.0', paths: ['README.md'] })).statusCode, 200);
      assert.equal((await api(t).post('/v1/repos/files/blobs/batch', { ref: head, paths: ['README.md'] })).statusCode, 200);
      assert.equal((await api(t).post('/v1/repos/files/blobs/batch', { ref: 'nope', paths: ['README.md'] })).statusCode, 404);
    });

    test('1 to 100 paths: 101 and 0 are 400; more than one chunk of 25 is read correctly', async () => {
      const many = Array.from({ length: 101 }, (_, i) => `f${i}.txt`);
      const over = await api(t).post('/v1/repos/files/blobs/batch', { paths: many });
      assert.equal(over.statusCode, 400);
      assert.equal(over.json().code, 'VALIDATION_ERROR');
      assert.equal((await api(t).post('/v1/repos/files/blobs/batch', { paths: [] })).statusCode, 400);
      assert.equal((await api(t).post('/v1/repos/files/blobs/batch', {})).statusCode, 400);
      const files: Record<string, string> = {};
      for (let i = 0; i < 60; i++) files[`batch/f${i}.txt`] = `file ${i}\n`;
      commit(dir, 'batchy', files);
      const paths = [...Object.keys(files), ...Array.from({ length: 40 }, (_, i) => `batch/missing${i}`)];
      const res = await api(t).post('/v1/repos/files/blobs/batch', { ref: 'batchy', paths });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().blobs.length, 60);
      assert.equal(res.json().missing.length, 40);
      res.json().blobs.forEach((b: { path: string; content: string }, i: number) => {
        assert.equal(b.path, `batch/f${i}.txt`);
        assert.equal(b.content, `file ${i}\n`);
      });
    });

    test('ETag W/"batch-…" with If-None-Match → 304; encoding and max_size change the ETag', async () => {
      const body = { paths: ['README.md', 'image.png'] };
      const first = await api(t).post('/v1/repos/files/blobs/batch', body);
      const etag = first.headers.etag as string;
      const again = await api(t).post('/v1/repos/files/blobs/batch', body, { 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      const reordered = await api(t).post('/v1/repos/files/blobs/batch', { paths: ['image.png', 'README.md'] });
      assert.equal(reordered.statusCode, 200);
      const binary = await api(t).post('/v1/repos/files/blobs/batch', { ...body, encoding: 'binary' }, { 'if-none-match': etag });
      assert.equal(binary.statusCode, 200);
      assert.notEqual(binary.headers.etag, etag);
      const small = await api(t).post('/v1/repos/files/blobs/batch', { ...body, max_size: 1 });
      assert.notEqual(small.headers.etag, etag);
    });
  });

  describe('caching', () => {
    test('ETag + If-None-Match → 304 on tree, blob and raw; representations have distinct ETags', async () => {
      const urls = [
        '/v1/repos/files/tree/main/src',
        '/v1/repos/files/tree/main/src?recursive=true',
        '/v1/repos/files/blob/main/README.md',
        '/v1/repos/files/raw/main/README.md',
      ];
      const etags: string[] = [];
      for (const url of urls) {
        const res = await api(t).get(url);
        assert.equal(res.statusCode, 200, url);
        const etag = res.headers.etag as string;
        assert.ok(etag, url);
        etags.push(etag);
        const cached = await api(t).get(url, { 'if-none-match': etag });
        assert.equal(cached.statusCode, 304, url);
        assert.equal(cached.body, '');
        assert.equal(cached.headers.etag, etag);
        assert.ok(cached.headers['cache-control'], url);
        assert.equal((await api(t).get(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode, 304, 'weak comparison, lists');
        assert.equal((await api(t).get(url, { 'if-none-match': '"other"' })).statusCode, 200);
      }
      const ranged = await api(t).get('/v1/repos/files/blob/main/README.md', { range: 'bytes=0-1' });
      etags.push(ranged.headers.etag as string);
      assert.equal(new Set(etags).size, etags.length, `distinct: ${etags.join(' ')}`);
      const rangedAgain = await api(t).get('/v1/repos/files/blob/main/README.md', { range: 'bytes=0-1', 'if-none-match': ranged.headers.etag as string });
      assert.equal(rangedAgain.statusCode, 304);
    });

    test('a moved branch changes the tree ETag; an unchanged blob keeps its ETag', async () => {
      commit(dir, 'moving', { 'a.txt': 'one\n', 'keep.txt': 'same\n' });
      const tree1 = (await api(t).get('/v1/repos/files/tree/moving')).headers.etag;
      const blob1 = (await api(t).get('/v1/repos/files/blob/moving/keep.txt')).headers.etag;
      const a1 = (await api(t).get('/v1/repos/files/blob/moving/a.txt')).headers.etag;
      commit(dir, 'moving', { 'a.txt': 'two\n' });
      const tree2 = await api(t).get('/v1/repos/files/tree/moving', { 'if-none-match': String(tree1) });
      assert.equal(tree2.statusCode, 200);
      assert.notEqual(tree2.headers.etag, tree1);
      assert.equal((await api(t).get('/v1/repos/files/blob/moving/keep.txt', { 'if-none-match': String(blob1) })).statusCode, 304);
      const a2 = await api(t).get('/v1/repos/files/blob/moving/a.txt', { 'if-none-match': String(a1) });
      assert.equal(a2.statusCode, 200);
      assert.equal(a2.json().content, 'two\n');
    });

    test('Cache-Control: immutable for commit SHAs, max-age=60 for branches and tags; private vs public', async () => {
      const cc = async (url: string) => (await api(t).get(url)).headers['cache-control'];
      assert.equal(await cc(`/v1/repos/files/tree/${head}`), 'private, max-age=31536000, immutable');
      assert.equal(await cc(`/v1/repos/files/blob/${head}/README.md`), 'private, max-age=31536000, immutable');
      assert.equal(await cc(`/v1/repos/files/raw/${head}/README.md`), 'private, max-age=31536000, immutable');
      assert.equal(await cc('/v1/repos/files/tree/main'), 'private, max-age=60');
      assert.equal(await cc('/v1/repos/files/blob/main/README.md'), 'private, max-age=60');
      assert.equal(await cc('/v1/repos/files/raw/v1.0/README.md'), 'private, max-age=60');
      const pubHead = git(pubDir, ['rev-parse', 'refs/heads/main']).toString().trim();
      assert.equal(await cc(`/v1/repos/team/open/tree/${pubHead}`), 'public, max-age=31536000, immutable');
      assert.equal(await cc('/v1/repos/team/open/blob/main/hello.txt'), 'public, max-age=60');
      const notFound = await api(t).get(`/v1/repos/files/blob/${head}/nope.txt`);
      assert.equal(notFound.headers['cache-control'], undefined, 'errors are not marked cacheable');
    });
  });

  describe('tree cap', () => {
    test('recursive and flat listings stop at 10,000 entries with truncated: true', async () => {
      const marks: string[] = ['blob\nmark :1\ndata 2\nx\n'];
      marks.push('commit refs/heads/huge\ncommitter Test <test@example.com> 1700000000 +0000\ndata 4\nhuge\n');
      for (let i = 0; i < 10_001; i++) marks.push(`M 100644 :1 many/f${String(i).padStart(5, '0')}.txt\n`);
      marks.push('M 100644 :1 top.txt\n');
      git(dir, ['fast-import', '--quiet'], marks.join(''));
      const recursive = await api(t).get('/v1/repos/files/tree/huge?recursive=true');
      assert.equal(recursive.statusCode, 200);
      const body = recursive.json();
      assert.equal(body.truncated, true);
      assert.equal(body.items.length, 10_000);
      assert.equal(body.items[0].path, 'many');
      assert.equal(body.items[9_999].path, 'many/f09998.txt');
      const flat = (await api(t).get('/v1/repos/files/tree/huge/many')).json();
      assert.equal(flat.truncated, true);
      assert.equal(flat.items.length, 10_000);
      const root = (await api(t).get('/v1/repos/files/tree/huge')).json();
      assert.equal(root.truncated, false);
      assert.deepEqual(root.items.map((i: { path: string }) => i.path), ['many', 'top.txt']);
    });
  });

  describe('bad input and access', () => {
    test('traversal, absolute paths, empty segments and NUL are 400 or 404, never 500', async () => {
      // Sent byte for byte over a socket: no client-side URL normalization of dot segments.
      const literal = ['../etc/passwd', 'src/../../etc/passwd', 'src/../README.md', '%2E%2E/etc/passwd', 'src/%2e%2e/README.md', './README.md',
        'src/./index.ts', '/etc/passwd', '%2Fetc%2Fpasswd', 'src//index.ts', 'README.md%00.txt', '%00', 'a%0Ab'];
      for (const kind of ['blob', 'raw', 'tree']) {
        for (const p of literal) {
          const res = await rawGet(`/v1/repos/files/${kind}/main/${p}`);
          assert.equal(res.status, 400, `${kind} ${p}: ${res.status} ${res.body}`);
          assert.equal(JSON.parse(res.body).code, 'VALIDATION_ERROR');
        }
        // these may also be normalized into another (then missing) path or ref: 400 or 404, never 500
        for (const p of ['..', '../..', '%5C..%5Cetc', '..%2F..%2Fetc', '%2E%2E']) {
          const res = await rawGet(`/v1/repos/files/${kind}/main/${p}`);
          assert.ok([400, 404].includes(res.status), `${kind} ${p}: ${res.status} ${res.body}`);
        }
        for (const p of ['../etc/passwd', '..', '%00', '/x']) {
          const res = await api(t).get(`/v1/repos/files/${kind}/main/${p}`);
          assert.ok([400, 404].includes(res.statusCode), `inject ${kind} ${p}: ${res.statusCode}`);
        }
      }
      for (const p of ['../x', '/etc/passwd', 'a\0b', 'a//b', '.', 'src/./index.ts', 'a\nb']) {
        const res = await api(t).post('/v1/repos/files/blobs/batch', { paths: [p] });
        assert.equal(res.statusCode, 400, JSON.stringify(p));
      }
      // the URL's dot segment resolves to /v1/repos/files/ (the repository itself), never to a file outside it
      const dots = await api(t).get('/v1/repos/files/tree/..');
      assert.ok([400, 404].includes(dots.statusCode) || (dots.statusCode === 200 && dots.json().slug === 'files' && dots.json().items === undefined), dots.body);
      assert.equal((await api(t).get('/v1/repos/files/tree/-main')).statusCode, 400);
      assert.equal((await api(t).get('/v1/repos/files/tree/main?recursive=maybe')).statusCode, 400);
      assert.equal((await api(t).get('/v1/repos/files/tree/main?colour=blue')).statusCode, 400);
    });

    test('another organization cannot read the repository (404), and no key is 401', async () => {
      const otherKey = await t.createOrg('rival', 'paid');
      for (const url of ['/v1/repos/files/tree/main', '/v1/repos/files/blob/main/README.md', '/v1/repos/files/raw/main/README.md']) {
        const res = await api(t, otherKey).get(url);
        assert.equal(res.statusCode, 404, url);
        assert.equal(res.json().code, 'NOT_FOUND');
        assert.equal((await api(t, null).get(url)).statusCode, 401);
      }
      const batch = await api(t, otherKey).post('/v1/repos/files/blobs/batch', { paths: ['README.md'] });
      assert.equal(batch.statusCode, 404);
    });
  });
});
