import type { App, HttpDeps } from '../../../types.js';
import { operation } from '../../shared/operation.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { errorResponses } from '../../shared/schemas.js';
import { Deleted, DeleteRequest, IndexAccepted, IndexRequest, IndexStatus, SearchPending, SearchRequest, SearchResponse, StatusQuery } from './schemas.js';

const tags = ['semantic'];

/** SPEC "Semantic search": the index (request, status, delete) and the search. */
export function semanticRoutes(app: App, { services }: HttpDeps): void {
  for (const url of repoPaths('/index')) {
    app.post(url, {
      config: { permission: 'write' },
      schema: {
        tags,
        ...operation(url, 'requestSemanticIndex', 'Queue (re)indexing of a branch for semantic search'),
        body: IndexRequest,
        response: { 202: IndexAccepted, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
      handler: async (request, reply) => {
        const body = request.body ?? {};
        const { repo, branch, pathPrefix } = await services.semantic.requestIndex(request.principal!, addressOf(request.params), body);
        return reply.code(202).send({
          message: `indexing of '${branch}' queued`,
          repo_slug: repo.slug,
          branch,
          path_prefix: pathPrefix,
          ...(body.scope !== undefined ? { scope: body.scope } : {}),
        });
      },
    });

    app.delete(url, {
      config: { permission: 'write' },
      schema: {
        tags,
        ...operation(url, 'deleteSemanticIndex', 'Delete the semantic index: everything, a scope, or a branch tracking record'),
        body: DeleteRequest,
        response: { 200: Deleted, ...errorResponses(400, 401, 403, 404, 503) },
      },
      handler: async (request) => services.semantic.deleteIndex(request.principal!, addressOf(request.params), request.body ?? {}),
    });
  }

  for (const url of repoPaths('/index/status')) {
    app.get(url, {
      config: { permission: 'read' },
      schema: {
        tags,
        ...operation(url, 'getSemanticIndexStatus', 'Status and batch progress of the semantic index of a branch'),
        querystring: StatusQuery,
        response: { 200: IndexStatus, ...errorResponses(400, 401, 403, 404, 503) },
      },
      handler: async (request) => services.semantic.status(request.principal!, addressOf(request.params), request.query),
    });
  }

  for (const url of repoPaths('/semantic-search')) {
    app.post(url, {
      config: { permission: 'read' },
      schema: {
        tags,
        ...operation(url, 'semanticSearch', 'Search code by meaning (vectors of code chunks)'),
        body: SearchRequest,
        response: { 200: SearchResponse, 202: SearchPending, ...errorResponses(400, 401, 403, 404, 502, 503) },
      },
      handler: async (request, reply) => {
        const address = addressOf(request.params);
        const answer = await services.semantic.searchFor(request.principal!, address, request.body);
        if (answer.status === 'pending') {
          return reply.code(202).header('retry-after', '2').send({ message: answer.message, status: 'indexing', repo_slug: address.slug, ref: answer.ref });
        }
        return reply
          .header('x-cache', answer.cache)
          .send({ results: answer.results, query: request.body.q, repo_slug: address.slug, ref: answer.ref, commit_sha: answer.commitSha });
      },
    });
  }
}
