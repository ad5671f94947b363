// ... existing code ...
export interface ClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
  logger?: Logger;
  retries?: number;
}
// ... existing code ...
  private readonly logger?: Logger;
  private readonly retries: number;

  constructor(options: ClientOptions) {
    // ... existing code ...
    this.logger = options.logger;
    this.retries = options.retries ?? 2;
  }

  async request<T>(path: string, opts: RequestOptions = {}, attempt = 0): Promise<T> {
    // ... existing code ...
      if (!res.ok) {
        if (res.status >= 500 && attempt < this.retries) {
          this.logger?.warn(`HTTP ${res.status} for ${url}, retrying (${attempt + 1}/${this.retries})`);
          return this.request<T>(path, opts, attempt + 1);
        }
        this.logger?.warn(`HTTP ${res.status} for ${url}`);
        throw new HttpError(res.status, url, payload);
      }
// ... existing code ...
