import axios, { AxiosInstance } from 'axios';
import type { Profile, Preferences, Session } from './types';

const REQUEST_TIMEOUT_MS = 8000;

// ... existing code ...
    this.http = axios.create({
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
// ... existing code ...

  async revokeSession(userId: string, sessionId: string): Promise<void> {
    await this.http.delete(`/users/${userId}/sessions/${sessionId}`, {
      params: { reason: 'user_initiated' },
    });
  }
}
// ... existing code ...
