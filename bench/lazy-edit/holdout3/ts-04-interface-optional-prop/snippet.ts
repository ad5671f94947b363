// ... existing code ...
export interface RequestOptions {
  method: Method;
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  retries?: number;
}
// ... existing code ...
