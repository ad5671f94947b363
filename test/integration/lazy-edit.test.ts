import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { gitIn } from '../helpers/git.js';

const APP = `export const TIMEOUT = 3000;

export function first() {
  return 1;
}

export function second() {
  return 1;
}
`;
/** `return 1;` is in both functions: the merger cannot tell which one the snippet means. */
const AMBIGUOUS = '// ... existing code ...\n  return 2;\n// ... existing code ...\n';
const MODEL_MERGE = APP.replace('second() {\n  return 1;', 'second() {\n  return 2;');

describe('lazy edit with a model configured', () => {
  let t: TestGrove;
  let fake: FakeOpenAI;
  let repoId: string;
  const commit = (changes: object[], extra: object = {}, key?: string) => api(t, key).post('/v1/repos/app/commits', { branch: 'main', message: 'lazy', changes, ...extra });
  const file = (path: string) => gitIn(t, repoId, ['show', `main:${path}`]);
  const head = () => gitIn(t, repoId, ['rev-parse', 'main']).trim();
  const tokensUsed = async () => (await api(t).get('/v1/usage')).json().lazy_edit_tokens.used as number;

  before(async () => {
    fake = await startFakeOpenAI();
    t = await startTestGrove({ env: { GROVE_MODEL_URL: fake.url, GROVE_MODEL: 'merge-model' } });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    repoId = (await api(t).post('/v1/repos', { slug: 'app' })).json().id;
    const seeded = await commit([{ path: 'src/app.ts', content: APP }, { path: 'notes.md', content: '# Notes\n\nfirst\n' }]);
    assert.equal(seeded.statusCode, 201, seeded.body);
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  test('the deterministic merger places an unambiguous snippet without asking the model; no tokens billed', async () => {
    const res = await commit([
      { path: 'src/app.ts', action: 'lazy_edit', edit_snippet: '// ... existing code ...\nexport const TIMEOUT = 5000;\n// ... existing code ...', instruction: 'raise the timeout' },
      { path: 'notes.md', action: 'lazy_edit', edit_snippet: '<!-- ... existing code ... -->\nfirst\nsecond\n' },
    ]);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(file('src/app.ts'), APP.replace('3000', '5000'));
    assert.equal(file('notes.md'), '# Notes\n\nfirst\nsecond\n');
    assert.equal(fake.requests.length, 0);
    assert.equal(await tokensUsed(), 0);
  });

  test('an ambiguous snippet goes to the model with a strict prompt; its merge is committed and its tokens billed', async () => {
    fake.push({ content: '```ts\n' + MODEL_MERGE.replace('5000', '3000').replace('TIMEOUT = 3000', 'TIMEOUT = 5000') + '```', usage: { prompt_tokens: 300, completion_tokens: 42 } });
    const res = await commit([{ path: 'src/app.ts', action: 'lazy_edit', edit_snippet: AMBIGUOUS, instruction: 'second returns 2' }]);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(file('src/app.ts'), MODEL_MERGE.replace('3000', '5000'));
    const request = fake.requests.at(-1)!;
    assert.equal(request.body.model, 'merge-model');
    assert.match(request.body.messages[0]!.content!, /\/\/ \.\.\. existing code \.\.\./);
    assert.match(request.body.messages[1]!.content!, /<snippet>\n\/\/ \.\.\. existing code \.\.\.\n {2}return 2;/);
    assert.match(request.body.messages[1]!.content!, /Instruction: second returns 2/);
    assert.equal(await tokensUsed(), 42);
  });

  test('502 when the model fails or answers something that is not the merged file; nothing committed or billed', async () => {
    const before = head();
    fake.push({ status: 500, error: 'overloaded' });
    let res = await commit([{ path: 'src/app.ts', action: 'lazy_edit', edit_snippet: AMBIGUOUS.replace('2', '3') }]);
    assert.equal(res.statusCode, 502, res.body);
    assert.equal(res.json().code, 'UPSTREAM_ERROR');
    fake.push({ content: 'export const TIMEOUT = 5000;\n// ... existing code ...\n  return 3;\n', usage: { prompt_tokens: 10, completion_tokens: 9 } });
    res = await commit([{ path: 'src/app.ts', action: 'lazy_edit', edit_snippet: AMBIGUOUS.replace('2', '3') }]);
    assert.equal(res.statusCode, 502, res.body);
    assert.match(res.json().error, /marker/);
    fake.push({ content: APP, usage: { prompt_tokens: 10, completion_tokens: 9 } });
    res = await commit([{ path: 'src/app.ts', action: 'lazy_edit', edit_snippet: AMBIGUOUS.replace('2', '3') }]);
    assert.equal(res.statusCode, 502, res.body);
    assert.match(res.json().error, /leaves out the snippet's line 'return 3;'/);
    assert.equal(head(), before);
    assert.equal(await tokensUsed(), 42);
  });

  test('usage is recorded only after the commit succeeds: a later change failing keeps the model merge unbilled', async () => {
    fake.push({ content: MODEL_MERGE, usage: { prompt_tokens: 10, completion_tokens: 500 } });
    const res = await commit([
      { path: 'src/app.ts', action: 'lazy_edit', edit_snippet: AMBIGUOUS },
      { path: 'missing.txt', action: 'delete' },
    ]);
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(await tokensUsed(), 42);
  });

  test('404 for a file absent at the parent; limits: 200 KB snippet, 50 lazy edits, one-line instruction', async () => {
    let res = await commit([{ path: 'src/nope.ts', action: 'lazy_edit', edit_snippet: 'x\n// ... existing code ...' }]);
    assert.equal(res.statusCode, 404, res.body);
    assert.match(res.json().error, /src\/nope\.ts/);
    res = await commit([{ path: 'src/app.ts', action: 'lazy_edit', edit_snippet: `// ... existing code ...\n${'x'.repeat(200 * 1024)}\n` }]);
    assert.equal(res.statusCode, 413, res.body);
    const many = Array.from({ length: 51 }, (_, i) => ({ path: `f${i}.ts`, action: 'lazy_edit', edit_snippet: 'a' }));
    res = await commit(many);
    assert.equal(res.statusCode, 413, res.body);
    assert.match(res.json().error, /50 lazy_edit/);
    res = await commit([{ path: 'src/app.ts', action: 'lazy_edit', edit_snippet: 'a', instruction: 'two\nlines' }]);
    assert.equal(res.statusCode, 400, res.body);
    res = await commit([{ path: 'src/app.ts', action: 'lazy_edit', edit_snippet: 'a', content: 'x' }]);
    assert.equal(res.statusCode, 400, res.body);
    await commit([{ path: 'logo.bin', content: Buffer.from([0x89, 0x50, 0, 1, 10]).toString('base64'), encoding: 'base64' }]);
    res = await commit([{ path: 'logo.bin', action: 'lazy_edit', edit_snippet: 'x\n// ... existing code ...' }]);
    assert.equal(res.statusCode, 422, res.body);
    assert.match(res.json().error, /binary/);
  });

  test('402 for a free-tier organization, before anything else is looked at', async () => {
    const freeKey = await t.createOrg('freebie');
    await api(t, freeKey).post('/v1/repos', { slug: 'app' });
    const res = await api(t, freeKey).post('/v1/repos/app/commits', { branch: 'main', message: 'm', changes: [{ path: 'src/nope.ts', action: 'lazy_edit', edit_snippet: 'x' }] });
    assert.equal(res.statusCode, 402, res.body);
    assert.equal(res.json().code, 'PAYMENT_REQUIRED');
  });
});

describe('lazy edit without a model', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    await api(t).post('/v1/repos', { slug: 'app' });
    await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'seed', changes: [{ path: 'src/app.ts', content: APP }] });
  });
  after(() => t.close());

  test('422 with the reason when the merger cannot place the snippet; a clear snippet still merges', async () => {
    const commit = (snippet: string) => api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'm', changes: [{ path: 'src/app.ts', action: 'lazy_edit', edit_snippet: snippet }] });
    let res = await commit(AMBIGUOUS);
    assert.equal(res.statusCode, 422, res.body);
    assert.equal(res.json().code, 'UNPROCESSABLE');
    assert.match(res.json().error, /could not be merged: .*'return 2;'/);
    assert.match(res.json().reason, /'return 2;'/);
    res = await commit('// ... existing code ...\nexport function second() {\n  return 2;\n}\n');
    assert.equal(res.statusCode, 201, res.body);
  });
});

describe('lazy edit turned off (GROVE_LAZY_EDIT=off)', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove({ env: { GROVE_LAZY_EDIT: 'off' } });
    await api(t).post('/v1/repos', { slug: 'app' });
  });
  after(() => t.close());

  test('free plan: 402 (checked first); paid plan: 503 NOT_CONFIGURED', async () => {
    const body = { branch: 'main', message: 'm', changes: [{ path: 'README.md', action: 'lazy_edit', edit_snippet: '# x\n<!-- ... existing code ... -->' }] };
    let res = await api(t).post('/v1/repos/app/commits', body);
    assert.equal(res.statusCode, 402, res.body);
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    res = await api(t).post('/v1/repos/app/commits', body);
    assert.equal(res.statusCode, 503, res.body);
    assert.equal(res.json().code, 'NOT_CONFIGURED');
  });
});

describe('lazy edit with a slow model', () => {
  let t: TestGrove;
  let fake: FakeOpenAI;
  before(async () => {
    fake = await startFakeOpenAI();
    t = await startTestGrove({ env: { GROVE_MODEL_URL: fake.url, GROVE_MODEL: 'slow', GROVE_MODEL_TIMEOUT_MS: '300' } });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    await api(t).post('/v1/repos', { slug: 'app' });
    await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'seed', changes: [{ path: 'src/app.ts', content: APP }] });
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  test('an answer later than the time allowed is 502 UPSTREAM_ERROR, and the branch stays where it was', async () => {
    fake.push({ content: MODEL_MERGE, delayMs: 2000 });
    const before = (await api(t).get('/v1/repos/app/commits')).json().commits[0].sha;
    const started = Date.now();
    const res = await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'm', changes: [{ path: 'src/app.ts', action: 'lazy_edit', edit_snippet: AMBIGUOUS }] });
    assert.equal(res.statusCode, 502, res.body);
    assert.match(res.json().error, /did not answer within 0.3 s/);
    assert.ok(Date.now() - started < 1800);
    assert.equal((await api(t).get('/v1/repos/app/commits')).json().commits[0].sha, before);
  });
});
