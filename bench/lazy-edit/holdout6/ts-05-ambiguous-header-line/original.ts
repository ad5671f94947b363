import { getRequestId } from "./context";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

export class HttpClient {
  constructor(private readonly baseUrl: string, private readonly token: string) {}

  private buildHeaders(): Headers {
    const headers = new Headers();
    headers.set("Accept", "application/json");
    headers.set("X-Client", "web-dashboard");
    headers.set("Authorization", `Bearer ${this.token}`);
    return headers;
  }

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: options.method ?? "GET",
      headers: this.buildHeaders(),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    if (!res.ok) {
      throw new Error(`Request ${getRequestId()} failed: ${res.status} ${res.statusText}`);
    }
    return (await res.json()) as T;
  }
}
