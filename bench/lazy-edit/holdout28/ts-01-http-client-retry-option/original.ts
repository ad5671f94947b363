import { EventEmitter } from 'events';
import type { Logger } from './logger';

export interface HttpClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
  logger?: Logger;
}

export interface RequestConfig {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
}

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'HttpError';
  }
}

export class HttpClient extends EventEmitter {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly headers: Record<string, string>;
  private readonly logger?: Logger;

  constructor(options: HttpClientOptions) {
    super();
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.headers = { 'Content-Type': 'application/json', ...options.headers };
    this.logger = options.logger;
  }

  private buildUrl(path: string, query?: RequestConfig['query']): string {
    const url = new URL(this.baseUrl + path);
    if (query) {
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) {
          url.searchParams.set(key, String(value));
        }
      }
    }
    return url.toString();
  }

  async request<T>(config: RequestConfig): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const url = this.buildUrl(config.path, config.query);

    this.emit('request', config);
    this.logger?.debug(`${config.method} ${url}`);

    try {
      const response = await fetch(url, {
        method: config.method,
        headers: this.headers,
        body: config.body === undefined ? undefined : JSON.stringify(config.body),
        signal: controller.signal,
      });

      if (!response.ok) {
        throw new HttpError(response.status, await response.text());
      }

      return (await response.json()) as T;
    } finally {
      clearTimeout(timer);
    }
  }

  get<T>(path: string, query?: RequestConfig['query']): Promise<T> {
    return this.request<T>({ method: 'GET', path, query });
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>({ method: 'POST', path, body });
  }

  delete<T>(path: string): Promise<T> {
    return this.request<T>({ method: 'DELETE', path });
  }
}
