import axios, { AxiosInstance } from 'axios';
import type { Profile, Preferences, Session } from './types';

const DEFAULT_TIMEOUT_MS = 8000;

export interface ClientOptions {
  baseURL: string;
  token?: string;
  timeoutMs?: number;
}

/**
 * Thin wrapper around the profile service REST API.
 * All methods throw AxiosError on non-2xx responses.
 */
export class ProfileClient {
  private http: AxiosInstance;

  constructor(private readonly options: ClientOptions) {
    this.http = axios.create({
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    });
  }

  async getProfile(userId: string): Promise<Profile> {
    const { data } = await this.http.get<Profile>(`/users/${userId}/profile`);
    return data;
  }

  async getPreferences(userId: string): Promise<Preferences> {
    const { data } = await this.http.get<Preferences>(`/users/${userId}/preferences`);
    return data;
  }

  async updatePreferences(
    userId: string,
    patch: Partial<Preferences>,
  ): Promise<Preferences> {
    const { data } = await this.http.patch<Preferences>(
      `/users/${userId}/preferences`,
      patch,
    );
    return data;
  }

  async listSessions(userId: string, activeOnly = true): Promise<Session[]> {
    const { data } = await this.http.get<Session[]>(`/users/${userId}/sessions`, {
      params: { active: activeOnly },
    });
    return data;
  }

  async revokeSession(userId: string, sessionId: string): Promise<void> {
    await this.http.delete(`/users/${userId}/sessions/${sessionId}`);
  }
}

export function createProfileClient(baseURL: string, token?: string): ProfileClient {
  return new ProfileClient({ baseURL, token });
}
