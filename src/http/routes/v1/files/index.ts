import { createHash } from 'node:crypto';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalid } from '../../../../domain/errors.js';
import { FILE_LIMITS, type BatchInput, type BlobBody, type BlobTarget } from '../../../../services/files/index.js';
import type { App, HttpDeps } from '../../../types.js';
import { callerOf, readRoutes } from '../../shared/read-routes.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { errorResponses, sendJson } from '../../shared/schemas.js';
import { cacheControl, ifNoneMatch, ifRangeAllows, parseRange } from './http-cache.js';
import {
  BatchBody,
  BatchResponse,
  BlobRangeResponse,
  BlobResponse,
  NotModified,
  RawPartialResponse,
  RawResponse,
  TreeQuery,
  TreeResponse,
} from './schemas.js';

const tags = ['files'];
const wildcard = { name: 'path', description: 'path inside the repository' };
/** The route's config, naming its `*` for the OpenAPI document and the Allow header. */
const withPath = <T extends object>(url: string, config: T) => (url.endsWith('*') ? { ...config, wildcard } : config);

interface FileParams {
  namespace?: string;
  slug: string;
  ref: string;
  '*'?: string;
}

/** Path parameters of one URL form, for validation and the OpenAPI document. */
function paramsOf(url: string) {
  const fields = {
    ...(url.includes(':orgSlug') ? { orgSlug: Type.String() } : {}),
    ...(url.includes(':namespace') ? { namespace: Type.String() } : {}),
    slug: Type.String(),
    ...(url.includes(':ref') ? { ref: Type.String({ minLength: 1, description: 'branch, tag or commit SHA' }) } : {}),
    ...(url.endsWith('*') ? { '*': Type.String({ description: 'path inside the repository' }) } : {}),
  };
  return Type.Object(fields);
}

/** The headers every successful or 304 read of a blob carries. */
function blobHeaders(reply: FastifyReply, blob: BlobTarget, etag: string): void {
  reply.header('etag', etag);
  reply.header('cache-control', cacheControl(blob.repo.visibility, blob.immutable));
  reply.header('accept-ranges', 'bytes');
}

function notModified(reply: FastifyReply, blob: BlobTarget, etag: string) {
  blobHeaders(reply, blob, etag);
  return reply.code(304).send();
}

function rangeNotSatisfiable(reply: FastifyReply, size: number) {
  return reply
    .code(416)
    .header('content-range', `bytes */${size}`)
    .send({ error: `range not satisfiable: the file is ${size} bytes`, code: 'RANGE_NOT_SATISFIABLE' });
}

export function fileRoutes(app: App, { services }: HttpDeps): void {
  const { files } = services;

  for (const { url, config } of [...readRoutes('/tree/:ref'), ...readRoutes('/tree/:ref/*')]) {
    app.get(url, {
      config: withPath(url, config),
      schema: {
        tags,
        ...(url.endsWith('*')
          ? operation(url, 'getTreeAtPath', 'List a folder at a ref')
          : operation(url, 'getTree', 'List the root folder at a ref')),
        params: paramsOf(url),
        querystring: TreeQuery,
        response: { 200: TreeResponse, 304: NotModified, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        const p = request.params as FileParams;
        const recursive = request.query.recursive === true;
        const target = await files.locateTree(callerOf(request), addressOf(p), p.ref, p['*'] ?? '');
        if ('unborn' in target) {
          reply.header('cache-control', 'no-cache');
          return { items: [], path: '', ref: target.ref, sha: null, truncated: false };
        }
        // The body names the commit, the ref and the path: the tag covers all of them and the listing mode.
        const identity = `${target.rev.sha}\0${target.ref}\0${target.path}\0${recursive ? 'recursive' : 'flat'}`;
        const etag = `"tree-${createHash('sha1').update(identity).digest('hex')}"`;
        const cache = cacheControl(target.repo.visibility, target.immutable);
        if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).header('etag', etag).header('cache-control', cache).send(null);
        const listing = await files.listTree(target, recursive);
        reply.header('etag', etag).header('cache-control', cache);
        return { items: listing.items, path: target.path, ref: target.ref, sha: target.rev.sha, truncated: listing.truncated };
      },
    });
  }

  for (const { url, config } of readRoutes('/blob/:ref/*')) {
    app.get(url, {
      config: withPath(url, config),
      schema: {
        tags,
        ...operation(url, 'getBlob', 'Read a file at a ref as JSON (Range supported)'),
        params: paramsOf(url),
        response: {
          200: BlobResponse,
          206: BlobRangeResponse,
          304: NotModified,
          ...errorResponses(400, 401, 403, 404, 413, 416),
        },
      },
      // Not async: a repeated read whose repository, path and content are cached is answered without waiting.
      handler: (request, reply) => {
        const p = request.params as FileParams;
        if (request.headers.range === undefined) {
          const hit = files.cachedBlobRead(callerOf(request), addressOf(p), p.ref, p['*'] ?? '');
          if (hit) return sendBlob(request, reply, hit.blob, hit.body);
        }
        return readBlob(request, reply, p);
      },
    });
  }

  async function readBlob(request: FastifyRequest, reply: FastifyReply, p: FileParams): Promise<void> {
    const blob = await files.locateBlob(callerOf(request), addressOf(p), p.ref, p['*'] ?? '');
    const whole = `"blob-${blob.oid}"`;
    reply.header('vary', 'Range');
    const rangeHeader = request.headers.range;
    if (rangeHeader !== undefined && ifRangeAllows(request.headers['if-range'], whole)) {
      const size = await files.size(blob);
      const range = parseRange(rangeHeader, size);
      if (range.kind === 'invalid') throw invalid(`Range header: ${range.reason}`);
      if (range.kind === 'unsatisfiable') {
        rangeNotSatisfiable(reply, size);
        return;
      }
      if (range.kind === 'range') {
        // one response carries at most the JSON size limit; Content-Range says what was sent
        const { start } = range;
        const end = Math.min(range.end, start + FILE_LIMITS.jsonBlobBytes - 1);
        const etag = `"blob-${blob.oid}-${start}-${end}"`;
        if (ifNoneMatch(request.headers['if-none-match'], etag)) {
          notModified(reply, blob, etag);
          return;
        }
        const data = await files.readRange(blob, size, start, end);
        blobHeaders(reply, blob, etag);
        reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
        reply.send({ content: data.toString('base64'), encoding: 'base64', path: blob.path, sha: blob.oid, size, range: { start, end, length: end - start + 1 } });
        return;
      }
    }
        if (ifNoneMatch(request.headers['if-none-match'], whole)) {
      notModified(reply, blob, whole); // without reading the content
      return;
    }
    sendBlob(request, reply, blob, files.cached(blob) ?? (await files.readForJson(blob)));
  }

  /** The whole blob as JSON (or 304 when the client's copy is current); the body is serialized once per blob and path. */
  function sendBlob(request: FastifyRequest, reply: FastifyReply, blob: BlobTarget, body: BlobBody): void {
    const etag = body.etag;
    reply.header('vary', 'Range');
    if (ifNoneMatch(request.headers['if-none-match'], etag)) {
      notModified(reply, blob, etag);
      return;
    }
    blobHeaders(reply, blob, etag);
    const json = body.json(blob.path, () => {
      const text = body.text;
      return reply.serialize({ content: text ? body.utf8() : body.base64(), encoding: text ? 'utf-8' : 'base64', path: blob.path, sha: blob.oid, size: body.size }) as string;
    });
    sendJson(reply, json);
  }

  for (const { url, config } of readRoutes('/raw/:ref/*')) {
    app.get(url, {
      config: withPath(url, config),
      schema: {
        tags,
        ...operation(url, 'getRawFile', 'Read a file at a ref as raw bytes (Range supported)'),
        params: paramsOf(url),
        response: { 200: RawResponse, 206: RawPartialResponse, 304: NotModified, ...errorResponses(400, 401, 403, 404, 416) },
      },
      handler: async (request, reply) => {
        const p = request.params as FileParams;
        const blob = await files.locateBlob(callerOf(request), addressOf(p), p.ref, p['*'] ?? '');
        // 206 carries the ETag of the whole file, as RFC 9110 requires (that is what If-Range compares with)
        const etag = `"raw-${blob.oid}"`;
        reply.header('x-content-sha', blob.oid);
        if (ifNoneMatch(request.headers['if-none-match'], etag)) return notModified(reply, blob, etag);
        const size = await files.size(blob);
        let range: { start: number; end: number } | null = null;
        if (request.headers.range !== undefined && ifRangeAllows(request.headers['if-range'], etag)) {
          const parsed = parseRange(request.headers.range, size);
          if (parsed.kind === 'unsatisfiable') return rangeNotSatisfiable(reply, size);
          // malformed, multi-range and other-unit headers are ignored: the whole file is sent (RFC 9110 §14.2)
          if (parsed.kind === 'range') range = { start: parsed.start, end: parsed.end };
        }
        const raw = await files.openRaw(blob, size, range, request.method !== 'HEAD');
        blobHeaders(reply, blob, etag);
        reply.header('content-type', raw.text ? 'text/plain; charset=utf-8' : 'application/octet-stream');
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        if (range) {
          reply.code(206);
          reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
          reply.header('vary', 'Range');
          reply.header('content-length', range.end - range.start + 1);
        } else {
          reply.header('content-length', size);
        }
        return reply.send(raw.body);
      },
    });
  }

  for (const url of repoPaths('/blobs/batch')) {
    app.post(url, {
      config: { permission: 'read' },
      schema: {
        tags,
        ...operation(url, 'readBlobsBatch', 'Read up to 100 files at one ref'),
        params: paramsOf(url),
        body: BatchBody,
        response: { 200: BatchResponse, 304: NotModified, ...errorResponses(400, 401, 403, 404, 415) },
      },
      handler: async (request, reply) => {
        const plan = await files.planBatch(request.principal!, addressOf(request.params), request.body as BatchInput);
        const etag = `W/"batch-${plan.version}"`;
        reply.header('etag', etag);
        if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
        return plan.load();
      },
    });
  }
}
