import pino from "pino";

const level = process.env.LOG_LEVEL ?? "info";

export const logger = pino({
  level,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: ["req.headers.authorization", "req.headers.cookie", "*.password"],
    censor: "[redacted]",
  },
});

export type Logger = typeof logger;

export function childLogger(bindings: Record<string, unknown>): Logger {
  return logger.child(bindings);
}

export function logDuration<T>(
  log: Logger,
  label: string,
  fn: () => Promise<T>,
): Promise<T> {
  const started = process.hrtime.bigint();
  return fn().finally(() => {
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1_000_000;
    log.debug({ label, elapsedMs }, "operation finished");
  });
}

export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) {
    return { err: { name: err.name, message: err.message, stack: err.stack } };
  }
  return { err: { message: String(err) } };
}
