import axios, { AxiosInstance, AxiosRequestConfig, AxiosError } from 'axios';
import { logger } from '../logger';
import { getAuthToken } from '../auth/session';

export interface ApiClientOptions {
  baseURL: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number | undefined,
    public readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class ApiClient {
  private readonly http: AxiosInstance;

  constructor(options: ApiClientOptions) {
    this.http = axios.create({
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 10_000,
      headers: {
        'Content-Type': 'application/json',
        ...options.headers,
      },
    });

    this.http.interceptors.request.use(async (config) => {
      const token = await getAuthToken();
      if (token) {
        config.headers = config.headers ?? {};
        config.headers.Authorization = `Bearer ${token}`;
      }
      return config;
    });
  }

  async get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    try {
      const res = await this.http.get<T>(url, config);
      return res.data;
    } catch (err) {
      throw this.toApiError(err);
    }
  }

  async post<T>(url: string, body: unknown, config?: AxiosRequestConfig): Promise<T> {
    try {
      const res = await this.http.post<T>(url, body, config);
      return res.data;
    } catch (err) {
      throw this.toApiError(err);
    }
  }

  async delete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    try {
      const res = await this.http.delete<T>(url, config);
      return res.data;
    } catch (err) {
      throw this.toApiError(err);
    }
  }

  private toApiError(err: unknown): ApiError {
    if (axios.isAxiosError(err)) {
      const axiosErr = err as AxiosError;
      logger.warn('API request failed', {
        url: axiosErr.config?.url,
        status: axiosErr.response?.status,
      });
      return new ApiError(axiosErr.message, axiosErr.response?.status, axiosErr.response?.data);
    }
    return new ApiError(String(err), undefined, undefined);
  }
}
