import { Type } from '@fastify/type-provider-typebox';
import { DIFF_LIMITS } from '../../../../services/diff/index.js';
import type { App, HttpDeps } from '../../../types.js';
import { callerOf, readRoutes } from '../../shared/read-routes.js';
import { addressOf } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { errorResponses, Nullable } from '../../shared/schemas.js';

const tags = ['diff'];
const Rev = Type.String({ minLength: 1, maxLength: 1024, description: 'branch, tag or commit SHA' });

const DiffQuery = Type.Object(
  {
    base: Rev,
    head: Rev,
    mode: Type.Optional(
      Type.Union([Type.Literal('two-dot'), Type.Literal('three-dot')], {
        description: "two-dot (default): base's tree against head's; three-dot: from the merge base of base and head to head (GitHub's compare)",
      }),
    ),
    patch: Type.Optional(Type.Boolean({ description: 'include each file’s unified diff (default false)' })),
    context: Type.Optional(
      Type.Integer({ minimum: 0, maximum: DIFF_LIMITS.maxContext, description: `context lines in patches (default ${DIFF_LIMITS.defaultContext})` }),
    ),
  },
  { additionalProperties: false },
);

const DiffFile = Type.Object({
  path: Type.String(),
  status: Type.String({ enum: ['added', 'modified', 'removed'], description: 'renames are a removal plus an addition' }),
  old_sha: Nullable(Type.String({ description: 'blob id on the base side; null when added' })),
  new_sha: Nullable(Type.String({ description: 'blob id on the head side; null when removed' })),
  old_mode: Nullable(Type.String()),
  new_mode: Nullable(Type.String()),
  additions: Type.Integer(),
  deletions: Type.Integer(),
  binary: Type.Boolean({ description: 'binary files count 0 additions and 0 deletions, as numstat’s "-"' }),
  patch: Type.Optional(
    Nullable(Type.String({ description: 'only with patch=true: the file’s `git diff` text; null when past the 10 MB patch limit' })),
  ),
}, { title: 'DiffFile' });

const DiffResponse = Type.Object({
  base: Type.String({ description: 'commit SHA base resolved to' }),
  head: Type.String({ description: 'commit SHA head resolved to' }),
  mode: Type.String({ enum: ['two-dot', 'three-dot'] }),
  merge_base_sha: Nullable(Type.String({ description: 'three-dot: the merge base the diff starts from; null in two-dot mode' })),
  files: Type.Array(DiffFile),
  total_files_changed: Type.Integer(),
  total_additions: Type.Integer(),
  total_deletions: Type.Integer(),
  patch_truncated: Type.Optional(Type.Boolean({ description: 'only with patch=true: true when patches were cut at 10 MB' })),
}, { title: 'Diff' });

export function diffRoutes(app: App, { services }: HttpDeps): void {
  for (const { url, config } of readRoutes('/diff')) {
    app.get(url, {
      config,
      schema: {
        tags,
        ...operation(url, 'getDiff', 'Compare two revisions'),
        params: url.includes(':namespace') ? Type.Object({ namespace: Type.String(), slug: Type.String() }) : Type.Object({ slug: Type.String() }),
        querystring: DiffQuery,
        response: { 200: DiffResponse, ...errorResponses(400, 401, 403, 404, 422, 504) },
      },
      handler: async (request) => services.diff.compare(callerOf(request), addressOf(request.params), request.query),
    });
  }
}
