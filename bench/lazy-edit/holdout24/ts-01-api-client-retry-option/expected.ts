import { EventEmitter } from "events";
import type { Logger } from "./logger";

export interface ClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
  logger?: Logger;
  retries?: number;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly url: string,
    public readonly payload: unknown,
  ) {
    super(`Request to ${url} failed with status ${status}`);
    this.name = "HttpError";
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

function buildQuery(query: RequestOptions["query"]): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

export class ApiClient extends EventEmitter {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly headers: Record<string, string>;
  private readonly logger?: Logger;
  private readonly retries: number;

  constructor(options: ClientOptions) {
    super();
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.headers = { "Content-Type": "application/json", ...options.headers };
    this.logger = options.logger;
    this.retries = options.retries ?? 2;
  }

  async request<T>(path: string, opts: RequestOptions = {}, attempt = 0): Promise<T> {
    const url = `${this.baseUrl}${path}${buildQuery(opts.query)}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    opts.signal?.addEventListener("abort", () => controller.abort());

    try {
      this.emit("request", { url, method: opts.method ?? "GET" });
      const res = await fetch(url, {
        method: opts.method ?? "GET",
        headers: this.headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: controller.signal,
      });
      const text = await res.text();
      const payload = text ? JSON.parse(text) : undefined;
      if (!res.ok) {
        if (res.status >= 500 && attempt < this.retries) {
          this.logger?.warn(`HTTP ${res.status} for ${url}, retrying (${attempt + 1}/${this.retries})`);
          return this.request<T>(path, opts, attempt + 1);
        }
        this.logger?.warn(`HTTP ${res.status} for ${url}`);
        throw new HttpError(res.status, url, payload);
      }
      return payload as T;
    } finally {
      clearTimeout(timer);
    }
  }

  get<T>(path: string, query?: RequestOptions["query"]): Promise<T> {
    return this.request<T>(path, { query });
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>(path, { method: "POST", body });
  }

  delete<T>(path: string): Promise<T> {
    return this.request<T>(path, { method: "DELETE" });
  }
}
