import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { callerOf, readRoutes } from '../../shared/read-routes.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { errorResponses, Nullable } from '../../shared/schemas.js';

const tags = ['refs'];
const Ref = Type.Object({ ref: Type.String(), sha: Type.String() });
const refPath = (params: unknown) => (params as { '*': string })['*'];

export function refRoutes(app: App, { services }: HttpDeps): void {
  for (const { url, config } of readRoutes('/refs')) {
    app.get(url, {
      config,
      schema: { tags, response: { 200: Type.Object({ refs: Type.Array(Ref) }), ...errorResponses(401, 403, 404) } },
      handler: async (request) => services.refs.listRefs(callerOf(request), addressOf(request.params)),
    });
  }

  for (const base of repoPaths('/refs')) {
    app.get(`${base}/*`, {
      config: { permission: 'read' },
      schema: { tags, response: { 200: Ref, ...errorResponses(400, 401, 403, 404) } },
      handler: async (request) => services.refs.getRef(request.principal!, addressOf(request.params), refPath(request.params)),
    });

    app.put(`${base}/*`, {
      config: { permission: 'write' },
      schema: {
        tags,
        body: Type.Object(
          { sha: Type.String({ minLength: 1, maxLength: 64 }), expected_sha: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ ref: Type.String(), sha: Type.String(), previous_sha: Nullable(Type.String()) }), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      handler: async (request) => services.refs.putRef(request.principal!, addressOf(request.params), refPath(request.params), request.body),
    });

    app.delete(`${base}/*`, {
      config: { permission: 'write' },
      schema: { tags, response: { 200: Type.Object({ deleted: Type.Boolean(), ref: Type.String(), sha: Type.String() }), ...errorResponses(400, 401, 403, 404, 422) } },
      handler: async (request) => services.refs.deleteRef(request.principal!, addressOf(request.params), refPath(request.params)),
    });
  }
}
