import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { errorResponses } from '../../shared/schemas.js';

const tags = ['sessions'];
const Flushed = { flushedObjects: Type.Integer(), flushedRefs: Type.Integer() };
const id = (params: unknown) => (params as { id: string }).id;

export function sessionRoutes(app: App, { services }: HttpDeps): void {
  app.post('/v1/session', {
    config: { permission: 'any' },
    schema: {
      tags,
      operationId: 'openSession',
      summary: 'Open a session (body optional)',
      body: Type.Object(
        { ttl_seconds: Type.Optional(Type.Integer()), idle_extend: Type.Optional(Type.Boolean()) },
        { additionalProperties: false, title: 'OpenSessionRequest' },
      ),
      response: {
        201: Type.Object({ session_id: Type.String(), expires_at: Type.String(), ttl_seconds: Type.Integer(), idle_extend: Type.Boolean() }, { title: 'Session' }),
        ...errorResponses(400, 401),
      },
    },
    handler: async (request, reply) => {
      const secret = request.headers['x-api-key'] as string;
      return reply.status(201).send(services.sessions.create(request.principal!, secret, request.body));
    },
  });

  app.get('/v1/session/:id/status', {
    config: { permission: 'any' },
    schema: {
      tags,
      operationId: 'getSessionStatus',
      summary: "A session's state",
      response: {
        200: Type.Object({ objectCount: Type.Integer(), createdAt: Type.Number(), lastActivityAt: Type.Number(), closed: Type.Boolean(), ttlMs: Type.Number() }, { title: 'SessionStatus' }),
        ...errorResponses(401, 403, 404),
      },
    },
    handler: async (request) => services.sessions.status(request.principal!, id(request.params)),
  });

  app.post('/v1/session/:id/flush', {
    config: { permission: 'any' },
    schema: { tags, operationId: 'flushSession', summary: "Make the session's writes durable now", response: { 200: Type.Object(Flushed, { title: 'FlushedSession' }), ...errorResponses(401, 403, 404) } },
    handler: async (request) => services.sessions.flushFor(request.principal!, id(request.params)),
  });

  app.delete('/v1/session/:id', {
    config: { permission: 'any' },
    schema: { tags, operationId: 'closeSession', summary: 'Flush and close a session', response: { 200: Type.Object({ status: Type.String(), ...Flushed }, { title: 'ClosedSession' }), ...errorResponses(401, 403, 404) } },
    handler: async (request) => services.sessions.close(request.principal!, id(request.params)),
  });
}
