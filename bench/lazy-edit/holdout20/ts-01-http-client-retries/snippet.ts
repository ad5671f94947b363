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
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retries = options.retries ?? 0;
    // ... existing code ...
  }

  // ... existing code ...

  async request<T>(path: string, options: RequestOptions = {}, attempt = 0): Promise<T> {
    // ... existing code ...
      if (response.status >= 500 && attempt < this.retries) {
        this.logger?.info(`retrying ${url} (attempt ${attempt + 1} of ${this.retries})`);
        return this.request<T>(path, options, attempt + 1);
      }
      if (!response.ok) {
    // ... existing code ...
}
