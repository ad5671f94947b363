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
  // ... existing code ...
});

// ... rest of file unchanged ...
