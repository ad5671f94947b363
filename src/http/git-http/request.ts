/** Reading a git smart-HTTP request: the repository address, Basic credentials, and the (decoded) body. */
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid, notFound } from '../../domain/errors.js';
import type { GitCredentials, GitRepoAddress, GitService } from '../../services/git-http/index.js';

/** Route params → address; the last segment must end in `.git` (find-my-way cannot match a suffix). */
export function addressOf(params: unknown): GitRepoAddress {
  const p = params as { org?: string; namespace?: string; repo?: string };
  const repo = p.repo ?? '';
  if (!p.org || !repo.endsWith('.git') || repo.length <= 4) throw notFound('repository');
  return { org: p.org, namespace: p.namespace ?? null, slug: repo.slice(0, -4) };
}

/** `?service=git-upload-pack|git-receive-pack` of info/refs. */
export function serviceOf(query: unknown): GitService {
  const service = (query as { service?: unknown } | undefined)?.service;
  if (service === 'git-upload-pack') return 'upload-pack';
  if (service === 'git-receive-pack') return 'receive-pack';
  if (service === undefined) throw invalid('only the smart HTTP protocol is served: add ?service=git-upload-pack or git-receive-pack');
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

export function gitProtocolHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['git-protocol'];
  return typeof value === 'string' ? value : undefined;
}

/** The request's media type (without parameters), lowercased. */
export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
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

/**
 * The request body as a stream of decoded bytes (Content-Encoding gzip is inflated as it streams), limited to
 * `limit` decoded bytes. Failures surface as stream errors carrying an AppError (400, 413). The raw request is
 * never destroyed here, so an error response can still be written.
 */
export function decodedBody(request: FastifyRequest, limit: number): Readable {
  const raw = request.body instanceof Readable ? request.body : Readable.from([]);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new AppError('PAYLOAD_TOO_LARGE', `request body exceeds ${limit} bytes`);
  const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const out = new ByteLimit(limit);
  const closedEarly = (): void => {
    if (!raw.readableEnded) out.destroy(invalid('client closed the request'));
  };
  raw.on('error', () => closedEarly());
  raw.on('close', closedEarly);
  if (encoding === 'gzip' || encoding === 'x-gzip') {
    const gunzip = createGunzip();
    gunzip.on('error', () => out.destroy(invalid('request body is not valid gzip')));
    raw.pipe(gunzip).pipe(out);
  } else if (encoding === 'identity' || encoding === '') {
    raw.pipe(out);
  } else {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `unsupported Content-Encoding '${encoding.slice(0, 40)}'`);
  }
  return out;
}
