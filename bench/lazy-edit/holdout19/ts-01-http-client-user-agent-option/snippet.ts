// ... existing code ...

export interface HttpClientConfig {
  baseUrl: string;
  defaultHeaders?: Record<string, string>;
  timeoutMs?: number;
  logger?: Logger;
  userAgent?: string;
}

export class HttpClient {
  private readonly baseUrl: string;
  private readonly defaultHeaders: Record<string, string>;
  private readonly timeoutMs: number;
  private readonly logger?: Logger;
  private readonly userAgent: string;

  constructor(config: HttpClientConfig) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.defaultHeaders = config.defaultHeaders ?? {};
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.logger = config.logger;
    this.userAgent = config.userAgent ?? 'acme-sdk/1.0';
  }

  // ... existing code ...
      const response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': this.userAgent,
          ...this.defaultHeaders,
          ...options.headers,
        },
  // ... existing code ...
