import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../../domain/errors.js';
import type { MetricsSource } from '../../plugins/metrics.js';
import type { App, HttpDeps } from '../../types.js';

/** Bearer token check for /metrics; digests are compared so neither length nor content leaks through timing. */
function metricsAuthorized(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^bearer\s+(.+)$/i.exec(header.trim()) : null;
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/** Operational routes: no key, not rate limited, not counted. */
export function opsRoutes(app: App, { services, metricsToken }: HttpDeps, registry: MetricsSource): void {
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
      summary: 'Prometheus metrics (with GROVE_METRICS_TOKEN set: Authorization: Bearer <that token>)',
      response: { 200: { description: 'metrics in the Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } } },
    },
    handler: async (request, reply) => {
      if (metricsToken && !metricsAuthorized(request, metricsToken)) {
        reply.header('www-authenticate', 'Bearer realm="grove-metrics"');
        throw unauthorized('/metrics needs the metrics token (GROVE_METRICS_TOKEN) as Authorization: Bearer <token>.');
      }
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
