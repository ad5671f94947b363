// ... existing code ...
export interface HttpClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
  logger?: Logger;
  /** Number of times a request that failed with a 5xx status is retried. */
  retries?: number;
}

// ... existing code ...

const DEFAULT_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 250;

export class HttpClient extends EventEmitter {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly headers: Record<string, string>;
  private readonly logger?: Logger;
  private readonly retries: number;

  constructor(options: HttpClientOptions) {
    super();
    // ... existing code ...
    this.logger = options.logger;
    this.retries = options.retries ?? 0;
  }

  // ... existing code ...

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.send<T>(path, options);
      } catch (err) {
        const retryable = err instanceof HttpError && err.status >= 500;
        if (!retryable || attempt >= this.retries) {
          throw err;
        }
        this.logger?.warn(`Retrying ${path} (attempt ${attempt + 1} of ${this.retries})`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2 ** attempt));
      }
    }
  }

  private async send<T>(path: string, options: RequestOptions): Promise<T> {
    const url = this.buildUrl(path, options.query);
    // ... existing code ...
  }

  // ... existing code ...
}
