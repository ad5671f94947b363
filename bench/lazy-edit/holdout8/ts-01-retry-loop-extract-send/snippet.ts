// ... existing code ...
export interface ClientOptions {
  baseUrl: string;
  token?: string;
  timeoutMs?: number;
  retries?: number;
}

export class ApiClient {
  private readonly baseUrl: string;
  private readonly token?: string;
  private readonly timeoutMs: number;
  private readonly retries: number;

  constructor(options: ClientOptions, private readonly logger: Logger) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.token = options.token;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retries = options.retries ?? 2;
  }

  // ... existing code ...

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    let attempt = 0;
    for (;;) {
      try {
        return await this.send<T>(method, path, body);
      } catch (err) {
        const retryable = err instanceof HttpError && err.status >= 500;
        if (!retryable || attempt >= this.retries) {
          throw err;
        }
        attempt++;
        this.logger.warn(`retrying ${method} ${path} (attempt ${attempt})`);
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
    }
  }

  private async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    // ... existing code ...
  }

  // ... existing code ...
