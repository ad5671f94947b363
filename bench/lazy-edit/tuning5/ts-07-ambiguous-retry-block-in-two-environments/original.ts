import type { ClientOptions } from './client';

export type EnvironmentName = 'staging' | 'production';

export const environments: Record<EnvironmentName, ClientOptions> = {
  staging: {
    baseUrl: 'https://api.staging.example.com',
    timeoutMs: 10_000,
    retry: {
      attempts: 3,
      backoffMs: 500,
    },
    logRequests: true,
  },
  production: {
    baseUrl: 'https://api.example.com',
    timeoutMs: 10_000,
    retry: {
      attempts: 3,
      backoffMs: 500,
    },
    logRequests: false,
  },
};

export function getEnvironment(name = process.env.APP_ENV): ClientOptions {
  if (name === 'staging' || name === 'production') {
    return environments[name];
  }
  return environments.staging;
}
