/**
 * The disk store's presigned transfer addresses (SPEC `{storage_url}`), served by Grove itself:
 * `PUT|GET /_lfs/storage/<repository id>/<oid>?expires=…&size=…&signature=…`. The signature is the credential
 * (no key, no rate limit: like an S3 presigned address); a tampered or expired address is 403. With an S3 store
 * these routes answer 404.
 */
import type { Readable } from 'node:stream';
import { AppError } from '../../domain/errors.js';
import type { SignedQuery } from '../../services/lfs/index.js';
import type { App, HttpDeps } from '../types.js';
import { sendLfsError } from './respond.js';

const CONFIG = { permission: 'none', unmetered: true, freeQuery: true } as const;

function signedQuery(query: unknown): SignedQuery {
  const q = query as Record<string, unknown>;
  const one = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { expires: one(q.expires), size: one(q.size), signature: one(q.signature) };
}

export async function storageRoutes(app: App, { services }: HttpDeps): Promise<void> {
  await app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    // the object's bytes stream straight into the store, which hashes and counts them
    scope.addContentTypeParser('*', (_request, payload, parsed) => parsed(null, payload));
    scope.setErrorHandler((error, request, reply) => sendLfsError(error, request, reply));
    const url = '/_lfs/storage/:repoId/:oid';
    const transfers = () => {
      const local = services.lfs.localTransfers;
      if (!local) throw new AppError('NOT_FOUND', 'large files are kept in S3 here: no storage addresses are served');
      return local;
    };
    const key = (params: unknown) => {
      const p = params as { repoId: string; oid: string };
      return `${p.repoId}/${p.oid}`;
    };

    scope.put(url, { config: CONFIG, schema: { hide: true } }, async (request, reply) => {
      const body = (request.body as Readable | undefined) ?? request.raw;
      await transfers().put(key(request.params), signedQuery(request.query), body);
      return reply.status(200).send('');
    });
    scope.get(url, { config: CONFIG, schema: { hide: true } }, async (request, reply) => {
      const { body, size } = await transfers().get(key(request.params), signedQuery(request.query));
      return reply.status(200).header('content-type', 'application/octet-stream').header('content-length', size).send(body);
    });
    done();
  });
}
