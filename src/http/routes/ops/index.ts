import { Type } from '@fastify/type-provider-typebox';
import type { MetricsSource } from '../../plugins/metrics.js';
import type { App, HttpDeps } from '../../types.js';

/** Operational routes: no key, not rate limited, not counted. */
export function opsRoutes(app: App, { services }: HttpDeps, registry: MetricsSource): void {
  app.get('/health', {
    config: { permission: 'none', unmetered: true },
    schema: { tags: ['ops'], operationId: 'getHealth', summary: 'Health of the database and the data disk (503 when degraded)' },
    handler: async (_request, reply) => {
      const report = await services.health();
      return reply.status(report.ok ? 200 : 503).send({ status: report.ok ? 'ok' : 'degraded', ...report });
    },
  });

  app.get('/metrics', {
    config: { permission: 'none', unmetered: true },
    schema: {
      tags: ['ops'],
      operationId: 'getMetrics',
      summary: 'Prometheus metrics',
      response: { 200: { description: 'metrics in the Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } } },
    },
    handler: async (_request, reply) => {
      return reply.header('content-type', registry.contentType).send(await registry.render());
    },
  });

  app.get('/v1/openapi.json', {
    config: { permission: 'none', unmetered: true },
    schema: {
      tags: ['ops'],
      operationId: 'getOpenapiDocument',
      summary: 'This API described as OpenAPI 3.1 (no key needed)',
      response: { 200: Type.Object({}, { additionalProperties: true, description: 'the OpenAPI document' }) },
    },
    handler: async () => app.swagger(),
  });
}
