import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError, ERROR_STATUS, type ErrorCode } from '../../domain/errors.js';
import { notImplemented, plannedArea, plannedRepoArea } from '../planned-areas.js';
import type { RouteTable } from './route-table.js';
import { validationMessage } from './validation-messages.js';

const STATUS_CODE: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  504: 'TIMEOUT',
};

/** Fastify's own client-error codes, mapped onto ours with a message a person can act on. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'content type must be application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_ERROR', message: 'content-length does not match the body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_ERROR', message: 'request body is not valid JSON' },
};

/** Bodies up to this size are read to their end after a 413, so the client gets to read the answer. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Fastify closes the connection after refusing a body that is too large; a client still sending then sees the
 * connection reset (EPIPE) instead of the 413. For bodies of a sane size the rest is read and thrown away
 * instead (Node does that for an unread body of a kept-alive connection), so the 413 arrives.
 */
function keepReadingTooLargeBody(req: IncomingMessage, reply: FastifyReply): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES) reply.removeHeader('connection');
}

export function errorHandling(app: FastifyInstance, routes: RouteTable): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ error: error.message, code: error.code, ...(error.details ?? {}) });
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      return reply.status(400).send({ error: validationMessage(fe.validation, fe.validationContext ?? 'request'), code: 'VALIDATION_ERROR' });
    }
    const known = fe.code ? FRAMEWORK_ERRORS[fe.code] : undefined;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') keepReadingTooLargeBody(request.raw, reply);
    if (known) {
      return reply.status(ERROR_STATUS[known.code]).send({ error: known.message ?? fe.message, code: known.code });
    }
    if (error instanceof SyntaxError || (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)) {
      const status = fe.statusCode && fe.statusCode >= 400 ? fe.statusCode : 400;
      const code = STATUS_CODE[status] ?? 'VALIDATION_ERROR';
      return reply.status(status).send({ error: fe.message, code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal server error', code: 'INTERNAL_ERROR' });
  });

  // `/v1/repos/app/watch` matches the namespaced repository routes (namespace app, slug watch); that slug is
  // reserved, so the request is for a sub-resource this version does not serve, not for a missing repository
  app.addHook('preValidation', async (request) => {
    const params = request.params as { namespace?: string; slug?: string } | undefined;
    const area = params?.namespace !== undefined && params.slug !== undefined ? plannedRepoArea(params.slug) : null;
    if (area) throw notImplemented(area);
  });

  // A path some route takes, asked with another method, is 405 with the methods it does take.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const area = plannedArea(path);
    if (area) {
      const error = notImplemented(area);
      return reply.status(error.status).send({ error: error.message, code: error.code });
    }
    const allowed = routes.allowed(path);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ error: `${request.method} is not allowed on ${path}; it takes ${allowed.join(', ')}`, code: 'METHOD_NOT_ALLOWED' });
    }
    return reply.status(404).send({ error: `no route for ${request.method} ${path}`, code: 'NOT_FOUND' });
  });
}
