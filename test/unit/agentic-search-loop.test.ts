// The tool loop with a stand-in model and sandbox: a tool past its time limit is reported to the model and the
// search goes on; a model failure carries the turn and the tokens already spent.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../../src/domain/errors.js';
import type { ChatRequest, ChatResult, ModelClient } from '../../src/infra/model/index.js';
import type { ExecService } from '../../src/services/exec/index.js';
import type { ToolContext } from '../../src/services/agentic-search/context.js';
import type { SearchEvent } from '../../src/services/agentic-search/events.js';
import { LoopFailure, runLoop } from '../../src/services/agentic-search/loop.js';
import { TreeIndex } from '../../src/services/agentic-search/tree-index.js';
import type { RepoHandle } from '../../src/services/repository/index.js';

type Step = Partial<ChatResult> | Error;

function scriptedModel(steps: Step[]): { model: ModelClient; requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  const model = {
    async chat(request: ChatRequest): Promise<ChatResult> {
      requests.push(structuredClone(request));
      const step = steps.shift();
      if (!step) throw new Error('script exhausted');
      if (step instanceof Error) throw step;
      return { content: '', toolCalls: [], finishReason: 'stop', usage: { prompt_tokens: 10, completion_tokens: 7, total_tokens: 17 }, ...step };
    },
  };
  return { model: model as unknown as ModelClient, requests };
}

function context(inspect: ExecService['inspect'], toolMs: number): ToolContext {
  const files = [{ path: 'src/a.ts', oid: 'a'.repeat(40), mode: '100644' }];
  return {
    exec: { inspect } as unknown as ExecService,
    view: { handle: {} as RepoHandle, sha: 'c'.repeat(40), files },
    index: new TreeIndex(files),
    toolMs,
    cachedBytes: { value: 0 },
    skipped: new Set(),
  };
}

test('a tool that passes its time limit answers the model with an error, and the search goes on', async () => {
  const hang = () => new Promise<never>(() => {});
  const { model, requests } = scriptedModel([
    { toolCalls: [{ id: 'g', name: 'grep_search', arguments: '{"pattern":"x"}' }] },
    { toolCalls: [{ id: 'f', name: 'finish', arguments: '{"answer":"gave up on grep","locations":[{"path":"src/a.ts","start_line":1,"end_line":2}]}' }] },
  ]);
  const events: SearchEvent[] = [];
  const started = Date.now();
  const outcome = await runLoop({ model, ctx: context(hang as unknown as ExecService['inspect'], 150), messages: [{ role: 'user', content: 'q' }], maxTurns: 4, upstreamMs: 1000, emit: (e) => events.push(e) });
  assert.ok(Date.now() - started < 1000);
  const result = events.find((e) => e.type === 'tool_result' && e.call_id === 'g');
  assert.ok(result?.type === 'tool_result');
  assert.match(result.content, /^error: the tool did not finish within 0\.[12] s$/);
  assert.equal(result.truncated, false);
  assert.equal(requests[1]!.messages.at(-1)!.role, 'tool');
  assert.deepEqual(outcome, { answer: 'gave up on grep', locations: [{ path: 'src/a.ts', start_line: 1, end_line: 2 }], turns: 2, tokens: 14 });
});

test("the tools of one turn share its time: a call after the time is used up is not run", async () => {
  const hang = () => new Promise<never>(() => {});
  const { model } = scriptedModel([
    {
      toolCalls: [
        { id: 'g1', name: 'grep_search', arguments: '{"pattern":"x"}' },
        { id: 'g2', name: 'grep_search', arguments: '{"pattern":"y"}' },
        { id: 'l', name: 'glob', arguments: '{"pattern":"*.ts"}' },
      ],
    },
    { content: 'done' },
  ]);
  const events: SearchEvent[] = [];
  await runLoop({ model, ctx: context(hang as unknown as ExecService['inspect'], 200), messages: [], maxTurns: 3, upstreamMs: 1000, emit: (e) => events.push(e) });
  const results = events.flatMap((e) => (e.type === 'tool_result' ? [e.content] : []));
  assert.match(results[0]!, /^error: the tool did not finish within 0\.[12] s$/);
  assert.match(results[1]!, /^not run: this turn's time for tools is used up/);
  assert.match(results[2]!, /^not run: this turn's time for tools is used up/);
});

test('a model failure on turn 3 carries the turn and the completion tokens of turns 1 and 2', async () => {
  const { model } = scriptedModel([
    { toolCalls: [{ id: 'a', name: 'glob', arguments: '{"pattern":"*.ts"}' }] },
    { toolCalls: [{ id: 'b', name: 'glob', arguments: '{"pattern":"*.md"}' }] },
    new AppError('UPSTREAM_ERROR', 'the model endpoint answered 500'),
  ]);
  const events: SearchEvent[] = [];
  const failure = await runLoop({ model, ctx: context((() => Promise.reject(new Error('unused'))) as unknown as ExecService['inspect'], 1000), messages: [], maxTurns: 6, upstreamMs: 1000, emit: (e) => events.push(e) }).then(
    () => null,
    (error: unknown) => error,
  );
  assert.ok(failure instanceof LoopFailure);
  assert.equal(failure.turn, 3);
  assert.equal(failure.tokens, 14);
  assert.equal(failure.error.code, 'UPSTREAM_ERROR');
  assert.deepEqual(events.at(-1), { type: 'turn_start', turn: 3 });
});
