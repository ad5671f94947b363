import type { ForkedFrom, Repo } from '../../../../domain/types.js';
import type { ForkInfo, ForkResult } from '../../../../services/forks/index.js';
import type { App, HttpDeps } from '../../../types.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { errorResponses } from '../../shared/schemas.js';
import { fullRepo } from '../repos/mappers.js';
import { ForkBody, ForkCreated, ForkStatus } from './schemas.js';

const tags = ['forks'];

function forkFields(repo: Repo, result: ForkResult) {
  return {
    fork_mode: repo.forkMode ?? 'instant',
    fork_depth: repo.forkDepth,
    fork_root: repo.forkRoot ?? repo.id,
    blob_materialization: result.blobMaterialization,
    shared_blobs: result.sharedBlobs,
    owned_blobs: result.ownedBlobs,
  };
}

/** SPEC's fork response: the repository's fields plus the fork-only ones. */
function forkCreated(result: ForkResult, orgSlug: string, publicUrl: string) {
  const { repo } = result;
  const full = fullRepo(repo, orgSlug, publicUrl);
  return {
    id: full.id,
    namespace: full.namespace,
    slug: full.slug,
    description: full.description,
    default_branch: full.default_branch,
    visibility: full.visibility,
    is_template: full.is_template,
    forked_from: repo.forkedFrom as ForkedFrom,
    ...forkFields(repo, result),
    git_url: full.git_url,
    api_url: full.api_url,
    created_at: full.created_at,
  };
}

function forkStatus(info: ForkInfo) {
  return {
    id: info.repo.id,
    forked_from: info.repo.forkedFrom as ForkedFrom,
    ...forkFields(info.repo, info),
    materialized: info.materialized,
    reachable_objects: info.reachableObjects,
  };
}

export function forkRoutes(app: App, { services, publicUrl }: HttpDeps): void {
  for (const url of repoPaths('/fork')) {
    // any key: the service checks read access on the source (or that another organization's source is a public template)
    app.post(url, {
      config: { permission: 'any' },
      schema: { tags, ...operation(url, 'forkRepo', 'Fork a repository (instant or deep), also a public template of another organization'), body: ForkBody, response: { 201: ForkCreated, ...errorResponses(400, 401, 402, 403, 404, 409, 413, 415) } },
      handler: async (request, reply) => {
        const principal = request.principal!;
        const result = await services.forks.fork(principal, addressOf(request.params), request.body);
        return reply.status(201).send(forkCreated(result, principal.org.slug, publicUrl));
      },
    });

    app.get(url, {
      config: { permission: 'read' },
      schema: { tags, ...operation(url, 'getFork', "Get a fork's bookkeeping"), response: { 200: ForkStatus, ...errorResponses(401, 403, 404) } },
      handler: async (request) => forkStatus(await services.forks.info(request.principal!, addressOf(request.params))),
    });
  }
}
