import { EventEmitter } from 'events';
import type { Logger } from './logger';

export interface HttpClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  retries?: number;
  headers?: Record<string, string>;
  logger?: Logger;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly url: string,
    public readonly body: string,
  ) {
    super(`Request to ${url} failed with status ${status}`);
    this.name = 'HttpError';
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

export class HttpClient extends EventEmitter {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly headers: Record<string, string>;
  private readonly logger?: Logger;

  constructor(options: HttpClientOptions) {
    super();
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retries = options.retries ?? 0;
    this.headers = { 'content-type': 'application/json', ...options.headers };
    this.logger = options.logger;
  }

  private buildUrl(path: string, query?: RequestOptions['query']): string {
    const url = new URL(this.baseUrl + '/' + path.replace(/^\/+/, ''));
    if (query) {
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) {
          url.searchParams.set(key, String(value));
        }
      }
    }
    return url.toString();
  }

  async request<T>(path: string, options: RequestOptions = {}, attempt = 0): Promise<T> {
    const url = this.buildUrl(path, options.query);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    options.signal?.addEventListener('abort', () => controller.abort());

    try {
      this.emit('request', { url, method: options.method ?? 'GET' });
      const response = await fetch(url, {
        method: options.method ?? 'GET',
        headers: this.headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
      if (response.status >= 500 && attempt < this.retries) {
        this.logger?.info(`retrying ${url} (attempt ${attempt + 1} of ${this.retries})`);
        return this.request<T>(path, options, attempt + 1);
      }
      if (!response.ok) {
        const text = await response.text();
        this.logger?.warn(`HTTP ${response.status} from ${url}`);
        throw new HttpError(response.status, url, text);
      }
      return (await response.json()) as T;
    } finally {
      clearTimeout(timer);
    }
  }

  get<T>(path: string, query?: RequestOptions['query']): Promise<T> {
    return this.request<T>(path, { query });
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>(path, { method: 'POST', body });
  }

  delete<T>(path: string): Promise<T> {
    return this.request<T>(path, { method: 'DELETE' });
  }
}
