import type { Team, User, Workspace } from './models';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  token?: string;
  timeoutMs?: number;
}

export class ApiClient {
  private readonly baseUrl: string;

  constructor(private readonly options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.options.token) {
      headers.Authorization = `Bearer ${this.options.token}`;
    }
    return headers;
  }

  async getUser(id: string): Promise<User> {
    const url = `${this.baseUrl}/users/${encodeURIComponent(id)}`;
    const res = await fetch(url, { headers: this.headers() });
    if (!res.ok) {
      throw new ApiError(res.status, await res.text());
    }
    return res.json();
  }

  async getTeam(id: string): Promise<Team> {
    const url = `${this.baseUrl}/teams/${encodeURIComponent(id)}`;
    const res = await fetch(url, { headers: this.headers() });
    if (!res.ok) {
      throw new ApiError(res.status, await res.text());
    }
    return res.json();
  }

  async getWorkspace(id: string): Promise<Workspace> {
    const url = `${this.baseUrl}/workspaces/${encodeURIComponent(id)}`;
    const res = await fetch(url, { headers: this.headers() });
    if (!res.ok) {
      throw new ApiError(res.status, await res.text());
    }
    return res.json();
  }
}
