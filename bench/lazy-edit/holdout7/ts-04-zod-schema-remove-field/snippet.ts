// ... existing code ...

export const cacheSchema = z.object({
  driver: z.enum(["memory", "redis"]).default("memory"),
  redisUrl: z.string().url().optional(),
  ttlSeconds: z.coerce.number().int().nonnegative().default(600),
  maxEntries: z.coerce.number().int().positive().default(10_000),
  keyPrefix: z.string().default("app:"),
});

// ... existing code ...
