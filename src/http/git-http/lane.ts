import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../domain/errors.js';
import { GIT_HTTP_LIMITS, type GitAccess } from '../../services/git-http/index.js';
import type { MetricsSource } from '../plugins/metrics.js';
import { applyRateDecision, type HeaderTarget } from '../plugins/rate-headers.js';
import { requestIdFor } from '../plugins/request-id.js';
import type { HttpDeps } from '../types.js';
import { basicCredentials, decodedBody, gitProtocolHeader, mediaType, serviceOf } from './request.js';
import { sendGitError, sendGitResponse } from './respond.js';
import { type GitRoute, matchGitRoute } from './route.js';

/** What the lane reports to: the server's logger and request metrics (attached once the server exists). */
export interface LaneObservers {
  log: FastifyBaseLogger;
  metrics: MetricsSource | null;
}

/** Logger levels at which a request line is written (anything quieter skips building it). */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);

interface TimedResponse extends ServerResponse {
  groveStart: number;
  groveTemplate: string;
  groveRequestId: string;
}

/**
 * Git smart HTTP (gitprotocol-http(5)) at {base}/<org>[/<namespace>]/<slug>.git/…:
 *   GET  …/info/refs?service=git-upload-pack|git-receive-pack
 *   POST …/git-upload-pack, POST …/git-receive-pack
 * Served on the raw HTTP server ahead of Fastify (docs/adr/0005-git-http-lane.md): a git client makes two or
 * three small requests per command, and Fastify's routing, hooks and reply machinery were a measurable share
 * of each. What the REST hooks give other routes is done here: X-Request-Id, rate limiting per key (else per
 * client address; same budgets as REST, not counted as API calls), metrics under the route template, a
 * request log line. Authentication is HTTP Basic (user = organization slug, password = key or token); errors
 * are plain text with a Basic challenge on 401, which git clients print.
 */
export class GitHttpLane {
  #observers: LaneObservers | null = null;
  #closing = false;

  constructor(private readonly deps: HttpDeps) {}

  /** The git route a URL names, or null when it is not a git smart-HTTP URL (Fastify serves it then). */
  match(url: string | undefined): GitRoute | null {
    return matchGitRoute(url);
  }

  observe(observers: LaneObservers): void {
    this.#observers = observers;
  }

  /** From now on, answer 503 (the server is shutting down), as Fastify does for its routes. */
  close(): void {
    this.#closing = true;
  }

  /**
   * Serves one request. `recorded` is set when Fastify already times the request (app.inject reaches the lane
   * through a Fastify route); the lane then adds no metrics of its own.
   */
  serve(req: IncomingMessage, res: ServerResponse, route: GitRoute | null, recorded = false): void {
    const timed = res as TimedResponse;
    timed.groveStart = performance.now();
    timed.groveTemplate = route?.template ?? 'unmatched';
    timed.groveRequestId = requestIdFor(req);
    res.setHeader('x-request-id', timed.groveRequestId);
    if (!recorded) res.once('finish', () => this.#finished(req, timed));
    this.#handle(req, res, route).catch((error: unknown) => sendGitError(req, res, error, this.#observers?.log));
  }

  async #handle(req: IncomingMessage, res: ServerResponse, route: GitRoute | null): Promise<void> {
    if (this.#closing) throw new AppError('NOT_CONFIGURED', 'service unavailable: the server is shutting down');
    if (!route) throw new AppError('NOT_FOUND', 'repository not found');
    const method = req.method ?? 'GET';
    if (route.endpoint === 'info/refs') {
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(res, 'GET, HEAD');
      const service = serviceOf(route.query);
      const granted = await this.#access(req, res, route, service === 'receive-pack' ? 'write' : 'read');
      return sendGitResponse(res, await this.deps.services.gitHttp.advertise(granted, service, gitProtocolHeader(req)));
    }
    if (method !== 'POST') throw methodNotAllowed(res, 'POST');
    const push = route.endpoint === 'git-receive-pack';
    const granted = await this.#access(req, res, route, push ? 'write' : 'read');
    const expected = push ? 'application/x-git-receive-pack-request' : 'application/x-git-upload-pack-request';
    if (mediaType(req) !== expected) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `content type must be ${expected}`);
    const body = decodedBody(req, push ? GIT_HTTP_LIMITS.pushBodyBytes : GIT_HTTP_LIMITS.fetchBodyBytes);
    const opts = { gitProtocol: gitProtocolHeader(req), signal: disconnectSignal(res) };
    const git = this.deps.services.gitHttp;
    sendGitResponse(res, await (push ? git.receivePack(granted, body, opts) : git.uploadPack(granted, body, opts)));
  }

  /** Identify, rate-limit (per key, else per address; same budgets as REST), then authorize. */
  async #access(req: IncomingMessage, res: ServerResponse, route: GitRoute, need: 'read' | 'write'): Promise<GitAccess> {
    const { gitHttp, rateLimits } = this.deps.services;
    const identity = await gitHttp.identify(basicCredentials(req.headers.authorization), route.address.org);
    const bucket = identity.principal ? `key:${identity.principal.key.id}` : `ip:${req.socket.remoteAddress ?? ''}`;
    applyRateDecision(headerTarget(res), await rateLimits.hit(bucket));
    return gitHttp.authorize(identity, route.address, need);
  }

  #finished(req: IncomingMessage, res: TimedResponse): void {
    const observers = this.#observers;
    if (!observers) return;
    const seconds = (performance.now() - res.groveStart) / 1000;
    observers.metrics?.record(req.method ?? 'GET', res.groveTemplate, res.statusCode, seconds);
    if (LOGS_INFO.has(observers.log.level)) {
      observers.log.info(
        { reqId: res.groveRequestId, req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime: seconds * 1000 },
        'request completed',
      );
    }
  }
}

/** Rate-limit headers go straight onto the raw response. */
function headerTarget(res: ServerResponse): HeaderTarget {
  return { header: (name, value) => res.setHeader(name, value) };
}

function methodNotAllowed(res: ServerResponse, allow: string): AppError {
  res.setHeader('allow', allow);
  return new AppError('METHOD_NOT_ALLOWED', `method not allowed here; use ${allow}`);
}

/** Aborted when the client goes away before the response is complete. */
function disconnectSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
