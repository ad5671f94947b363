// ... existing code ...
export interface HttpClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  retries?: number;
  headers?: Record<string, string>;
}
// ... existing code ...
export class HttpClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly defaultHeaders: Record<string, string>;

  constructor(options: HttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retries = options.retries ?? 0;
    this.defaultHeaders = {
  // ... existing code ...

  private async request<T>(method: string, path: string, options: RequestOptions): Promise<T> {
    let attempt = 0;
    for (;;) {
      try {
        return await this.requestOnce<T>(method, path, options);
      } catch (err) {
        const retryable = err instanceof HttpError && err.status >= 500;
        if (!retryable || attempt >= this.retries) {
          throw err;
        }
        attempt++;
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
    }
  }

  private async requestOnce<T>(method: string, path: string, options: RequestOptions): Promise<T> {
    const url = this.buildUrl(path, options.query);
    // ... existing code ...
