// Prefetch: the files matching globs, streamed as NDJSON with SPEC's caps, and a summary line.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { gitIn } from '../helpers/git.js';

interface Line {
  type: 'file' | 'skipped' | 'summary';
  [field: string]: unknown;
}

describe('prefetch', () => {
  let t: TestGrove;
  let repoId: string;
  const lines = (body: string): Line[] => body.trim().split('\n').map((l) => JSON.parse(l) as Line);
  const prefetch = (body: object, slug = 'pf') => api(t).post(`/v1/repos/${slug}/prefetch`, body);

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    repoId = (await api(t).post('/v1/repos', { slug: 'pf' })).json().id;
    const res = await api(t).post('/v1/repos/pf/commits', {
      branch: 'main',
      message: 'files',
      changes: [
        { path: 'README.md', content: '# pf\n' },
        { path: 'src/a.ts', content: 'export const a = 1;\n' },
        { path: 'src/deep/b.ts', content: 'export const b = 2;\n' },
        { path: 'src/c.js', content: 'module.exports = 3;\n' },
        { path: '.github/ci.yml', content: 'on: push\n' },
        { path: 'bin/blob.bin', content: Buffer.from([0, 1, 2, 255]).toString('base64'), encoding: 'base64' },
        { path: 'big/large.txt', content: 'x'.repeat(1024 * 1024 + 1) },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
  });
  after(() => t.close());

  test('matching files stream as NDJSON with their content, then a summary', async () => {
    const res = await prefetch({ globs: ['src/**/*.ts', '*.md'] });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^application\/x-ndjson/);
    const got = lines(res.body);
    const files = got.filter((l) => l.type === 'file');
    assert.deepEqual(files.map((f) => f.path).sort(), ['README.md', 'src/a.ts', 'src/deep/b.ts']);
    const a = files.find((f) => f.path === 'src/a.ts')!;
    assert.deepEqual(a, { type: 'file', path: 'src/a.ts', sha: gitIn(t, repoId, ['rev-parse', 'main:src/a.ts']).trim(), size: 20, mode: '100644', encoding: 'utf-8', content: 'export const a = 1;\n' });
    const summary = got[got.length - 1]!;
    assert.deepEqual(summary, { type: 'summary', ref: 'main', sha: gitIn(t, repoId, ['rev-parse', 'main']).trim(), matched: 3, sent: 3, skipped: 0, bytes: 5 + 20 + 20, truncated: false });
  });

  test('dot files match **, binary files come as base64, a file over 1 MB is listed as skipped', async () => {
    const got = lines((await prefetch({ globs: ['**'] })).body);
    const byPath = new Map(got.filter((l) => l.type !== 'summary').map((l) => [l.path as string, l]));
    assert.equal(byPath.get('.github/ci.yml')?.content, 'on: push\n');
    assert.deepEqual([byPath.get('bin/blob.bin')?.encoding, byPath.get('bin/blob.bin')?.content], ['base64', Buffer.from([0, 1, 2, 255]).toString('base64')]);
    assert.deepEqual(byPath.get('big/large.txt'), { type: 'skipped', path: 'big/large.txt', sha: gitIn(t, repoId, ['rev-parse', 'main:big/large.txt']).trim(), size: 1024 * 1024 + 1, mode: '100644', reason: 'blob_too_large' });
    const summary = got[got.length - 1]!;
    assert.equal(summary.matched, 7);
    assert.equal(summary.skipped, 1);
  });

  test('the total cap lists the files past it as skipped, and a ref names the revision', async () => {
    const capped = lines((await prefetch({ globs: ['src/**'], max_total_bytes: 25 })).body);
    assert.deepEqual(capped.filter((l) => l.type === 'file').length, 1);
    assert.ok(capped.some((l) => l.type === 'skipped' && l.reason === 'total_exceeded'));
    const first = gitIn(t, repoId, ['rev-list', '--max-parents=0', 'main']).trim();
    const old = lines((await prefetch({ globs: ['**'], ref: first })).body);
    assert.deepEqual(old, [{ type: 'summary', ref: first, sha: first, matched: 0, sent: 0, skipped: 0, bytes: 0, truncated: false }]);
  });

  test('bad requests are JSON errors before any line: globs, caps, refs, repositories', async () => {
    for (const [body, status] of [
      [{ globs: [] }, 400],
      [{ globs: Array.from({ length: 33 }, (_, i) => `${i}/**`) }, 400],
      [{ globs: ['**'], max_blob_bytes: 2 * 1024 * 1024 }, 400],
      [{ globs: ['**'], unknown: true }, 400],
      [{}, 400],
      [{ globs: ['**'], ref: 'nope' }, 404],
    ] as const) {
      const res = await prefetch(body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().code, res.body);
    }
    assert.equal((await prefetch({ globs: ['**'] }, 'missing')).statusCode, 404);
    assert.equal((await api(t, null).post('/v1/repos/pf/prefetch', { globs: ['**'] })).statusCode, 401);
  });
});
