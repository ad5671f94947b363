import { z } from 'zod';
import { config as loadDotenv } from 'dotenv';

loadDotenv();

const LogLevel = z.enum(['debug', 'info', 'warn', 'error']);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: LogLevel.default('info'),
  SESSION_SECRET: z.string().min(32),
// ...existing code...
export const isProduction = env.NODE_ENV === 'production';
export const isTest = env.NODE_ENV === 'test';
export const isDevelopment = env.NODE_ENV === 'development';
