import { z } from "zod";

export const databaseSchema = z.object({
  host: z.string().default("localhost"),
  port: z.coerce.number().int().positive().default(5432),
  user: z.string(),
  password: z.string(),
  database: z.string(),
  poolSize: z.coerce.number().int().min(1).max(100).default(10),
  ssl: z.coerce.boolean().default(false),
});

export const cacheSchema = z.object({
  driver: z.enum(["memory", "redis"]).default("memory"),
  redisUrl: z.string().url().optional(),
  ttlSeconds: z.coerce.number().int().nonnegative().default(600),
  maxEntries: z.coerce.number().int().positive().default(10_000),
  keyPrefix: z.string().default("app:"),
});

export const appSchema = z.object({
  env: z.enum(["development", "test", "production"]).default("development"),
  port: z.coerce.number().int().positive().default(3000),
  logLevel: z.enum(["trace", "debug", "info", "warn", "error"]).default("info"),
  database: databaseSchema,
  cache: cacheSchema,
});

export type AppConfig = z.infer<typeof appSchema>;

export function loadConfig(source: Record<string, unknown>): AppConfig {
  const result = appSchema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid configuration:\n${issues}`);
  }
  return result.data;
}
