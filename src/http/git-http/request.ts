/** Reading a git smart-HTTP request: the service asked for, Basic credentials, and the (decoded) body. */
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { AppError, invalid } from '../../domain/errors.js';
import type { GitCredentials, GitService } from '../../services/git-http/index.js';

/** `?service=git-upload-pack|git-receive-pack` of info/refs. */
export function serviceOf(query: string): GitService {
  const services = new URLSearchParams(query).getAll('service');
  if (services.length === 0) throw invalid('only the smart HTTP protocol is served: add ?service=git-upload-pack or git-receive-pack');
  if (services.length === 1 && services[0] === 'git-upload-pack') return 'upload-pack';
  if (services.length === 1 && services[0] === 'git-receive-pack') return 'receive-pack';
  throw invalid('service must be git-upload-pack or git-receive-pack');
}

/**
 * `Authorization: Basic base64(user:password)`; null when absent. A header that is present but unusable
 * yields empty credentials, which authentication refuses (401), rather than being ignored.
 */
export function basicCredentials(header: string | undefined): GitCredentials | null {
  if (header === undefined || header === '') return null;
  const m = /^Basic +([A-Za-z0-9+/=_-]+) *$/i.exec(header);
  if (!m) return { user: '', password: '' };
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return { user: '', password: '' };
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function gitProtocolHeader(req: IncomingMessage): string | undefined {
  const value = req.headers['git-protocol'];
  return typeof value === 'string' ? value : undefined;
}

/** The request's media type (without parameters), lowercased. */
export function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Fails the stream once more than `limit` bytes have passed. */
class ByteLimit extends Transform {
  #seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    this.#seen += chunk.length;
    if (this.#seen > this.limit) callback(new AppError('PAYLOAD_TOO_LARGE', `request body exceeds ${this.limit} bytes`));
    else callback(null, chunk);
  }
}

function ignoreBodyError(): void {}

/**
 * The request body as a stream of decoded bytes (Content-Encoding gzip is inflated as it streams), limited to
 * `limit` decoded bytes. Failures surface as stream errors carrying an AppError (400, 413). The request is
 * never destroyed here, so an error response can still be written.
 */
export function decodedBody(req: IncomingMessage, limit: number): Readable {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new AppError('PAYLOAD_TOO_LARGE', `request body exceeds ${limit} bytes`);
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const out = new ByteLimit(limit);
  // A failure (bad gzip, too many bytes, the client leaving) can come at any moment, also while the consumer is
  // between reads or has not started reading yet (it may be checking a quota first). Consumers learn of it
  // through the stream's `errored` state, which every read path checks; without a listener here the 'error'
  // event would take the whole process down.
  out.on('error', ignoreBodyError);
  const closedEarly = (): void => {
    if (!req.readableEnded) out.destroy(invalid('client closed the request'));
  };
  req.on('error', () => closedEarly());
  req.on('close', closedEarly);
  if (encoding === 'gzip' || encoding === 'x-gzip') {
    const gunzip = createGunzip();
    gunzip.on('error', () => out.destroy(invalid('request body is not valid gzip')));
    req.pipe(gunzip).pipe(out);
  } else if (encoding === 'identity' || encoding === '') {
    req.pipe(out);
  } else {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `unsupported Content-Encoding '${encoding.slice(0, 40)}'`);
  }
  return out;
}
