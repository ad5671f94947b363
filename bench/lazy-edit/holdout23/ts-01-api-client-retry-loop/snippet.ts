// ... existing code ...
export interface ApiClientOptions {
  baseUrl: string;
  apiKey?: string;
  timeoutMs?: number;
  userAgent?: string;
  /** How many times a 5xx response is retried (default 2). */
  maxRetries?: number;
}

// ... existing code ...

const DEFAULT_TIMEOUT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApiClient extends EventEmitter {
  private readonly baseUrl: string;
  private readonly apiKey?: string;
  private readonly timeoutMs: number;
  private readonly userAgent: string;
  private readonly maxRetries: number;

  constructor(options: ApiClientOptions) {
    // ... existing code ...
    this.userAgent = options.userAgent ?? "acme-sdk/2.3.0";
    this.maxRetries = options.maxRetries ?? 2;
  }

  // ... existing code ...
    if (opts.body !== undefined) {
      headers["Content-Type"] = "application/json";
    }

    let attempt = 0;
    for (;;) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), this.timeoutMs);
      try {
        const res = await fetch(this.buildUrl(path, opts.query), {
          method: opts.method ?? "GET",
          headers,
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
          signal: controller.signal,
        });
        this.emit("response", { path, status: res.status });
        if (res.status >= 500 && attempt < this.maxRetries) {
          attempt++;
          await sleep(250 * 2 ** attempt);
          continue;
        }
        if (!res.ok) {
          throw new ApiError(res.status, await res.text());
        }
        return (await res.json()) as T;
      } finally {
        clearTimeout(timer);
      }
    }
  }

  // ... existing code ...
}
