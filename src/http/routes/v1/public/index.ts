import { Type } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../../domain/limits.js';
import type { App, HttpDeps } from '../../../types.js';
import { publicRepoPaths } from '../../shared/read-routes.js';
import { addressOf } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { errorResponses, Nullable } from '../../shared/schemas.js';
import { fullRepo, listItem } from '../repos/mappers.js';
import { RepoFull, RepoListItem } from '../repos/schemas.js';

const tags = ['public'];
const config = { permission: 'none' as const, publicRead: true };

/** SPEC "Public read routes": an organization's public repositories, without a key. */
export function publicRepoRoutes(app: App, { services, publicUrl }: HttpDeps): void {
  app.get('/v1/orgs/:orgSlug/repos', {
    config,
    schema: {
      tags,
      operationId: 'listPublicRepos',
      summary: "List an organization's public repositories (no key)",
      querystring: Type.Object(
        {
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pagination.repos.max })),
          cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
          namespace: Type.Optional(Type.String({ maxLength: 100 })),
        },
        { additionalProperties: false },
      ),
      response: {
        200: Type.Object({ repos: Type.Array(RepoListItem), limit: Type.Integer(), next_cursor: Nullable(Type.String()) }, { title: 'PublicRepositoryList' }),
        ...errorResponses(400, 404, 429),
      },
    },
    handler: async (request) => {
      const page = await services.publicRepos.list((request.params as { orgSlug: string }).orgSlug, request.query);
      return { repos: page.repos.map(listItem), limit: page.limit, next_cursor: page.next_cursor };
    },
  });

  for (const url of publicRepoPaths()) {
    app.get(url, {
      config,
      schema: { tags, ...operation(url, 'getRepo', 'Get a repository'), response: { 200: RepoFull, ...errorResponses(404, 429) } },
      handler: async (request) => {
        const orgSlug = (request.params as { orgSlug: string }).orgSlug;
        const { repo, isEmpty } = await services.publicRepos.get(orgSlug, addressOf(request.params));
        return fullRepo(repo, orgSlug, publicUrl, isEmpty);
      },
    });
  }
}
