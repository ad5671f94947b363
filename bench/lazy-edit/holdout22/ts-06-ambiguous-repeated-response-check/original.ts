import { logger } from './logger';

export class HttpError extends Error {
  constructor(public readonly status: number, message: string) {
    super(message);
    this.name = 'HttpError';
  }
}

type Query = Record<string, string | number | boolean | undefined>;

function buildUrl(base: string, path: string, query?: Query): string {
  const url = new URL(path, base);
  if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) {
        url.searchParams.set(key, String(value));
      }
    }
  }
  return url.toString();
}

export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly getToken: () => Promise<string | null>,
  ) {}

  private async headers(): Promise<HeadersInit> {
    const token = await this.getToken();
    return {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
  }

  async get<T>(path: string, query?: Query): Promise<T> {
    const res = await fetch(buildUrl(this.baseUrl, path, query), {
      method: 'GET',
      headers: await this.headers(),
    });
    if (!res.ok) {
      throw new HttpError(res.status, await res.text());
    }
    return (await res.json()) as T;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(buildUrl(this.baseUrl, path), {
      method: 'POST',
      headers: await this.headers(),
      body: JSON.stringify(body),
    });
    if (!res.ok) {
      throw new HttpError(res.status, await res.text());
    }
    return (await res.json()) as T;
  }

  async put<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(buildUrl(this.baseUrl, path), {
      method: 'PUT',
      headers: await this.headers(),
      body: JSON.stringify(body),
    });
    if (!res.ok) {
      throw new HttpError(res.status, await res.text());
    }
    return (await res.json()) as T;
  }

  async delete(path: string): Promise<void> {
    const res = await fetch(buildUrl(this.baseUrl, path), {
      method: 'DELETE',
      headers: await this.headers(),
    });
    if (!res.ok) {
      throw new HttpError(res.status, await res.text());
    }
  }
}
