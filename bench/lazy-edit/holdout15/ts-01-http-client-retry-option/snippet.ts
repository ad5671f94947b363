// ... existing code ...
export interface RequestOptions {
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  timeoutMs?: number;
  signal?: AbortSignal;
  retries?: number;
}

// ... existing code ...

const DEFAULT_TIMEOUT_MS = 10_000;
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class HttpClient {
  // ... existing code ...

  private async request<T>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<T> {
    const retries = options.retries ?? 0;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.requestOnce<T>(method, path, body, options);
      } catch (err) {
        const retryable =
          err instanceof HttpError && RETRYABLE_STATUSES.has(err.status);
        if (!retryable || attempt >= retries) {
          throw err;
        }
        await sleep(200 * 2 ** attempt);
      }
    }
  }

  private async requestOnce<T>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<T> {
    const controller = new AbortController();
    // ... existing code ...
  }
}
