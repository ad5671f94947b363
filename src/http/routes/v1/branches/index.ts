import { Type } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../../domain/limits.js';
import type { App, HttpDeps } from '../../../types.js';
import { callerOf, readRoutes } from '../../shared/read-routes.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { BranchName, errorResponses, FullSha, Nullable } from '../../shared/schemas.js';

const tags = ['branches'];
const Branch = Type.Object({ name: Type.String(), sha: Type.String() }, { title: 'Branch' });
const wildcard = { name: 'name', description: 'branch name; may contain slashes (feature/x)' };

export function branchRoutes(app: App, { services }: HttpDeps): void {
  for (const base of repoPaths('/branches')) {
    app.post(base, {
      config: { permission: 'write' },
      schema: {
        tags,
        ...operation(base, 'createBranch', 'Create a branch'),
        body: Type.Object({ name: BranchName, from: Type.Optional(BranchName), from_sha: Type.Optional(FullSha) }, { additionalProperties: false, title: 'CreateBranchRequest' }),
        response: { 201: Type.Object({ name: Type.String(), sha: Type.String(), ref: Type.String() }, { title: 'CreatedBranch' }), ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) => reply.status(201).send(await services.refs.createBranch(request.principal!, addressOf(request.params), request.body)),
    });

    app.delete(`${base}/*`, {
      config: { permission: 'write', wildcard },
      schema: {
        tags,
        ...operation(base, 'deleteBranch', 'Delete a branch (not the default branch)'),
        response: { 200: Type.Object({ deleted: Type.Boolean(), ref: Type.String(), sha: Type.String() }, { title: 'DeletedRef' }), ...errorResponses(400, 401, 403, 404, 422) },
      },
      handler: async (request) => services.refs.deleteBranch(request.principal!, addressOf(request.params), (request.params as { '*': string })['*']),
    });
  }

  for (const { url: base, config } of readRoutes('/branches')) {
    app.get(base, {
      config,
      schema: {
        tags,
        ...operation(base, 'listBranches', 'List branches'),
        querystring: Type.Object(
          {
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pagination.branches.max })),
            cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            { branches: Type.Array(Branch), default_branch: Type.String(), total: Type.Integer(), next_cursor: Nullable(Type.String()) },
            { title: 'BranchList' },
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      handler: async (request) => services.refs.listBranches(callerOf(request), addressOf(request.params), request.query),
    });

    // Branch names may contain slashes (feature/x), so the name is the rest of the path.
    app.get(`${base}/*`, {
      config: { ...config, wildcard },
      schema: { tags, ...operation(base, 'getBranch', 'Get a branch'), response: { 200: Branch, ...errorResponses(400, 401, 403, 404) } },
      handler: async (request) => services.refs.getBranch(callerOf(request), addressOf(request.params), (request.params as { '*': string })['*']),
    });
  }
}
