import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { AppError } from '../../src/domain/errors.js';
import { ModelClient, requireModel } from '../../src/infra/model/index.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';

let fake: FakeOpenAI;
before(async () => {
  fake = await startFakeOpenAI([], { apiKey: 'sk-test' });
});
after(() => fake.close());

const client = (timeoutMs = 5000) => new ModelClient({ url: fake.url, model: 'tiny-merge', apiKey: 'sk-test', timeoutMs });

async function upstreamFailure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AppError, String(error));
    return error;
  }
  assert.fail('expected a failure');
}

test('config: model URL and name together, base URL must end in /v1, timeout bounded', () => {
  assert.equal(loadConfig({}).model, null);
  const config = loadConfig({ GROVE_MODEL_URL: 'http://127.0.0.1:11434/v1/', GROVE_MODEL: 'qwen', GROVE_MODEL_API_KEY: 'k' });
  assert.deepEqual(config.model, { url: 'http://127.0.0.1:11434/v1', model: 'qwen', apiKey: 'k', timeoutMs: 15_000 });
  assert.throws(() => loadConfig({ GROVE_MODEL_URL: 'http://h/v1' }), ConfigError);
  assert.throws(() => loadConfig({ GROVE_MODEL: 'm' }), ConfigError);
  assert.throws(() => loadConfig({ GROVE_MODEL_URL: 'http://h/api', GROVE_MODEL: 'm' }), /ending in \/v1/);
  assert.throws(() => loadConfig({ GROVE_MODEL_API_KEY: 'k' }), ConfigError);
  assert.throws(() => loadConfig({ GROVE_MODEL_URL: 'http://h/v1', GROVE_MODEL: 'm', GROVE_MODEL_TIMEOUT_MS: '5' }), /between/);
});

test('not configured: 503 NOT_CONFIGURED naming the settings', () => {
  assert.throws(() => requireModel(null, 'agentic search'), (e: unknown) => e instanceof AppError && e.status === 503 && e.code === 'NOT_CONFIGURED' && /GROVE_MODEL_URL/.test(e.message));
});

test('chat: the real client reaches the fake with model, key and messages; answer and usage come back', async () => {
  fake.push({ content: 'merged text', usage: { prompt_tokens: 40, completion_tokens: 7 } });
  const result = await client().chat({ messages: [{ role: 'system', content: 'be strict' }, { role: 'user', content: 'merge' }], temperature: 0 });
  assert.equal(result.content, 'merged text');
  assert.deepEqual(result.usage, { prompt_tokens: 40, completion_tokens: 7, total_tokens: 47 });
  const seen = fake.requests.at(-1)!;
  assert.equal(seen.body.model, 'tiny-merge');
  assert.equal(seen.headers.authorization, 'Bearer sk-test');
  assert.deepEqual(seen.body.messages.map((m) => m.role), ['system', 'user']);
});

test('chat with tools: tool calls are returned with their JSON arguments', async () => {
  fake.push({ toolCalls: [{ name: 'read', arguments: { path: 'src/a.ts' } }, { name: 'finish', arguments: { answer: 'x' } }] });
  const result = await client().chat({ messages: [{ role: 'user', content: 'q' }], tools: [{ name: 'read', description: 'read a file', parameters: { type: 'object' } }] });
  assert.equal(result.finishReason, 'tool_calls');
  assert.deepEqual(result.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)]), [['read', { path: 'src/a.ts' }], ['finish', { answer: 'x' }]]);
  assert.equal(fake.requests.at(-1)!.body.tools?.[0]?.function.name, 'read');
});

test('stream: text deltas arrive in order, tool-call fragments are assembled, usage is reported', async () => {
  fake.push({ content: 'a fairly long streamed answer, in pieces', toolCalls: [{ name: 'grep_search', arguments: { pattern: 'foo' } }], usage: { prompt_tokens: 10, completion_tokens: 12 } });
  const stream = client().stream({ messages: [{ role: 'user', content: 'q' }] });
  const deltas: string[] = [];
  let next = await stream.next();
  while (!next.done) {
    deltas.push(next.value);
    next = await stream.next();
  }
  assert.ok(deltas.length > 1);
  assert.equal(deltas.join(''), 'a fairly long streamed answer, in pieces');
  assert.equal(next.value.content, deltas.join(''));
  assert.deepEqual(next.value.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)]), [['grep_search', { pattern: 'foo' }]]);
  assert.deepEqual(next.value.usage, { prompt_tokens: 10, completion_tokens: 12, total_tokens: 22 });
  assert.equal(fake.requests.at(-1)!.body.stream, true);
});

test('upstream failures become 502 UPSTREAM_ERROR: error status, hang-up, slow answer, wrong key', async () => {
  fake.push({ status: 500, error: 'model overloaded' });
  let error = await upstreamFailure(client().chat({ messages: [{ role: 'user', content: 'q' }] }));
  assert.equal(error.status, 502);
  assert.equal(error.code, 'UPSTREAM_ERROR');
  assert.match(error.message, /500/);

  fake.push({ hangUp: true });
  error = await upstreamFailure(client().chat({ messages: [{ role: 'user', content: 'q' }] }));
  assert.equal(error.code, 'UPSTREAM_ERROR');

  fake.push({ content: 'late', delayMs: 1500 });
  const started = Date.now();
  error = await upstreamFailure(client(300).chat({ messages: [{ role: 'user', content: 'q' }] }));
  assert.equal(error.code, 'UPSTREAM_ERROR');
  assert.match(error.message, /within 0.3 s/);
  assert.ok(Date.now() - started < 1400, 'the timeout cut the request short');

  const wrongKey = new ModelClient({ url: fake.url, model: 'm', apiKey: 'sk-wrong', timeoutMs: 5000 });
  error = await upstreamFailure(wrongKey.chat({ messages: [{ role: 'user', content: 'q' }] }));
  assert.match(error.message, /401/);

  fake.push({ status: 503 });
  error = await upstreamFailure((async () => {
    for await (const delta of client().stream({ messages: [{ role: 'user', content: 'q' }] })) void delta;
  })());
  assert.equal(error.code, 'UPSTREAM_ERROR');
});
