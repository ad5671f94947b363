// ... existing code ...
export interface HttpClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  userAgent?: string;
}
// ... existing code ...
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
  // ... existing code ...

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
    // ... existing code ...
