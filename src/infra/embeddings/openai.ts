/**
 * Embeddings from any OpenAI-compatible `/v1/embeddings` endpoint (hosted, vLLM, Ollama, TEI…) through the
 * `openai` package. Texts go in batches; floats are asked for explicitly (the package asks for base64 by
 * default, which some servers ignore, giving empty vectors). Failures become 502 UPSTREAM_ERROR.
 */
import OpenAI from 'openai';
import { AppError } from '../../domain/errors.js';
import { type EmbedOptions, type Embedder, l2normalize } from './types.js';

export interface OpenAIEmbedderSettings {
  /** Base URL ending in /v1. */
  url: string;
  model: string;
  apiKey: string | null;
  /** Sent as `dimensions` when set (models that can shorten their vectors); otherwise the model's own size. */
  dimensions: number | null;
  timeoutMs: number;
  /** Texts per request (default 64). */
  batchSize?: number;
  /** Characters kept of each text (default 8,000: about 2,000 tokens, under common input limits). */
  maxChars?: number;
}

export class OpenAIEmbedder implements Embedder {
  readonly kind = 'dense' as const;
  readonly id: string;
  #dimensions: number;
  readonly #client: OpenAI;

  constructor(private readonly settings: OpenAIEmbedderSettings) {
    this.#client = new OpenAI({ baseURL: settings.url, apiKey: settings.apiKey ?? 'not-needed', timeout: settings.timeoutMs, maxRetries: 2 });
    this.#dimensions = settings.dimensions ?? 1024;
    this.id = `openai:${settings.model}:${settings.dimensions ?? 'native'}`;
  }

  get dimensions(): number {
    return this.#dimensions;
  }

  async embed(texts: readonly string[], options: EmbedOptions = {}): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    const size = this.settings.batchSize ?? 64;
    const maxChars = this.settings.maxChars ?? 8000;
    for (let i = 0; i < texts.length; i += size) {
      const input = texts.slice(i, i + size).map((t) => (t.length > maxChars ? t.slice(0, maxChars) : t) || ' ');
      let answer: OpenAI.CreateEmbeddingResponse;
      // one signal per request, relayed from the job's: the client leaves a listener on the signal it is given,
      // and a long indexing run would otherwise pile hundreds of them onto the job's own signal
      const call = new AbortController();
      const relay = () => call.abort(options.signal?.reason);
      if (options.signal?.aborted) relay();
      options.signal?.addEventListener('abort', relay, { once: true });
      try {
        answer = await this.#client.embeddings.create(
          { model: this.settings.model, input, encoding_format: 'float', ...(this.settings.dimensions ? { dimensions: this.settings.dimensions } : {}) },
          { signal: call.signal },
        );
      } catch (error) {
        throw upstream(error);
      } finally {
        options.signal?.removeEventListener('abort', relay);
      }
      const rows = [...answer.data].sort((a, b) => a.index - b.index);
      if (rows.length !== input.length) throw new AppError('UPSTREAM_ERROR', `the embeddings endpoint answered ${rows.length} vectors for ${input.length} texts`);
      for (const row of rows) {
        if (!Array.isArray(row.embedding) || row.embedding.length === 0) throw new AppError('UPSTREAM_ERROR', 'the embeddings endpoint answered an empty vector');
        this.#dimensions = row.embedding.length;
        out.push(l2normalize(Float32Array.from(row.embedding)));
      }
    }
    return out;
  }
}

function upstream(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    return new AppError('UPSTREAM_ERROR', `the embeddings endpoint answered ${error.status}: ${(error.message || '').slice(0, 200)}`);
  }
  if (error instanceof OpenAI.APIConnectionError) return new AppError('UPSTREAM_ERROR', 'the embeddings endpoint could not be reached');
  return new AppError('UPSTREAM_ERROR', `the embeddings answer could not be read: ${String(error).slice(0, 200)}`);
}
