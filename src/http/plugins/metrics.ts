import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { RequestMetrics } from '../../lib/request-metrics.js';

export interface MetricsSource {
  contentType: string;
  render(): Promise<string>;
  /** Records a request served outside Fastify's routing (the git lane). */
  record(method: string, route: string, status: number, seconds: number): void;
}

const kStart = Symbol('grove.metrics.start');
const kMethod = Symbol('grove.metrics.method');
const kRoute = Symbol('grove.metrics.route');

/** A response that knows what to record about itself when it finishes. */
interface TimedResponse extends ServerResponse {
  [kStart]: number;
  [kMethod]: string;
  [kRoute]: string;
}

/**
 * Prometheus metrics: request counts and latencies by route template, plus Node's process metrics.
 * Recorded by one shared 'finish' listener (per-request data lives on the response) rather than an onResponse
 * hook: any onResponse hook makes Fastify add and remove two listeners and run a hook chain on every request,
 * which cost several times more than the recording.
 */
export function metrics(app: FastifyInstance): MetricsSource {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'grove_' });
  const requests = new RequestMetrics('grove_');

  function finished(this: TimedResponse): void {
    requests.record(this[kMethod], this[kRoute], this.statusCode, (performance.now() - this[kStart]) / 1000);
  }

  // Registered before the access hook, so requests it refuses are recorded too.
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw as TimedResponse;
    res[kStart] = performance.now();
    res[kMethod] = request.method;
    res[kRoute] = request.routeOptions.url ?? 'unmatched';
    res.on('finish', finished);
    done();
  });
  return {
    contentType: registry.contentType,
    render: async () => requests.render() + (await registry.metrics()),
    record: (method, route, status, seconds) => requests.record(method, route, status, seconds),
  };
}
