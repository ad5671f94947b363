import { EventEmitter } from 'events';
import { URLSearchParams } from 'url';

export interface HttpClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  userAgent?: string;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly responseBody: string,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'HttpError';
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

export class HttpClient extends EventEmitter {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly headers: Record<string, string>;

  constructor(options: HttpClientOptions) {
    super();
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? 0;
    this.headers = {
      'content-type': 'application/json',
      'user-agent': options.userAgent ?? 'acme-http/1.4',
      ...options.headers,
    };
  }

  async get<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, opts);
  }

  async post<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, opts);
  }

  async delete<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, opts);
  }

  private buildUrl(path: string, query?: RequestOptions['query']): string {
    const url = `${this.baseUrl}/${path.replace(/^\/+/, '')}`;
    if (!query) {
      return url;
    }
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) {
        params.append(key, String(value));
      }
    }
    const qs = params.toString();
    return qs ? `${url}?${qs}` : url;
  }

  private async request<T>(method: string, path: string, opts: RequestOptions): Promise<T> {
    let attempt = 0;
    for (;;) {
      try {
        return await this.requestOnce<T>(method, path, opts);
      } catch (err) {
        const retryable = err instanceof HttpError && err.status >= 500;
        if (!retryable || attempt >= this.maxRetries) {
          throw err;
        }
        attempt += 1;
        this.emit('retry', { method, path, attempt });
      }
    }
  }

  private async requestOnce<T>(method: string, path: string, opts: RequestOptions): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const url = this.buildUrl(path, opts.query);
    this.emit('request', { method, url });
    try {
      const response = await fetch(url, {
        method,
        headers: this.headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal ?? controller.signal,
      });
      if (!response.ok) {
        throw new HttpError(response.status, await response.text());
      }
      this.emit('response', { method, url, status: response.status });
      return (await response.json()) as T;
    } finally {
      clearTimeout(timer);
    }
  }
}
