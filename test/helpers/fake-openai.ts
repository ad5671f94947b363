/**
 * A scripted OpenAI-compatible server on 127.0.0.1 for tests: it speaks the real chat-completions protocol
 * (JSON answers and `stream: true` server-sent events with tool-call fragments and a usage chunk), so the real
 * `openai` client talks to it. Each request takes the next step of the script (or asks `respond`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeToolCall {
  name: string;
  /** Object (sent as JSON text) or raw text, to test malformed arguments. */
  arguments: Record<string, unknown> | string;
  id?: string;
}

export type FakeStep =
  /** A normal answer: text and/or tool calls. */
  | { content?: string; toolCalls?: FakeToolCall[]; usage?: { prompt_tokens: number; completion_tokens: number }; delayMs?: number; finishReason?: string }
  /** An HTTP failure with an OpenAI-style error body. */
  | { status: number; error?: string; delayMs?: number }
  /** Accept the connection, then close it without answering. */
  | { hangUp: true; delayMs?: number };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
    stream?: boolean;
    tools?: { type: string; function: { name: string } }[];
    [key: string]: unknown;
  };
}

export interface EmbeddingsRequest {
  headers: IncomingMessage['headers'];
  body: { model: string; input: string | string[]; encoding_format?: string; dimensions?: number };
}

export interface FakeOpenAI {
  /** Base URL ending in /v1, for GROVE_MODEL_URL and GROVE_EMBEDDINGS_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Requests to /v1/embeddings (answered with deterministic bag-of-words vectors, see embedText). */
  embeddingRequests: EmbeddingsRequest[];
  /** Appends steps to the script. */
  push(...steps: FakeStep[]): void;
  /** Steps not yet used. */
  pending(): number;
  close(): Promise<void>;
}

export interface FakeOpenAIOptions {
  /** Answers requests when the script is empty (default: a 500). */
  respond?: (request: RecordedRequest) => FakeStep;
  /** Required bearer key; requests without it get 401. */
  apiKey?: string;
}

/**
 * The fake's embedding of a text: lowercased words hashed into `dimensions` counts, L2-normalized. Texts sharing
 * words point the same way, so retrieval through the fake finds what a keyword reader would.
 */
export function embedText(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let hash = 2166136261;
    for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 16777619);
    vector[(hash >>> 0) % dimensions]! += 1;
  }
  const norm = Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0)) || 1;
  return vector.map((v) => v / norm);
}

function answerEmbeddings(res: ServerResponse, body: EmbeddingsRequest['body']): void {
  const inputs = Array.isArray(body.input) ? body.input : [body.input];
  const dimensions = body.dimensions ?? 256;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({
    object: 'list',
    model: body.model,
    // float arrays whatever encoding_format asks: the client must ask for floats (see docs/dependencies §8)
    data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: embedText(text, dimensions) })),
    usage: { prompt_tokens: inputs.reduce((n, t) => n + tokensOf(t), 0), total_tokens: inputs.reduce((n, t) => n + tokensOf(t), 0) },
  }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rough count, like a tokenizer's order of magnitude: enough for usage assertions to be non-zero. */
const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function toolCallsOf(step: { toolCalls?: FakeToolCall[] }) {
  return (step.toolCalls ?? []).map((call, i) => ({
    id: call.id ?? `call_${i + 1}`,
    type: 'function' as const,
    function: { name: call.name, arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments) },
  }));
}

function answer(res: ServerResponse, request: RecordedRequest, step: Extract<FakeStep, { content?: string }>): void {
  const content = step.content ?? null;
  const calls = toolCallsOf(step);
  const promptText = request.body.messages.map((m) => m.content ?? '').join('\n');
  const usage = step.usage ?? { prompt_tokens: tokensOf(promptText), completion_tokens: tokensOf((content ?? '') + JSON.stringify(calls)) };
  const fullUsage = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
  const finish = step.finishReason ?? (calls.length > 0 ? 'tool_calls' : 'stop');
  const base = { id: `chatcmpl-fake-${Date.now()}`, created: Math.floor(Date.now() / 1000), model: request.body.model };
  if (!request.body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content, ...(calls.length > 0 ? { tool_calls: calls } : {}) }, finish_reason: finish }],
      usage: fullUsage,
    }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`);
  send({ role: 'assistant', content: '' });
  // Text in a few pieces and every tool call's arguments split in two, as real servers fragment them.
  for (const piece of (content ?? '').match(/[\s\S]{1,16}/g) ?? []) send({ content: piece });
  calls.forEach((call, index) => {
    const half = Math.ceil(call.function.arguments.length / 2);
    send({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: call.function.arguments.slice(0, half) } }] });
    send({ tool_calls: [{ index, function: { arguments: call.function.arguments.slice(half) } }] });
  });
  send({}, finish);
  const includeUsage = (request.body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
  if (includeUsage) res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [], usage: fullUsage })}\n\n`);
  res.end('data: [DONE]\n\n');
}

export async function startFakeOpenAI(script: FakeStep[] = [], options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const steps = [...script];
  const requests: RecordedRequest[] = [];
  const embeddingRequests: EmbeddingsRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/embeddings') {
        const body = JSON.parse(text) as EmbeddingsRequest['body'];
        embeddingRequests.push({ headers: req.headers, body });
        answerEmbeddings(res, body);
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
        return;
      }
      const request: RecordedRequest = { path: req.url, headers: req.headers, body: JSON.parse(text) as RecordedRequest['body'] };
      requests.push(request);
      const step: FakeStep = steps.shift() ?? options.respond?.(request) ?? { status: 500, error: 'the fake model has no scripted answer left' };
      if (step.delayMs) await sleep(step.delayMs);
      if (res.destroyed) return;
      if ('hangUp' in step) {
        req.socket.destroy();
      } else if ('status' in step) {
        res.writeHead(step.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: step.error ?? `fake failure ${step.status}`, type: 'server_error', code: null } }));
      } else {
        answer(res, request, step);
      }
    })().catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    embeddingRequests,
    push: (...more) => void steps.push(...more),
    pending: () => steps.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
