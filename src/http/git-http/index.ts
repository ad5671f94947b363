import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_STATUS } from '../../domain/errors.js';
import { GIT_HTTP_LIMITS, type GitAccess, type GitHttpResponse, type GitRepoAddress } from '../../services/git-http/index.js';
import { applyRateDecision } from '../plugins/rate-headers.js';
import type { App, HttpDeps } from '../types.js';
import { addressOf, basicCredentials, decodedBody, gitProtocolHeader, mediaType, serviceOf } from './request.js';

const REALM = 'Basic realm="Grove"';

/**
 * Git smart HTTP at {base}/<org>[/<namespace>]/<slug>.git/… (gitprotocol-http(5)):
 *   GET  …/info/refs?service=git-upload-pack|git-receive-pack
 *   POST …/git-upload-pack, POST …/git-receive-pack
 * Authentication is HTTP Basic (user = organization slug, password = key or token) and is done here rather than
 * by the REST hook, so git clients get a Basic challenge and plain-text errors they print. The routes are rate
 * limited per key (or per client address) like REST, but not counted as API calls. Registered in their own
 * encapsulated scope: its content-type parser hands the raw body stream over (no 1 MiB JSON limit; see
 * GIT_HTTP_LIMITS) and its error handler answers in text/plain.
 */
export async function gitHttpRoutes(app: App, deps: HttpDeps): Promise<void> {
  await app.register((scope, _opts, done) => {
    gitScope(scope, deps);
    done();
  });
}

function gitScope(scope: FastifyInstance, { services }: HttpDeps): void {
  const git = services.gitHttp;

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  scope.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    let status: number;
    let message: string;
    if (error instanceof AppError) {
      status = error.status;
      message = error.message;
    } else if ((error as FastifyError).statusCode !== undefined && (error as FastifyError).statusCode! >= 400 && (error as FastifyError).statusCode! < 500) {
      status = (error as FastifyError).statusCode!;
      message = error.message;
    } else {
      request.log.error({ err: error }, 'git-http: unhandled error');
      status = ERROR_STATUS.INTERNAL_ERROR;
      message = 'internal server error';
    }
    if (status === 401) reply.header('www-authenticate', REALM);
    // an unread request body (an early refusal of a push) is not worth draining: close instead
    if (request.method === 'POST' && !request.raw.readableEnded) reply.header('connection', 'close');
    return reply.status(status).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(`${message}\n`);
  });

  /** Identify, rate-limit (per key, else per address; same budgets as REST), then authorize. */
  async function access(request: FastifyRequest, reply: FastifyReply, address: GitRepoAddress, need: 'read' | 'write'): Promise<GitAccess> {
    const identity = await git.identify(basicCredentials(request.headers.authorization));
    const bucket = identity.principal ? `key:${identity.principal.key.id}` : `ip:${request.ip}`;
    applyRateDecision(reply, await services.rateLimits.hit(bucket));
    return git.authorize(identity, address, need);
  }

  function send(reply: FastifyReply, response: GitHttpResponse): FastifyReply {
    // clone requests say whether the clone response cache answered them (docs/api-decisions.md)
    if (response.cache) reply.header('x-cache', response.cache);
    return reply.status(200).header('content-type', response.contentType).header('cache-control', 'no-cache').send(response.body);
  }

  /** Aborted when the client goes away before the response is complete. */
  function disconnectSignal(reply: FastifyReply): AbortSignal {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    return controller.signal;
  }

  const config = { permission: 'none', unmetered: true } as const;
  const schema = { hide: true };

  for (const prefix of ['/:org/:repo', '/:org/:namespace/:repo']) {
    scope.get(`${prefix}/info/refs`, { config, schema }, async (request, reply) => {
      const address = addressOf(request.params);
      const service = serviceOf(request.query);
      const granted = await access(request, reply, address, service === 'receive-pack' ? 'write' : 'read');
      return send(reply, await git.advertise(granted, service, gitProtocolHeader(request)));
    });

    scope.post(`${prefix}/git-upload-pack`, { config, schema }, async (request, reply) => {
      const granted = await access(request, reply, addressOf(request.params), 'read');
      if (mediaType(request) !== 'application/x-git-upload-pack-request') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'content type must be application/x-git-upload-pack-request');
      }
      const body = decodedBody(request, GIT_HTTP_LIMITS.fetchBodyBytes);
      return send(reply, await git.uploadPack(granted, body, { gitProtocol: gitProtocolHeader(request), signal: disconnectSignal(reply) }));
    });

    scope.post(`${prefix}/git-receive-pack`, { config, schema }, async (request, reply) => {
      const granted = await access(request, reply, addressOf(request.params), 'write');
      if (mediaType(request) !== 'application/x-git-receive-pack-request') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'content type must be application/x-git-receive-pack-request');
      }
      const body = decodedBody(request, GIT_HTTP_LIMITS.pushBodyBytes);
      return send(reply, await git.receivePack(granted, body, { gitProtocol: gitProtocolHeader(request), signal: disconnectSignal(reply) }));
    });
  }
}
