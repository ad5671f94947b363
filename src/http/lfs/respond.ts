/** LFS answers: git-lfs JSON (`application/vnd.git-lfs+json`), and errors git-lfs prints (`message`) in Grove's `{error, code}` shape. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_STATUS } from '../../domain/errors.js';
import { LockConflict } from '../../services/lfs/index.js';

export const LFS_MEDIA_TYPE = 'application/vnd.git-lfs+json';

export function sendLfs(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.status(status).header('content-type', LFS_MEDIA_TYPE).send(JSON.stringify(body));
}

/**
 * Every LFS error: `message` (what git-lfs shows the user), `error` and `code` (as everywhere in Grove), and
 * `request_id`. A 401 carries a Basic challenge, so git-lfs asks its credential helper and tries again.
 */
export function sendLfsError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  let status: number;
  let code: string;
  let message: string;
  let extra: Record<string, unknown> = {};
  const fe = error as FastifyError;
  if (error instanceof AppError) {
    status = error.status;
    code = error.code;
    message = error.message;
    if (error instanceof LockConflict) extra = { lock: error.lock };
  } else if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    status = 413;
    code = 'PAYLOAD_TOO_LARGE';
    message = 'request body is too large';
  } else if (error instanceof SyntaxError || (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500)) {
    status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 ? fe.statusCode : 400;
    code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_ERROR';
    message = error instanceof SyntaxError ? 'request body is not valid JSON' : fe.message;
  } else {
    request.log.error({ err: error }, 'lfs: unhandled error');
    status = ERROR_STATUS.INTERNAL_ERROR;
    code = 'INTERNAL_ERROR';
    message = 'internal server error';
  }
  if (status === 401) reply.header('www-authenticate', 'Basic realm="Grove"').header('lfs-authenticate', 'Basic realm="Grove"');
  return sendLfs(reply, status, { ...extra, message, error: message, code, request_id: request.id });
}
