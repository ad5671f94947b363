// Agentic search end to end: the scripted OpenAI-compatible fake plays the model, Grove runs the real tools over a
// real repository, and what the model was sent (tool results) is checked against the repository's content.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI, type FakeStep } from '../helpers/fake-openai.js';
import { api, startServingGrove, startTestGrove, type ServingGrove, type TestGrove } from '../helpers/grove.js';

const TIMEOUT = { timeout: 120_000 };

const SERVER = [
  "import { readConfig } from './config/load';",
  '',
  'export function startServer(port: number) {',
  '  const config = readConfig();',
  '  return listen(port, config.host);',
  '}',
  '',
].join('\n');
const LOAD = "export function readConfig() {\n  return { host: '0.0.0.0', retries: 3 };\n}\n";
const CI = 'name: ci\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest # startServer smoke test\n';
/** About 30 KB: a read of it is cut at 8 KB. */
const BIG = Array.from({ length: 600 }, (_, i) => `export const value${i} = 'a string that makes this line about fifty bytes';`).join('\n') + '\n';

/** Line (1-based) of the first line of `text` containing `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

const SEED = [
  { path: 'README.md', content: '# App\n\nStart it with startServer(8080).\n' },
  { path: 'src/server.ts', content: SERVER },
  { path: 'src/config/load.ts', content: LOAD },
  { path: 'src/big.ts', content: BIG },
  { path: '.github/workflows/ci.yml', content: CI },
  { path: 'docs/guide/setup.md', content: '# Setup\n' },
  // many files with many matches: a grep over them is cut at 8 KB
  ...Array.from({ length: 12 }, (_, i) => ({ path: `gen/part${i}.ts`, content: BIG.split('\n').slice(0, 30).join('\n') })),
];

const usage = (completion: number, prompt = 100) => ({ prompt_tokens: prompt, completion_tokens: completion });

describe('agentic search', TIMEOUT, () => {
  let t: ServingGrove;
  let fake: FakeOpenAI;
  let head: string;
  const search = (body: object, slug = 'app', key?: string) => api(t, key).post(`/v1/repos/${slug}/agentic-search`, body);
  const tokensUsed = async () => (await api(t).get('/v1/usage')).json().agentic_search_tokens.used as number;
  /** The tool messages the model was sent in request `n` (0-based), by call id. */
  const toolMessages = (n: number) => Object.fromEntries(fake.requests[n]!.body.messages.filter((m) => m.role === 'tool').map((m) => [m.tool_call_id, m.content ?? '']));

  before(async () => {
    fake = await startFakeOpenAI();
    t = await startServingGrove('grove-agentic-', { env: { GROVE_MODEL_URL: fake.url, GROVE_MODEL: 'search-model' } });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    assert.equal((await api(t).post('/v1/repos', { slug: 'app' })).statusCode, 201);
    const seeded = await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'seed', changes: SEED });
    assert.equal(seeded.statusCode, 201, seeded.body);
    head = seeded.json().sha;
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  test('the model searches with real tools and finishes; answer, locations, turns and billed tokens', async () => {
    const before = await tokensUsed();
    const requestsBefore = fake.requests.length;
    fake.push(
      {
        toolCalls: [
          { id: 'g1', name: 'grep_search', arguments: { pattern: 'startServer\\(', case_sensitive: true } },
          { id: 'g2', name: 'glob', arguments: { pattern: '*.ts' } },
          { id: 'g3', name: 'list_directory', arguments: { path: 'src' } },
        ],
        usage: usage(30),
      },
      { toolCalls: [{ id: 'r1', name: 'read', arguments: { path: 'src/config/load.ts', start_line: 1, end_line: 3 } }], usage: usage(12) },
      {
        toolCalls: [
          {
            name: 'finish',
            arguments: {
              answer: 'startServer in src/server.ts reads the host from readConfig in src/config/load.ts.',
              locations: [
                { path: 'src/server.ts', start_line: 3, end_line: 6 },
                { path: './src/config/load.ts', start_line: 1, end_line: 3 },
                { path: 'src/invented.ts', start_line: 1, end_line: 2 },
              ],
            },
          },
        ],
        usage: usage(25),
      },
    );
    const res = await search({ q: 'Where does the server get its host from?' });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.answer, 'startServer in src/server.ts reads the host from readConfig in src/config/load.ts.');
    // paths as the repository spells them; a file that does not exist at the commit is dropped
    assert.deepEqual(body.locations, [
      { path: 'src/server.ts', start_line: 3, end_line: 6 },
      { path: 'src/config/load.ts', start_line: 1, end_line: 3 },
    ]);
    assert.equal(body.total_turns, 3);
    assert.equal(body.total_tokens, 30 + 12 + 25);
    assert.equal(body.ref, 'main');
    assert.equal(body.commit_sha, head);
    assert.equal(await tokensUsed(), before + 67);

    const [first, second, third] = fake.requests.slice(requestsBefore);
    assert.equal(first!.body.model, 'search-model');
    assert.deepEqual(first!.body.tools!.map((tool) => tool.function.name), ['grep_search', 'read', 'list_directory', 'glob', 'finish']);
    // the first prompt holds the question and the structure listing (depth 2: src/config/ is named, not opened)
    const prompt = first!.body.messages[1]!.content!;
    assert.match(prompt, /Where does the server get its host from\?/);
    assert.match(prompt, new RegExp(head));
    assert.match(prompt, /^src\/$/m);
    assert.match(prompt, /^ {2}server\.ts$/m);
    assert.match(prompt, /^ {2}config\/ \(1 file\)$/m);
    assert.match(prompt, /^\.github\/$/m);

    // real tool results went back to the model
    const results = toolMessages(requestsBefore + 1);
    const call = lineOf(SERVER, 'export function startServer');
    assert.match(results.g1!, new RegExp(`^src/server\\.ts:${call}:export function startServer\\(port: number\\) \\{$`, 'm'));
    assert.match(results.g1!, /^README\.md:3:Start it with startServer\(8080\)\.$/m);
    assert.doesNotMatch(results.g1!, /ci\.yml/, 'the parenthesis is part of the pattern');
    assert.match(results.g1!, /^2 matching lines in 2 files/);
    const tsFiles = SEED.map((f) => f.path).filter((p) => p.endsWith('.ts')).sort();
    assert.deepEqual(results.g2!.split('\n'), [`${tsFiles.length} files match '*.ts'`, ...tsFiles]);
    assert.match(results.g3!, /^config\/ \(1 file\)$/m);
    assert.match(results.g3!, new RegExp(`^server\\.ts \\(${Buffer.byteLength(SERVER)} B\\)$`, 'm'));
    const read = toolMessages(requestsBefore + 2).r1!;
    assert.equal(read, `src/config/load.ts (lines 1-3 of 3)\n${LOAD.trimEnd().split('\n').map((l, i) => `${i + 1}\t${l}`).join('\n')}`);
    // every tool result is answered to its call
    assert.equal(third!.body.messages.filter((m) => m.role === 'tool').length, 4);
    assert.equal(second!.body.messages.at(-1)!.role, 'tool');
  });

  test('dot-files are searched, include_pattern takes path globs, context lines and case folding work', async () => {
    const start = fake.requests.length;
    fake.push(
      {
        toolCalls: [
          { id: 'a', name: 'grep_search', arguments: { pattern: 'STARTSERVER', include_pattern: '.github/**/*.yml' } },
          { id: 'b', name: 'grep_search', arguments: { pattern: 'readConfig\\(\\)', path: 'src', include_pattern: '*.ts', output_context_lines: 1, case_sensitive: true } },
          { id: 'c', name: 'grep_search', arguments: { pattern: 'nothing-like-this' } },
          { id: 'd', name: 'grep_search', arguments: { pattern: '(' } },
          { id: 'e', name: 'list_directory', arguments: { command: "find . -name '*.md'" } },
          { id: 'f', name: 'list_directory', arguments: { command: 'rm -rf src' } },
          { id: 'g', name: 'grep_search', arguments: { pattern: 'runs-on' } },
        ],
      },
      { content: 'Done looking.' },
    );
    const res = await search({ q: 'where is startServer used in CI?' });
    assert.equal(res.statusCode, 200, res.body);
    const results = toolMessages(start + 1);
    assert.match(results.a!, new RegExp(`^\\.github/workflows/ci\\.yml:${lineOf(CI, 'startServer')}:`, 'm'));
    const loadLine = lineOf(LOAD, 'readConfig');
    const serverLine = lineOf(SERVER, 'readConfig()');
    assert.match(results.b!, new RegExp(`^src/config/load\\.ts:${loadLine}:export function readConfig\\(\\) \\{$`, 'm'));
    assert.match(results.b!, new RegExp(`^src/server\\.ts-${serverLine - 1}-export function startServer`, 'm'), 'a context line before');
    assert.match(results.b!, new RegExp(`^src/server\\.ts:${serverLine}:`, 'm'));
    assert.match(results.c!, /^no matches/);
    assert.match(results.d!, /^error: /, 'a bad regular expression is reported to the model');
    assert.deepEqual(results.e!.split('\n').sort(), ['./README.md', './docs/guide/setup.md']);
    assert.match(results.f!, /^error: 'rm' is not a listing command/);
    // without include_pattern too: a search of the whole repository looks into dot-folders
    assert.match(results.g!, new RegExp(`^\\.github/workflows/ci\\.yml:${lineOf(CI, 'runs-on')}:`, 'm'));
    assert.match(results.g!, /^1 matching line in 1 file/);
    // a plain answer ends the loop; its locations are where the tools found matches
    const body = res.json();
    assert.equal(body.answer, 'Done looking.');
    assert.equal(body.total_turns, 2);
    assert.ok(body.locations.some((l: { path: string; start_line: number }) => l.path === '.github/workflows/ci.yml' && l.start_line === lineOf(CI, 'startServer')), JSON.stringify(body.locations));
  });

  test('a tool result is cut at 8 KB with truncated: true and says where to go on', async () => {
    fake.push(
      { toolCalls: [{ id: 'big', name: 'read', arguments: { path: 'src/big.ts' } }] },
      { toolCalls: [{ id: 'many', name: 'grep_search', arguments: { pattern: 'value', path: 'gen' } }] },
      { toolCalls: [{ name: 'finish', arguments: { answer: 'values', locations: [] } }] },
    );
    const events = await streamEvents({ q: 'list the values', stream: true });
    const results = events.filter((e) => e.type === 'tool_result');
    const [big, many] = results as unknown as Array<{ content: string; truncated: boolean }>;
    assert.equal(big!.truncated, true);
    assert.ok(Buffer.byteLength(big!.content) <= 8 * 1024, `${Buffer.byteLength(big!.content)} bytes`);
    const shown = /lines 1-(\d+) shown; read from start_line (\d+) for more/.exec(big!.content);
    assert.ok(shown, big!.content.slice(-200));
    assert.equal(Number(shown[2]), Number(shown[1]) + 1);
    // the last numbered line shown is exactly the file's line of that number
    const lastShown = big!.content.split('\n').at(-2)!;
    assert.equal(lastShown, `${shown[1]}\t${BIG.split('\n')[Number(shown[1]) - 1]}`);
    assert.equal(many!.truncated, true);
    assert.ok(Buffer.byteLength(many!.content) <= 8 * 1024);
    // 20 lines at most from each of the 12 files, more than 8 KB in all
    assert.match(many!.content, /^240 matching lines in 12 files/);
    assert.match(many!.content, /\[truncated at 8 KB: \d+ of 240 lines shown; narrow path or include_pattern\]$/);
    const finish = events.at(-1)!;
    assert.equal(finish.type, 'finish');
  });

  /** POSTs with stream: true over real HTTP and parses the `data:` frames. */
  async function streamEvents(body: object, slug = 'app'): Promise<Array<Record<string, unknown> & { type: string }>> {
    const res = await fetch(`http://127.0.0.1:${t.port}/v1/repos/${slug}/agentic-search`, {
      method: 'POST',
      headers: { 'x-api-key': t.key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
    const text = await res.text();
    assert.ok(text.endsWith('\n\n'), 'the stream ends after a whole frame');
    return text
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        assert.ok(block.startsWith('data: ') && !block.includes('\n'), `one data line per frame: ${block.slice(0, 80)}`);
        return JSON.parse(block.slice(6)) as Record<string, unknown> & { type: string };
      });
  }

  test('stream: exactly SPEC event types and payloads, in order', async () => {
    fake.push(
      { toolCalls: [{ id: 'x1', name: 'grep_search', arguments: { pattern: 'readConfig' } }, { id: 'x2', name: 'glob', arguments: { pattern: '**/*.md' } }], usage: usage(11, 200) },
      { toolCalls: [{ id: 'x3', name: 'finish', arguments: { answer: 'in load.ts', locations: [{ path: 'src/config/load.ts', start_line: 1, end_line: 3 }] } }], usage: usage(9, 300) },
    );
    const events = await streamEvents({ q: 'where is readConfig?', stream: true });
    assert.deepEqual(
      events.map((e) => e.type),
      ['start', 'turn_start', 'tool_call', 'tool_result', 'tool_call', 'tool_result', 'turn_end', 'turn_start', 'tool_call', 'tool_result', 'turn_end', 'finish'],
    );
    const keys = (e: object) => Object.keys(e).sort();
    const [start, turnStart, call, result] = events;
    assert.deepEqual(keys(start!), ['commit_sha', 'ref', 'type', 'workspace_ms']);
    assert.equal(start!.commit_sha, head);
    assert.equal(start!.ref, 'main');
    assert.equal(typeof start!.workspace_ms, 'number');
    assert.deepEqual(turnStart, { type: 'turn_start', turn: 1 });
    assert.deepEqual(call, { type: 'tool_call', turn: 1, call_id: 'x1', tool: 'grep_search', args: { pattern: 'readConfig' } });
    assert.deepEqual(keys(result!), ['call_id', 'content', 'truncated', 'turn', 'type']);
    assert.equal(result!.call_id, 'x1');
    assert.equal(result!.truncated, false);
    assert.match(result!.content as string, /^src\/config\/load\.ts:1:export function readConfig/m);
    assert.deepEqual(events[6], { type: 'turn_end', turn: 1, prompt_tokens: 200, completion_tokens: 11 });
    assert.deepEqual(events[10], { type: 'turn_end', turn: 2, prompt_tokens: 300, completion_tokens: 9 });
    assert.deepEqual(events.at(-1), {
      type: 'finish',
      answer: 'in load.ts',
      locations: [{ path: 'src/config/load.ts', start_line: 1, end_line: 3 }],
      total_turns: 2,
      total_tokens: 20,
    });
  });

  test('max_turns caps the loop; the last turn offers only finish; without prose the answer lists the found paths', async () => {
    const start = fake.requests.length;
    // a model that never stops searching
    const respond = (): FakeStep => ({ toolCalls: [{ name: 'grep_search', arguments: { pattern: 'readConfig' } }], usage: usage(5) });
    for (let i = 0; i < 3; i++) fake.push(respond());
    const res = await search({ q: 'find readConfig', max_turns: 3 });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.total_turns, 3);
    assert.equal(body.total_tokens, 15);
    assert.equal(fake.requests.length - start, 3);
    assert.deepEqual(fake.requests.at(-1)!.body.tools!.map((tool) => tool.function.name), ['finish']);
    assert.match(fake.requests.at(-1)!.body.messages.at(-1)!.content!, /last turn/);
    assert.deepEqual(fake.requests[start]!.body.tools!.length, 5);
    // found by grep: the files holding readConfig
    assert.match(body.answer, /src\/config\/load\.ts/);
    assert.match(body.answer, /src\/server\.ts/);
    assert.deepEqual(body.locations.map((l: { path: string }) => l.path).sort(), ['src/config/load.ts', 'src/server.ts']);

    // finish without prose: the answer is the list of the paths it named
    fake.push({ toolCalls: [{ name: 'finish', arguments: { answer: '', locations: [{ path: 'README.md' }] } }] });
    const bare = (await search({ q: 'readme?', max_turns: 1 })).json();
    assert.match(bare.answer, /README\.md/);
    assert.deepEqual(bare.locations, [{ path: 'README.md', start_line: 0, end_line: 0 }]);

    const over = await search({ q: 'x', max_turns: 11 });
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().code, 'VALIDATION_ERROR');
  });

  test('model mistakes become tool results: unknown tools, bad JSON, missing arguments, missing files', async () => {
    const start = fake.requests.length;
    fake.push(
      {
        toolCalls: [
          { id: 'u', name: 'delete_everything', arguments: {} },
          { id: 'j', name: 'read', arguments: '{"path": "src/server.ts"' },
          { id: 'm', name: 'grep_search', arguments: { path: 'src' } },
          { id: 'n', name: 'read', arguments: { path: 'src/serv.ts' } },
          { id: 'o', name: 'read', arguments: { path: '../etc/passwd' } },
          { id: 'p', name: 'read', arguments: { path: 'src' } },
        ],
      },
      { content: 'gave up' },
    );
    const res = await search({ q: 'anything' });
    assert.equal(res.statusCode, 200, res.body);
    const results = toolMessages(start + 1);
    assert.match(results.u!, /no tool 'delete_everything'/);
    assert.match(results.j!, /not valid JSON/);
    assert.match(results.m!, /'pattern' is required/);
    assert.match(results.n!, /'src\/serv\.ts' does not exist at this commit; files with a similar name: src\/server\.ts/);
    assert.match(results.o!, /leaves the repository/);
    assert.match(results.p!, /is a folder/);
  });

  test('a search at another ref sees that commit; 404 for an unknown ref or repository', async () => {
    const later = await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'more', changes: [{ path: 'src/new.ts', content: 'export const fresh = 1;\n' }] });
    assert.equal(later.statusCode, 201, later.body);
    const start = fake.requests.length;
    fake.push({ toolCalls: [{ id: 'g', name: 'glob', arguments: { pattern: 'src/*.ts' } }] }, { content: 'ok' });
    const res = await search({ q: 'files?', ref: head });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().commit_sha, head);
    assert.doesNotMatch(toolMessages(start + 1).g!, /new\.ts/);

    const missingRef = await search({ q: 'x', ref: 'no-such-branch' });
    assert.equal(missingRef.statusCode, 404, missingRef.body);
    assert.equal(missingRef.json().code, 'NOT_FOUND');
    assert.equal((await search({ q: 'x' }, 'nope')).statusCode, 404);
    // a repository without any commit has nothing to search
    assert.equal((await api(t).post('/v1/repos', { slug: 'blank', init: false })).statusCode, 201);
    const blank = await search({ q: 'x' }, 'blank');
    assert.equal(blank.statusCode, 404, blank.body);
    // the namespaced form is the same operation
    const ns = await api(t).post('/v1/repos/team/app/agentic-search', { q: 'x' });
    assert.equal(ns.statusCode, 404);
    assert.equal(fake.requests.length, start + 2, 'refused searches never reach the model');
  });

  test('400 for bad input, before anything else', async () => {
    for (const body of [{}, { q: '' }, { q: 'x'.repeat(4001) }, { q: 'x', structure_depth: 5 }, { q: 'x', max_turns: 0 }, { q: 'x', extra: 1 }, { q: 'x', stream: 'yes' }]) {
      const res = await search(body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body).slice(0, 60)}: ${res.body}`);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
    }
    const blank = await search({ q: '   ' });
    assert.equal(blank.statusCode, 400);
  });

  test('502 when the model fails mid-loop: the turns that ran are billed; in a stream, an error event ends it', async () => {
    let before = await tokensUsed();
    fake.push({ toolCalls: [{ name: 'glob', arguments: { pattern: '*.md' } }], usage: usage(17) }, { status: 500, error: 'overloaded' });
    const res = await search({ q: 'x' });
    assert.equal(res.statusCode, 502, res.body);
    assert.equal(res.json().code, 'UPSTREAM_ERROR');
    assert.equal(res.json().turn, 2);
    assert.equal(res.json().total_tokens, 17);
    assert.equal(await tokensUsed(), before + 17);

    before = await tokensUsed();
    fake.push({ toolCalls: [{ name: 'glob', arguments: { pattern: '*.md' } }], usage: usage(8) }, { hangUp: true });
    const events = await streamEvents({ q: 'x', stream: true });
    assert.deepEqual(events.map((e) => e.type), ['start', 'turn_start', 'tool_call', 'tool_result', 'turn_end', 'turn_start', 'error']);
    const error = events.at(-1)!;
    assert.deepEqual(Object.keys(error).sort(), ['code', 'message', 'turn', 'type']);
    assert.equal(error.code, 'UPSTREAM_ERROR');
    assert.equal(error.turn, 2);
    assert.equal(await tokensUsed(), before + 8);

    // the first request failing: nothing was streamed yet, so the answer is a plain 502
    fake.push({ status: 401, error: 'bad key' });
    const early = await fetch(`http://127.0.0.1:${t.port}/v1/repos/app/agentic-search`, {
      method: 'POST',
      headers: { 'x-api-key': t.key, 'content-type': 'application/json' },
      body: JSON.stringify({ q: 'x', stream: true }),
    });
    assert.equal(early.status, 502);
    assert.equal(((await early.json()) as { code: string }).code, 'UPSTREAM_ERROR');
  });

  test('402 for a free-tier organization, before the model or the ref is looked at', async () => {
    const freeKey = await t.createOrg('thrifty', 'free');
    assert.equal((await api(t, freeKey).post('/v1/repos', { slug: 'cheap' })).statusCode, 201);
    const start = fake.requests.length;
    const res = await search({ q: 'x', ref: 'no-such-branch' }, 'cheap', freeKey);
    assert.equal(res.statusCode, 402, res.body);
    assert.equal(res.json().code, 'PAYMENT_REQUIRED');
    assert.equal(fake.requests.length, start);
  });

  test('a stream client that goes away stops the search', async () => {
    const start = fake.requests.length;
    fake.push({ toolCalls: [{ name: 'glob', arguments: { pattern: '*.md' } }] }, { toolCalls: [{ name: 'glob', arguments: { pattern: '*.ts' } }], delayMs: 500 }, { content: 'never asked' });
    // node:http rather than fetch: a client that really hangs up, with no connection kept for later
    await new Promise<void>((resolve, reject) => {
      const req = request(`http://127.0.0.1:${t.port}/v1/repos/app/agentic-search`, { method: 'POST', headers: { 'x-api-key': t.key, 'content-type': 'application/json' } }, (res) => {
        assert.equal(res.statusCode, 200);
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
      req.once('error', reject);
      req.end(JSON.stringify({ q: 'x', stream: true }));
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    assert.equal(fake.requests.length - start, 2, 'no third turn after the client left');
    assert.equal(fake.pending(), 1);
    // the unused step answers the next search
    assert.equal((await search({ q: 'drain', max_turns: 1 })).json().answer, 'never asked');
  });
});

describe('agentic search without a model, or with a slow one', TIMEOUT, () => {
  let plain: TestGrove;
  let slow: TestGrove;
  let fake: FakeOpenAI;

  before(async () => {
    fake = await startFakeOpenAI();
    plain = await startTestGrove();
    slow = await startTestGrove({ env: { GROVE_MODEL_URL: fake.url, GROVE_MODEL: 'slow-model', GROVE_MODEL_TIMEOUT_MS: '300' } });
    for (const g of [plain, slow]) {
      await g.grove.services.orgs.setPlan(g.org, 'paid');
      await api(g).post('/v1/repos', { slug: 'app' });
    }
  });
  after(async () => {
    await plain.close();
    await slow.close();
    await fake.close();
  });

  test('503 NOT_CONFIGURED when the deployment has no model; 402 still comes first on the free plan', async () => {
    const res = await api(plain).post('/v1/repos/app/agentic-search', { q: 'x' });
    assert.equal(res.statusCode, 503, res.body);
    assert.equal(res.json().code, 'NOT_CONFIGURED');
    assert.match(res.json().error, /GROVE_MODEL_URL/);
    await plain.grove.services.orgs.setPlan(plain.org, 'free');
    assert.equal((await api(plain).post('/v1/repos/app/agentic-search', { q: 'x' })).statusCode, 402);
    await plain.grove.services.orgs.setPlan(plain.org, 'paid');
  });

  test('a model slower than the per-request limit is 502 saying so', async () => {
    fake.push({ content: 'too late', delayMs: 1500 });
    const started = Date.now();
    const res = await api(slow).post('/v1/repos/app/agentic-search', { q: 'x' });
    assert.equal(res.statusCode, 502, res.body);
    assert.equal(res.json().code, 'UPSTREAM_ERROR');
    assert.match(res.json().error, /did not answer within 0\.3 s/);
    assert.ok(Date.now() - started < 1400, 'the request did not wait for the slow answer');
    assert.equal(res.json().total_tokens, 0);
  });
});
