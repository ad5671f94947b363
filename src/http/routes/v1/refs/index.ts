import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { callerOf, readRoutes } from '../../shared/read-routes.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { errorResponses, Nullable } from '../../shared/schemas.js';

const tags = ['refs'];
const Ref = Type.Object({ ref: Type.String(), sha: Type.String() }, { title: 'Ref' });
const wildcard = { name: 'ref', description: 'ref name: refs/heads/main, heads/main or tags/v1 (refs/ is implied)' };
const refPath = (params: unknown) => (params as { '*': string })['*'];

export function refRoutes(app: App, { services }: HttpDeps): void {
  for (const { url, config } of readRoutes('/refs')) {
    app.get(url, {
      config,
      schema: { tags, ...operation(url, 'listRefs', 'List refs (branches, tags and others)'), response: { 200: Type.Object({ refs: Type.Array(Ref) }, { title: 'RefList' }), ...errorResponses(401, 403, 404) } },
      handler: async (request) => services.refs.listRefs(callerOf(request), addressOf(request.params)),
    });
  }

  for (const base of repoPaths('/refs')) {
    app.get(`${base}/*`, {
      config: { permission: 'read', wildcard },
      schema: { tags, ...operation(base, 'getRef', 'Get a ref'), response: { 200: Ref, ...errorResponses(400, 401, 403, 404) } },
      handler: async (request) => services.refs.getRef(request.principal!, addressOf(request.params), refPath(request.params)),
    });

    app.put(`${base}/*`, {
      config: { permission: 'write', wildcard },
      schema: {
        tags,
        ...operation(base, 'putRef', 'Create or move a ref (compare-and-swap with expected_sha)'),
        body: Type.Object(
          { sha: Type.String({ minLength: 1, maxLength: 64 }), expected_sha: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])) },
          { additionalProperties: false, title: 'PutRefRequest' },
        ),
        response: { 200: Type.Object({ ref: Type.String(), sha: Type.String(), previous_sha: Nullable(Type.String()) }, { title: 'UpdatedRef' }), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      handler: async (request) => services.refs.putRef(request.principal!, addressOf(request.params), refPath(request.params), request.body),
    });

    app.delete(`${base}/*`, {
      config: { permission: 'write', wildcard },
      schema: { tags, ...operation(base, 'deleteRef', 'Delete a ref'), response: { 200: Type.Object({ deleted: Type.Boolean(), ref: Type.String(), sha: Type.String() }, { title: 'DeletedRef' }), ...errorResponses(400, 401, 403, 404, 422) } },
      handler: async (request) => services.refs.deleteRef(request.principal!, addressOf(request.params), refPath(request.params)),
    });
  }
}
