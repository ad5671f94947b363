import pino, { type LoggerOptions } from "pino";

const level = process.env.LOG_LEVEL ?? "info";
const isDev = process.env.NODE_ENV !== "production";

const transport: LoggerOptions["transport"] = isDev
  ? { target: "pino-pretty", options: { colorize: true, translateTime: "SYS:HH:MM:ss" } }
  : undefined;

export const logger = pino({
  level,
  transport,
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
