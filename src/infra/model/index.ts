/**
 * The upstream model: any OpenAI-compatible chat-completions endpoint (hosted or local), reached with the
 * `openai` package and a custom base URL. Every failure becomes 502 UPSTREAM_ERROR, a missing configuration 503
 * NOT_CONFIGURED, so callers never see the package's own error classes.
 */
import OpenAI from 'openai';
import { AppError } from '../../domain/errors.js';

export interface ModelSettings {
  /** Base URL ending in /v1, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  url: string;
  model: string;
  apiKey: string | null;
  /** Upper bound of one request; callers may ask for less. */
  timeoutMs: number;
}

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ToolCall {
  id: string;
  name: string;
  /** JSON text as the model wrote it; the caller parses and validates it. */
  arguments: string;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ToolDefinition[];
  maxTokens?: number;
  temperature?: number;
}

export interface ChatOptions {
  signal?: AbortSignal;
  /** Shorter than the configured timeout when the caller has its own budget. */
  timeoutMs?: number;
}

export interface ChatResult {
  content: string;
  toolCalls: ToolCall[];
  finishReason: string | null;
  usage: TokenUsage;
}

const NO_USAGE: TokenUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };

function toWire(messages: ChatMessage[]): OpenAI.Chat.ChatCompletionMessageParam[] {
  return messages.map((m): OpenAI.Chat.ChatCompletionMessageParam => {
    if (m.role !== 'assistant') return m;
    const calls = m.tool_calls?.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } }));
    return { role: 'assistant', content: m.content, ...(calls && calls.length > 0 ? { tool_calls: calls } : {}) };
  });
}

function usageOf(usage: OpenAI.CompletionUsage | null | undefined): TokenUsage {
  if (!usage) return { ...NO_USAGE };
  return { prompt_tokens: usage.prompt_tokens ?? 0, completion_tokens: usage.completion_tokens ?? 0, total_tokens: usage.total_tokens ?? 0 };
}

/** One sentence for the caller; the upstream's own message is kept short because it may echo the prompt. */
function upstreamError(error: unknown, timeoutMs: number): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AppError('UPSTREAM_ERROR', `the model did not answer within ${timeoutMs / 1000} s`);
  if (error instanceof OpenAI.APIUserAbortError) return new AppError('UPSTREAM_ERROR', 'the model request was cancelled');
  if (error instanceof OpenAI.APIConnectionError) return new AppError('UPSTREAM_ERROR', 'the model endpoint could not be reached');
  if (error instanceof OpenAI.APIError) {
    const detail = (error.message || '').slice(0, 200);
    return new AppError('UPSTREAM_ERROR', `the model endpoint answered ${error.status ?? 'an error'}${detail ? `: ${detail}` : ''}`);
  }
  return new AppError('UPSTREAM_ERROR', `the model's answer could not be read: ${String(error).slice(0, 200)}`);
}

export class ModelClient {
  readonly #client: OpenAI;

  constructor(readonly settings: ModelSettings) {
    // Retries are the caller's decision: a lazy edit has a 15 s budget that a silent retry would overrun.
    this.#client = new OpenAI({ baseURL: settings.url, apiKey: settings.apiKey ?? 'not-needed', timeout: settings.timeoutMs, maxRetries: 0 });
  }

  get model(): string {
    return this.settings.model;
  }

  #body(request: ChatRequest) {
    return {
      model: this.settings.model,
      messages: toWire(request.messages),
      ...(request.tools && request.tools.length > 0
        ? { tools: request.tools.map((t) => ({ type: 'function' as const, function: { name: t.name, description: t.description, parameters: t.parameters } })) }
        : {}),
      ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    };
  }

  #timeout(options: ChatOptions): number {
    return Math.max(1, Math.min(options.timeoutMs ?? this.settings.timeoutMs, this.settings.timeoutMs));
  }

  /** One completion, answered as a whole. */
  async chat(request: ChatRequest, options: ChatOptions = {}): Promise<ChatResult> {
    const timeout = this.#timeout(options);
    try {
      const answer = await this.#client.chat.completions.create({ ...this.#body(request), stream: false }, { timeout, ...(options.signal ? { signal: options.signal } : {}) });
      const choice = answer.choices?.[0];
      if (!choice) throw new AppError('UPSTREAM_ERROR', 'the model answered without a choice');
      const toolCalls = (choice.message.tool_calls ?? []).flatMap((c) => (c.type === 'function' ? [{ id: c.id, name: c.function.name, arguments: c.function.arguments }] : []));
      return { content: choice.message.content ?? '', toolCalls, finishReason: choice.finish_reason ?? null, usage: usageOf(answer.usage) };
    } catch (error) {
      throw upstreamError(error, timeout);
    }
  }

  /**
   * One completion streamed: yields text deltas as they arrive and returns the whole answer (tool calls
   * assembled from their fragments, usage when the endpoint reports it).
   */
  async *stream(request: ChatRequest, options: ChatOptions = {}): AsyncGenerator<string, ChatResult> {
    const timeout = this.#timeout(options);
    const calls = new Map<number, ToolCall>();
    let content = '';
    let finishReason: string | null = null;
    let usage: TokenUsage = { ...NO_USAGE };
    try {
      const stream = await this.#client.chat.completions.create(
        { ...this.#body(request), stream: true, stream_options: { include_usage: true } },
        { timeout, ...(options.signal ? { signal: options.signal } : {}) },
      );
      for await (const chunk of stream) {
        if (chunk.usage) usage = usageOf(chunk.usage);
        const choice = chunk.choices?.[0];
        if (!choice) continue;
        if (choice.finish_reason) finishReason = choice.finish_reason;
        for (const part of choice.delta?.tool_calls ?? []) {
          const call = calls.get(part.index) ?? { id: '', name: '', arguments: '' };
          if (part.id) call.id = part.id;
          if (part.function?.name) call.name += part.function.name;
          if (part.function?.arguments) call.arguments += part.function.arguments;
          calls.set(part.index, call);
        }
        const delta = choice.delta?.content;
        if (delta) {
          content += delta;
          yield delta;
        }
      }
    } catch (error) {
      throw upstreamError(error, timeout);
    }
    const toolCalls = [...calls.entries()].sort((a, b) => a[0] - b[0]).map(([, call]) => call);
    return { content, toolCalls, finishReason, usage };
  }
}

/** The client when configured; otherwise a function that answers 503 naming the missing settings. */
export function createModelClient(settings: ModelSettings | null): ModelClient | null {
  return settings ? new ModelClient(settings) : null;
}

export function requireModel(client: ModelClient | null, feature: string): ModelClient {
  if (client) return client;
  throw new AppError('NOT_CONFIGURED', `${feature} needs a model: set GROVE_MODEL_URL and GROVE_MODEL on this deployment`);
}
