import type { FastifyInstance } from 'fastify';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { RequestMetrics } from '../../lib/request-metrics.js';

export interface MetricsSource {
  contentType: string;
  render(): Promise<string>;
}

/** Prometheus metrics: request counts and latencies by route template, plus Node's process metrics. */
export function metrics(app: FastifyInstance): MetricsSource {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'grove_' });
  const requests = new RequestMetrics('grove_');
  app.addHook('onResponse', (request, reply, done) => {
    requests.record(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  return {
    contentType: registry.contentType,
    render: async () => requests.render() + (await registry.metrics()),
  };
}
