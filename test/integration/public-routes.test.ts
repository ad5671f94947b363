import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MemoryRateLimiter } from '../../src/infra/ratelimit/index.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

describe('public read routes', () => {
  let t: TestGrove;
  let head: string;
  const anon = () => api(t, null);

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    for (const [slug, visibility, namespace] of [['open', 'public', null], ['closed', 'private', null], ['lib', 'public', 'team']] as const) {
      assert.equal((await api(t).post('/v1/repos', { slug, visibility, ...(namespace ? { namespace } : {}) })).statusCode, 201);
    }
    const first = (await api(t).post('/v1/repos/open/commits', { branch: 'main', message: 'one', changes: [{ path: 'src/a.txt', content: 'a\n' }] })).json().sha;
    head = (await api(t).post('/v1/repos/open/commits', { branch: 'main', message: 'two', parent_sha: first, changes: [{ path: 'src/a.txt', content: 'A\n' }] })).json().sha;
    await api(t).post('/v1/repos/closed/commits', { branch: 'main', message: 'x', changes: [{ path: 'secret.txt', content: 's' }] });
  });
  after(() => t.close());

  test('list and read public repositories only, without a key', async () => {
    const list = await anon().get(`/v1/orgs/${t.org}/repos`);
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(list.json().repos.map((r: { slug: string }) => r.slug).sort(), ['lib', 'open']);
    assert.deepEqual(list.json().repos.filter((r: { visibility: string }) => r.visibility !== 'public'), []);
    const read = await anon().get(`/v1/orgs/${t.org}/repos/open`);
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().git_url, `http://grove.test/${t.org}/open.git`);
    assert.equal((await anon().get(`/v1/orgs/${t.org}/repos/team/lib`)).statusCode, 200);
    assert.equal((await anon().get(`/v1/orgs/${t.org}/repos?namespace=team`)).json().repos.length, 1);
  });

  test('refs, tree, blob, commits, single commit and diff of a public repository', async () => {
    const base = `/v1/orgs/${t.org}/repos/open`;
    const refs = (await anon().get(`${base}/refs`)).json().refs;
    assert.ok(refs.some((r: { ref: string; sha: string }) => r.ref === 'refs/heads/main' && r.sha === head));
    assert.deepEqual((await anon().get(`${base}/tree/main`)).json().items.map((i: { name: string }) => i.name), ['src']);
    const blob = await anon().get(`${base}/blob/main/src/a.txt`);
    assert.equal(blob.statusCode, 200);
    assert.equal(blob.json().content, 'A\n');
    assert.match(String(blob.headers['cache-control']), /public/);
    const commits = (await anon().get(`${base}/commits`)).json();
    assert.equal(commits.commits[0].sha, head);
    assert.equal((await anon().get(`${base}/commits/${head}`)).json().sha, head);
    const byShas = (await anon().get(`${base}/diff?base=${commits.commits[1].sha}&head=${head}`)).json();
    assert.equal(byShas.total_files_changed, 1);
  });

  test('raw files and branches of a public repository, without a key', async () => {
    const base = `/v1/orgs/${t.org}/repos/open`;
    const raw = await anon().get(`${base}/raw/main/src/a.txt`);
    assert.equal(raw.statusCode, 200, raw.body);
    assert.equal(raw.body, 'A\n');
    assert.match(String(raw.headers['cache-control']), /public/);
    const ranged = await anon().get(`${base}/raw/main/src/a.txt`, { range: 'bytes=0-0' });
    assert.equal(ranged.statusCode, 206);
    assert.equal(ranged.body, 'A');
    const branches = await anon().get(`${base}/branches`);
    assert.equal(branches.statusCode, 200, branches.body);
    assert.deepEqual(branches.json().branches, [{ name: 'main', sha: head }]);
    assert.equal(branches.json().default_branch, 'main');
    assert.deepEqual((await anon().get(`${base}/branches/main`)).json(), { name: 'main', sha: head });
    assert.equal((await anon().get(`${base}/branches/nope`)).statusCode, 404);
    for (const url of [`/v1/orgs/${t.org}/repos/closed/raw/main/secret.txt`, `/v1/orgs/${t.org}/repos/closed/branches`, `/v1/orgs/${t.org}/repos/closed/branches/main`]) {
      assert.equal((await anon().get(url)).statusCode, 404, url);
      assert.equal((await api(t).get(url)).statusCode, 404, `${url} with a key`);
    }
    // the public routes are reads only: no branch is created or deleted through them
    assert.ok([404, 405].includes((await api(t).post(`${base}/branches`, { name: 'x' })).statusCode));
    assert.equal((await api(t).get('/v1/repos/open/branches/x')).statusCode, 404);
  });

  test('private repositories and unknown organizations are 404 everywhere, with or without a key', async () => {
    for (const url of [
      `/v1/orgs/${t.org}/repos/closed`,
      `/v1/orgs/${t.org}/repos/closed/refs`,
      `/v1/orgs/${t.org}/repos/closed/tree/main`,
      `/v1/orgs/${t.org}/repos/closed/blob/main/secret.txt`,
      `/v1/orgs/${t.org}/repos/closed/commits`,
      `/v1/orgs/${t.org}/repos/missing`,
      '/v1/orgs/nobody/repos',
      '/v1/orgs/nobody/repos/open',
      '/v1/orgs/Bad--Org/repos/open',
    ]) {
      assert.equal((await anon().get(url)).statusCode, 404, url);
      assert.equal((await api(t).get(url)).statusCode, 404, `${url} with the owner's key`);
    }
  });

  test('writes never go through public routes', async () => {
    const base = `/v1/orgs/${t.org}/repos/open`;
    for (const [method, url] of [['POST', `${base}/commits`], ['DELETE', base], ['PATCH', base], ['POST', `${base}/branches`], ['PUT', `${base}/refs/refs/heads/x`]] as const) {
      const res = await t.app.inject({ method, url, headers: { 'x-api-key': t.key, 'content-type': 'application/json' }, payload: '{}' });
      // a path that only reads answers 405 naming its read methods; no write method is ever allowed
      assert.ok([404, 405].includes(res.statusCode), `${method} ${url}: ${res.statusCode}`);
      if (res.statusCode === 405) assert.equal(res.headers.allow, 'GET, HEAD', `${method} ${url}`);
    }
  });
});

describe('public routes have their own per-address rate limit', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove({ publicRateLimiter: new MemoryRateLimiter([{ limit: 3, ms: 60_000 }]) });
    await api(t).post('/v1/repos', { slug: 'open', visibility: 'public' });
  });
  after(() => t.close());

  test('the fourth anonymous read in a minute is 429; keyed API traffic is unaffected', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await api(t, null).get(`/v1/orgs/${t.org}/repos/open`)).statusCode, 200);
    const refused = await api(t, null).get(`/v1/orgs/${t.org}/repos/open`);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.headers['x-ratelimit-limit'], '3');
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal((await api(t).get('/v1/repos/open')).statusCode, 200);
  });
});
