/**
 * Requests Node's HTTP parser refuses before any route sees them (an unknown method such as `GETT`, raw
 * non-ASCII bytes in the path, malformed headers, headers too large). They get the same `{error, code}` body
 * and X-Request-Id as every other refusal, written straight to the socket, and the connection closes (the
 * parser cannot find where the next request would start).
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

interface ParserError extends Error {
  code?: string;
}

function refusal(error: ParserError): { status: number; code: string; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'VALIDATION_ERROR', message: 'The request headers are too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'TIMEOUT', message: 'The request was not received in time.' };
    case 'HPE_INVALID_METHOD':
      return { status: 400, code: 'VALIDATION_ERROR', message: 'The request method is not a known HTTP method.' };
    case 'HPE_INVALID_URL':
      return { status: 400, code: 'VALIDATION_ERROR', message: 'The request path is not valid: characters outside ASCII must be percent-encoded.' };
    case 'HPE_INVALID_HEADER_TOKEN':
    case 'HPE_INVALID_CONSTANT':
      return { status: 400, code: 'VALIDATION_ERROR', message: 'The request headers are not valid HTTP.' };
    default:
      return { status: 400, code: 'VALIDATION_ERROR', message: 'The request is not valid HTTP.' };
  }
}

/** Fastify's `clientErrorHandler`. */
export function answerClientError(error: ParserError, socket: Socket): void {
  // nothing to answer on a connection that is gone, or that already carries a response
  if (error.code === 'ECONNRESET' || !socket.writable || (socket as Socket & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const { status, code, message } = refusal(error);
  const body = JSON.stringify({ error: message, code });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${randomUUID()}\r\nConnection: close\r\n\r\n${body}`,
  );
}
