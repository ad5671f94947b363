import axios, { AxiosInstance, AxiosRequestConfig, AxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import { logger } from '../logger';
import { getAuthToken } from '../auth/session';

export interface ApiClientOptions {
  baseURL: string;
  timeoutMs?: number;
  retries?: number;
  headers?: Record<string, string>;
}

// ... existing code ...

  constructor(options: ApiClientOptions) {
    this.http = axios.create({
      // ... existing code ...
    });

    axiosRetry(this.http, {
      retries: options.retries ?? 2,
      retryDelay: axiosRetry.exponentialDelay,
    });

    this.http.interceptors.request.use(async (config) => {
// ... existing code ...
