import type { MetricsSource } from '../../plugins/metrics.js';
import type { App, HttpDeps } from '../../types.js';

/** Operational routes: no key, not rate limited, not counted. */
export function opsRoutes(app: App, { services }: HttpDeps, registry: MetricsSource): void {
  app.get('/health', {
    config: { permission: 'none', unmetered: true },
    schema: { tags: ['ops'], security: [] },
    handler: async (_request, reply) => {
      const report = await services.health();
      return reply.status(report.ok ? 200 : 503).send({ status: report.ok ? 'ok' : 'degraded', ...report });
    },
  });

  app.get('/metrics', {
    config: { permission: 'none', unmetered: true },
    schema: { hide: true },
    handler: async (_request, reply) => {
      return reply.header('content-type', registry.contentType).send(await registry.render());
    },
  });

  app.get('/v1/openapi.json', {
    config: { permission: 'none', unmetered: true },
    schema: { hide: true },
    handler: async () => app.swagger(),
  });
}
