import Fastify, { type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { LIMITS } from '../domain/limits.js';
import { accessControl } from './plugins/access.js';
import { answerClientError } from './plugins/client-errors.js';
import { corsPolicy } from './plugins/cors.js';
import { errorHandling } from './plugins/errors.js';
import { routeTable } from './plugins/route-table.js';
import { metrics } from './plugins/metrics.js';
import { requestIdFor } from './plugins/request-id.js';
import { retainTickShape } from './plugins/tick-shape.js';
import { GitHttpLane, gitHttpRoutes } from './git-http/index.js';
import { lfsRoutes } from './lfs/index.js';
import { openapiOptions } from './openapi.js';
import { serverWithGitLane } from './server-factory.js';
import { opsRoutes } from './routes/ops/index.js';
import { archiveRoutes } from './routes/v1/archive/index.js';
import { blameRoutes } from './routes/v1/blame/index.js';
import { branchRoutes } from './routes/v1/branches/index.js';
import { cherryPickRoutes } from './routes/v1/cherry-pick/index.js';
import { commitRoutes } from './routes/v1/commits/index.js';
import { execRoutes } from './routes/v1/exec/index.js';
import { semanticRoutes } from './routes/v1/semantic/index.js';
import { agenticSearchRoutes } from './routes/v1/agentic-search/index.js';
import { diffRoutes } from './routes/v1/diff/index.js';
import { fileRoutes } from './routes/v1/files/index.js';
import { prefetchRoutes } from './routes/v1/prefetch/index.js';
import { hybridSearchRoutes } from './routes/v1/hybrid-search/index.js';
import { forkRoutes } from './routes/v1/forks/index.js';
import { graphRoutes } from './routes/v1/graph/index.js';
import { mergeRoutes } from './routes/v1/merge/index.js';
import { publicRepoRoutes } from './routes/v1/public/index.js';
import { refRoutes } from './routes/v1/refs/index.js';
import { sessionRoutes } from './routes/v1/sessions/index.js';
import { snapshotRoutes } from './routes/v1/snapshots/index.js';
import { tokenRoutes } from './routes/v1/tokens/index.js';
import { repoRoutes } from './routes/v1/repos/index.js';
import { usageRoutes } from './routes/v1/usage/index.js';
import { webhookRoutes } from './routes/v1/webhooks/index.js';
import { watchRoutes } from './routes/v1/watch/index.js';
import type { App, HttpDeps } from './types.js';
import { acceptEmptyJsonBodies, serializerCompiler, validatorCompiler } from './validation.js';

// At import, before any request: see plugins/tick-shape.
retainTickShape();

export interface HttpOptions {
  logger: FastifyServerOptions['logger'];
}

/** Builds the Fastify application: plugins first, then every route table. */
export async function buildHttp(deps: HttpDeps, options: HttpOptions): Promise<App> {
  const lane = new GitHttpLane(deps);
  const app = Fastify({
    serverFactory: serverWithGitLane(lane),
    logger: options.logger ?? false,
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: LIMITS.jsonBodyBytes,
    trustProxy: false,
    // `/v1/repos/app/` is `/v1/repos/app`, as every other HTTP API reads it (not namespace 'app' with an empty slug)
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider() as unknown as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: text/plain bodies are refused with 415 instead of reaching handlers as strings.
  app.removeContentTypeParser('text/plain');
  acceptEmptyJsonBodies(app);
  errorHandling(app, routeTable(app));
  const registry = metrics(app);
  lane.observe({ log: app.log, metrics: registry });
  app.addHook('preClose', (done) => {
    lane.close();
    done();
  });
  await corsPolicy(app, deps.corsOrigins);
  accessControl(app, deps);

  await app.register(swagger, openapiOptions(deps.publicUrl));

  opsRoutes(app, deps, registry);
  repoRoutes(app, deps);
  publicRepoRoutes(app, deps);
  branchRoutes(app, deps);
  mergeRoutes(app, deps);
  cherryPickRoutes(app, deps);
  snapshotRoutes(app, deps);
  forkRoutes(app, deps);
  refRoutes(app, deps);
  commitRoutes(app, deps);
  fileRoutes(app, deps);
  prefetchRoutes(app, deps);
  hybridSearchRoutes(app, deps);
  diffRoutes(app, deps);
  blameRoutes(app, deps);
  archiveRoutes(app, deps);
  execRoutes(app, deps);
  semanticRoutes(app, deps);
  agenticSearchRoutes(app, deps);
  graphRoutes(app, deps);
  usageRoutes(app, deps);
  tokenRoutes(app, deps);
  sessionRoutes(app, deps);
  webhookRoutes(app, deps);
  watchRoutes(app, deps);
  await gitHttpRoutes(app, lane);
  await lfsRoutes(app, deps);
  return app;
}
