export class ApiError extends Error {
  constructor(public readonly status: number, public readonly body: string) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export class HttpClient {
  constructor(
    private readonly baseUrl: string,
    private readonly getToken: () => string | null,
    private readonly onUnauthorized?: () => void,
  ) {}

  private buildHeaders(extra?: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...extra,
    };
    const token = this.getToken();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    }
    return headers;
  }

  async get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'GET',
      headers: this.buildHeaders(options.headers),
      signal: options.signal,
    });
    if (!response.ok) {
      const body = await response.text();
      throw new ApiError(response.status, body);
    }
    return (await response.json()) as T;
  }

  async post<T>(path: string, payload: unknown, options: RequestOptions = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: this.buildHeaders(options.headers),
      body: JSON.stringify(payload),
      signal: options.signal,
    });
    if (!response.ok) {
      const body = await response.text();
      throw new ApiError(response.status, body);
    }
    return (await response.json()) as T;
  }

  async put<T>(path: string, payload: unknown, options: RequestOptions = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'PUT',
      headers: this.buildHeaders(options.headers),
      body: JSON.stringify(payload),
      signal: options.signal,
    });
    if (!response.ok) {
      const body = await response.text();
      throw new ApiError(response.status, body);
    }
    return (await response.json()) as T;
  }

  async delete(path: string, options: RequestOptions = {}): Promise<void> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'DELETE',
      headers: this.buildHeaders(options.headers),
      signal: options.signal,
    });
    if (!response.ok) {
      const body = await response.text();
      throw new ApiError(response.status, body);
    }
  }
}
