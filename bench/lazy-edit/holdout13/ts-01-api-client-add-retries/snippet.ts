// ... existing code ...
export interface ApiClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  retries?: number;
  headers?: Record<string, string>;
  logger?: Logger;
}

// ... existing code ...

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRIES = 2;

export class ApiClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly headers: Record<string, string>;
  private readonly logger?: Logger;

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retries = options.retries ?? DEFAULT_RETRIES;
    this.headers = { 'Content-Type': 'application/json', ...options.headers };
    this.logger = options.logger;
  }

  // ... existing code ...

  private async request<T>(path: string, options: RequestOptions): Promise<T> {
    let attempt = 0;
    for (;;) {
      try {
        return await this.requestOnce<T>(path, options);
      } catch (err) {
        const retryable = err instanceof TimeoutError || (err instanceof HttpError && err.status >= 500);
        if (!retryable || attempt >= this.retries) {
          throw err;
        }
        attempt++;
        this.logger?.warn(`Retrying ${path} (attempt ${attempt} of ${this.retries})`);
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
    }
  }

  private async requestOnce<T>(path: string, options: RequestOptions): Promise<T> {
    const controller = new AbortController();
    // ... existing code ...
