import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Repo } from '../../../../domain/types.js';
import type { App, HttpDeps } from '../../../types.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { errorResponses, sendJson } from '../../shared/schemas.js';
import { fullRepo, listItem } from './mappers.js';
import { CreateRepoBody, DeletedRepo, ListReposQuery, RepoFull, RepoList, UpdateRepoBody } from './schemas.js';

const tags = ['repositories'];

export function repoRoutes(app: App, { services, publicUrl }: HttpDeps): void {
  /**
   * GET's body, serialized by the route's own serializer and kept per repository row (as bytes, ready to write):
   * cached rows are reused until the store changes (services/read-cache), and so is their JSON. Only is_empty
   * varies between requests.
   */
  const bodies = new WeakMap<Repo, { orgSlug: string; json: [nonEmpty?: Buffer, empty?: Buffer] }>();
  function sendRepo(reply: FastifyReply, { repo, isEmpty }: { repo: Repo; isEmpty: boolean }, orgSlug: string): void {
    let memo = bodies.get(repo);
    if (!memo || memo.orgSlug !== orgSlug) {
      memo = { orgSlug, json: [] };
      bodies.set(repo, memo);
    }
    sendJson(reply, (memo.json[isEmpty ? 1 : 0] ??= Buffer.from(reply.serialize(fullRepo(repo, orgSlug, publicUrl, isEmpty)) as string)));
  }

  app.post('/v1/repos', {
    config: { permission: 'master' },
    schema: { tags, operationId: 'createRepo', summary: 'Create a repository', body: CreateRepoBody, response: { 201: RepoFull, ...errorResponses(400, 401, 402, 403, 409, 413, 415) } },
    handler: async (request, reply) => {
      const principal = request.principal!;
      const repo = await services.repos.create(principal, request.body);
      return reply.status(201).send(fullRepo(repo, principal.org.slug, publicUrl));
    },
  });

  app.get('/v1/repos', {
    config: { permission: 'any' },
    schema: { tags, operationId: 'listRepos', summary: 'List repositories', querystring: ListReposQuery, response: { 200: RepoList, ...errorResponses(400, 401) } },
    handler: async (request) => {
      const page = await services.repos.list(request.principal!, request.query);
      return { repos: page.repos.map(listItem), limit: page.limit, offset: page.offset, next_cursor: page.nextCursor };
    },
  });

  for (const url of repoPaths()) {
    const params = url.includes(':namespace')
      ? Type.Object({ namespace: Type.String(), slug: Type.String() })
      : Type.Object({ slug: Type.String() });

    app.get(url, {
      config: { permission: 'read' },
      schema: { tags, ...operation(url, 'getRepo', 'Get a repository'), params, response: { 200: RepoFull, ...errorResponses(401, 403, 404) } },
      // Not async: when the repository is cached the response is sent without waiting on a promise.
      handler: (request, reply) => {
        const principal = request.principal!;
        const address = addressOf(request.params);
        const cached = services.repos.getCached(principal, address);
        if (cached) return sendRepo(reply, cached, principal.org.slug);
        return services.repos.get(principal, address).then((found) => sendRepo(reply, found, principal.org.slug));
      },
    });

    app.patch(url, {
      config: { permission: 'master' },
      schema: { tags, ...operation(url, 'updateRepo', 'Update a repository (description, visibility, default branch, template flag)'), params, body: UpdateRepoBody, response: { 200: RepoFull, ...errorResponses(400, 401, 403, 404, 415) } },
      handler: async (request) => {
        const principal = request.principal!;
        const repo = await services.repos.update(principal, addressOf(request.params), request.body);
        return fullRepo(repo, principal.org.slug, publicUrl);
      },
    });

    app.delete(url, {
      config: { permission: 'master' },
      schema: { tags, ...operation(url, 'deleteRepo', 'Delete a repository'), params, response: { 200: DeletedRepo, ...errorResponses(401, 403, 404) } },
      handler: async (request) => {
        const repo = await services.repos.delete(request.principal!, addressOf(request.params));
        return { deleted: true, id: repo.id };
      },
    });
  }
}
