import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { errorResponses } from '../../shared/schemas.js';
import { fullRepo, listItem } from './mappers.js';
import { CreateRepoBody, DeletedRepo, ListReposQuery, RepoFull, RepoList, UpdateRepoBody } from './schemas.js';

const tags = ['repositories'];

export function repoRoutes(app: App, { services, publicUrl }: HttpDeps): void {
  app.post('/v1/repos', {
    config: { permission: 'master' },
    schema: { tags, body: CreateRepoBody, response: { 201: RepoFull, ...errorResponses(400, 401, 402, 403, 409, 413, 415) } },
    handler: async (request, reply) => {
      const principal = request.principal!;
      const repo = await services.repos.create(principal, request.body);
      return reply.status(201).send(fullRepo(repo, principal.org.slug, publicUrl));
    },
  });

  app.get('/v1/repos', {
    config: { permission: 'any' },
    schema: { tags, querystring: ListReposQuery, response: { 200: RepoList, ...errorResponses(400, 401) } },
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
      schema: { tags, params, response: { 200: RepoFull, ...errorResponses(401, 403, 404) } },
      handler: async (request) => {
        const principal = request.principal!;
        const { repo } = await services.repos.resolve(principal, addressOf(request.params), 'read');
        return fullRepo(repo, principal.org.slug, publicUrl, services.repos.isEmpty(repo));
      },
    });

    app.patch(url, {
      config: { permission: 'master' },
      schema: { tags, params, body: UpdateRepoBody, response: { 200: RepoFull, ...errorResponses(400, 401, 403, 404, 415) } },
      handler: async (request) => {
        const principal = request.principal!;
        const repo = await services.repos.update(principal, addressOf(request.params), request.body);
        return fullRepo(repo, principal.org.slug, publicUrl);
      },
    });

    app.delete(url, {
      config: { permission: 'master' },
      schema: { tags, params, response: { 200: DeletedRepo, ...errorResponses(401, 403, 404) } },
      handler: async (request) => {
        const repo = await services.repos.delete(request.principal!, addressOf(request.params));
        return { deleted: true, id: repo.id };
      },
    });
  }
}
