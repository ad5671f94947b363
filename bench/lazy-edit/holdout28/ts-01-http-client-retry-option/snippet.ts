// ... existing code ...
export interface HttpClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  retries?: number;
  headers?: Record<string, string>;
  logger?: Logger;
}
// ... existing code ...
export class HttpClient extends EventEmitter {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly headers: Record<string, string>;
  private readonly logger?: Logger;

  constructor(options: HttpClientOptions) {
    super();
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retries = options.retries ?? 2;
    this.headers = { 'Content-Type': 'application/json', ...options.headers };
    this.logger = options.logger;
  }

  // ... existing code ...

  async request<T>(config: RequestConfig, attempt = 0): Promise<T> {
    // ... existing code ...
        signal: controller.signal,
      });

      if (response.status >= 500 && attempt < this.retries) {
        this.logger?.warn(`retrying ${url} (attempt ${attempt + 1})`);
        return await this.request<T>(config, attempt + 1);
      }

      if (!response.ok) {
        throw new HttpError(response.status, await response.text());
      }
// ... existing code ...
