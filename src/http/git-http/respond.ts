/** Writing git smart-HTTP responses: git's bytes (a buffer or a stream), or a plain-text error git prints. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, ERROR_STATUS } from '../../domain/errors.js';
import type { GitHttpResponse } from '../../services/git-http/index.js';

const REALM = 'Basic realm="Grove"';

export function sendGitResponse(res: ServerResponse, response: GitHttpResponse): void {
  res.statusCode = 200;
  res.setHeader('content-type', response.contentType);
  res.setHeader('cache-control', 'no-cache');
  // clone requests say whether the clone response cache answered them (docs/api-decisions.md)
  if (response.cache) res.setHeader('x-cache', response.cache);
  const body = response.body;
  if (Buffer.isBuffer(body)) {
    res.setHeader('content-length', body.length);
    res.end(body);
    return;
  }
  // a failure half-way (git died, the client left) can only cut the response short: pipeline destroys both ends,
  // and git's failures are logged where git is run (services/git-http/rpc.ts)
  pipeline(body, res, () => {});
}

/** Client mistakes keep their status and message; anything else is logged and answered 500. */
export function sendGitError(req: IncomingMessage, res: ServerResponse, error: unknown, log: FastifyBaseLogger | undefined): void {
  let status: number;
  let message: string;
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof AppError) {
    status = error.status;
    message = error.message;
  } else if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    status = statusCode;
    message = (error as Error).message;
  } else {
    log?.error({ err: error }, 'git-http: unhandled error');
    status = ERROR_STATUS.INTERNAL_ERROR;
    message = 'internal server error';
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  if (status === 401) res.setHeader('www-authenticate', REALM);
  // an unread request body (an early refusal of a push) is not worth draining: close instead
  if (req.method === 'POST' && !req.readableEnded) res.setHeader('connection', 'close');
  const text = Buffer.from(`${message}\n`);
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('content-length', text.length);
  res.end(text);
}
