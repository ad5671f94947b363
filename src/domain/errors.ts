/** Machine codes of SPEC "Errors" and the one place that maps each to an HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  QUOTA_EXCEEDED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  UPSTREAM_ERROR: 502,
  NOT_CONFIGURED: 503,
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    // A client mistake (4xx) is an answer, not a fault: nobody reads its stack, and capturing one was a
    // measurable part of answering, e.g., every git client's first (unauthenticated) request.
    const status = ERROR_STATUS[code];
    const stackLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackLimit;
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    if (details !== undefined) this.details = details;
  }
}

/** 404 naming what is missing: `notFound("branch 'x'")` → "branch 'x' does not exist". */
export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} does not exist`);
/** 404 whose message is a whole sentence of its own ("'src' is a folder, not a file: list it with /tree"). */
export const notFoundBecause = (sentence: string): AppError => new AppError('NOT_FOUND', sentence);
export const invalid = (message: string): AppError => new AppError('VALIDATION_ERROR', message);
export const conflict = (message: string, details?: Record<string, unknown>): AppError =>
  new AppError('CONFLICT', message, details);
export const forbidden = (message = 'insufficient permissions'): AppError => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'missing or invalid API key'): AppError =>
  new AppError('UNAUTHORIZED', message);
