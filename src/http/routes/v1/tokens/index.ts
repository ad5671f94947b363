import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { errorResponses, Nullable } from '../../shared/schemas.js';

const tags = ['tokens'];
const Scopes = Type.Record(Type.String(), Type.Array(Type.String()));
const TokenFields = {
  id: Type.String(),
  name: Type.String(),
  key_prefix: Type.String(),
  scopes: Scopes,
  expires_at: Type.String(),
  created_at: Type.String(),
};

export function tokenRoutes(app: App, { services }: HttpDeps): void {
  app.post('/v1/tokens', {
    config: { permission: 'master' },
    schema: {
      tags,
      operationId: 'createToken',
      summary: 'Issue a scoped token (shown once)',
      body: Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 100 }),
          scopes: Type.Record(Type.String({ maxLength: 220 }), Type.Array(Type.String(), { maxItems: 2 })),
          expires_in: Type.Integer(),
        },
        { additionalProperties: false, title: 'CreateTokenRequest' },
      ),
      response: { 201: Type.Object({ ...TokenFields, token: Type.String() }, { title: 'CreatedToken' }), ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request, reply) => reply.status(201).send(await services.tokens.create(request.principal!, request.body)),
  });

  app.get('/v1/tokens', {
    config: { permission: 'master' },
    schema: {
      tags,
      operationId: 'listTokens',
      summary: 'List scoped tokens',
      response: { 200: Type.Object({ tokens: Type.Array(Type.Object({ ...TokenFields, last_used: Nullable(Type.String()) }, { title: 'Token' })) }, { title: 'TokenList' }), ...errorResponses(401, 403) },
    },
    handler: async (request) => services.tokens.list(request.principal!),
  });

  app.delete('/v1/tokens/:id', {
    config: { permission: 'master' },
    schema: {
      tags,
      operationId: 'revokeToken',
      summary: 'Revoke a scoped token',
      params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
      response: { 200: Type.Object({ id: Type.String(), revoked: Type.Boolean() }, { title: 'RevokedToken' }), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => services.tokens.revoke(request.principal!, request.params.id),
  });
}
