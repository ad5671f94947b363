import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { operation } from '../../shared/operation.js';
import { callerOf, readRoutes } from '../../shared/read-routes.js';
import { addressOf } from '../../shared/repo-paths.js';
import { errorResponses } from '../../shared/schemas.js';

const wildcard = { name: 'ref', description: 'branch, tag or commit SHA; branch names may contain slashes (feature/x)' };

const ArchiveQuery = Type.Object(
  {
    format: Type.Optional(Type.Union([Type.Literal('tar.gz'), Type.Literal('zip')], { description: 'archive format (default tar.gz)' })),
    path: Type.Optional(
      Type.String({ minLength: 1, maxLength: 4096, description: 'only this folder or file of the commit (entries keep their full paths)' }),
    ),
  },
  { additionalProperties: false },
);

/** Archive bytes (no JSON envelope); documented per media type so no serializer is involved. */
const ArchiveResponse = {
  description: 'the archive, streamed; every entry is under `<slug>-<short sha>/`',
  content: {
    'application/gzip': { schema: { type: 'string', format: 'binary' } },
    'application/zip': { schema: { type: 'string', format: 'binary' } },
  },
};

function paramsOf(url: string) {
  return Type.Object({
    ...(url.includes(':orgSlug') ? { orgSlug: Type.String() } : {}),
    ...(url.includes(':namespace') ? { namespace: Type.String() } : {}),
    slug: Type.String(),
    '*': Type.String({ minLength: 1, description: wildcard.description }),
  });
}

/** `GET …/archive/*ref?format=tar.gz|zip&path=…`: `git archive` streamed; public repositories too. */
export function archiveRoutes(app: App, { services }: HttpDeps): void {
  for (const { url, config } of readRoutes('/archive/*')) {
    app.get(url, {
      config: { ...config, wildcard },
      schema: {
        tags: ['files'],
        ...operation(url, 'getArchive', 'Download a revision as a tar.gz or zip archive'),
        params: paramsOf(url),
        querystring: ArchiveQuery,
        response: { 200: ArchiveResponse, ...errorResponses(400, 401, 403, 404, 422, 429, 504) },
      },
      handler: async (request, reply) => {
        const ref = (request.params as { '*': string })['*'];
        const archive = await services.archive.archive(callerOf(request), addressOf(request.params), ref, request.query);
        reply.header('content-type', archive.contentType);
        reply.header('content-disposition', `attachment; filename="${archive.filename}"`);
        reply.header('x-content-sha', archive.sha);
        reply.header('x-content-type-options', 'nosniff');
        return reply.send(archive.stream);
      },
    });
  }
}
