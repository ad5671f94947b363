/**
 * Large-file storage over HTTP (SPEC "Large-file storage"): the git-lfs batch, verify and locking APIs under
 * `/<org>/[<namespace>/]<repo>[.git]/info/lfs/…`, and — with the disk store — the presigned transfer addresses
 * under `/_lfs/storage/…`. Like git smart HTTP these are not REST routes: hidden from the OpenAPI document,
 * reading their own query strings, not counted as API calls but rate-limited per key (else per address) with
 * the same budgets. Authentication is HTTP Basic, through the same repository gate as git.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors.js';
import { LfsService, type LfsAccess } from '../../services/lfs/index.js';
import { basicCredentials } from '../git-http/request.js';
import { applyRateDecision } from '../plugins/rate-headers.js';
import type { App, HttpDeps } from '../types.js';
import { sendLfs, sendLfsError } from './respond.js';
import { storageRoutes } from './storage.js';

interface RepoParams {
  org: string;
  namespace?: string;
  repo: string;
}

/** The repository a URL names: `.git` is optional, but then the organization may not be `v1` (the REST API). */
function addressOf(params: RepoParams): { org: string; namespace: string | null; slug: string } {
  const dotGit = params.repo.endsWith('.git') && params.repo.length > 4;
  if (!dotGit && params.org === 'v1') throw new AppError('NOT_FOUND', 'repository not found');
  return { org: params.org, namespace: params.namespace ?? null, slug: dotGit ? params.repo.slice(0, -4) : params.repo };
}

const CONFIG = { permission: 'none', unmetered: true, freeQuery: true } as const;
const SCHEMA = { hide: true };

export async function lfsRoutes(app: App, deps: HttpDeps): Promise<void> {
  const { services } = deps;

  async function admit(request: FastifyRequest, reply: FastifyReply, need: 'read' | 'write'): Promise<LfsAccess> {
    const address = addressOf(request.params as RepoParams);
    const authorization = request.headers.authorization;
    const identity = await services.lfs.open(basicCredentials(authorization), authorization, address, need);
    const bucket = identity.principal ? `key:${identity.principal.key.id}` : `ip:${request.ip}`;
    applyRateDecision(reply, await services.rateLimits.hit(bucket));
    return identity;
  }

  await app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    // git-lfs sends application/vnd.git-lfs+json; any body is read as JSON, an empty one as no body
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, text, parsed) => {
      const source = String(text);
      if (source.trim() === '') return parsed(null, undefined);
      try {
        parsed(null, JSON.parse(source));
      } catch {
        parsed(new AppError('VALIDATION_ERROR', 'request body is not valid JSON'), undefined);
      }
    });
    scope.setErrorHandler((error, request, reply) => sendLfsError(error, request, reply));

    for (const prefix of ['/:org/:repo/info/lfs', '/:org/:namespace/:repo/info/lfs']) {
      const route = { config: CONFIG, schema: SCHEMA };
      scope.post(`${prefix}/objects/batch`, route, async (request, reply) => {
        const access = await admit(request, reply, LfsService.needOf(request.body));
        return sendLfs(reply, 200, await services.lfs.batch(access, request.body));
      });
      scope.post(`${prefix}/verify`, route, async (request, reply) => {
        const access = await admit(request, reply, 'write');
        await services.lfs.verify(access, request.body);
        return reply.status(200).header('content-type', 'application/vnd.git-lfs+json').send('');
      });
      scope.post(`${prefix}/locks`, route, async (request, reply) => {
        const access = await admit(request, reply, 'write');
        return sendLfs(reply, 201, await services.lfs.createLock(access, request.body));
      });
      scope.get(`${prefix}/locks`, route, async (request, reply) => {
        const access = await admit(request, reply, 'read');
        return sendLfs(reply, 200, await services.lfs.listLocks(access, request.query as Record<string, unknown>));
      });
      scope.post(`${prefix}/locks/verify`, route, async (request, reply) => {
        const access = await admit(request, reply, 'write');
        return sendLfs(reply, 200, await services.lfs.verifyLocks(access, request.body));
      });
      scope.post(`${prefix}/locks/:id/unlock`, route, async (request, reply) => {
        const access = await admit(request, reply, 'write');
        return sendLfs(reply, 200, await services.lfs.unlock(access, (request.params as { id: string }).id, request.body));
      });
    }
    done();
  });

  await storageRoutes(app, deps);
}
