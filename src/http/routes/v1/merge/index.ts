import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { ErrorBody, errorResponses } from '../../shared/schemas.js';

const MergeBody = Type.Object(
  {
    source: Type.String({ minLength: 1, maxLength: 1024 }),
    strategy: Type.Optional(Type.Union([Type.Literal('fast-forward'), Type.Literal('merge-commit'), Type.Literal('squash')])),
    message: Type.Optional(Type.String({ minLength: 1, maxLength: 50 * 1024 })),
    author: Type.Optional(Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }), email: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false })),
    expected_sha: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false, title: 'MergeRequest' },
);

const MergeResult = Type.Object({
  merged: Type.Boolean(),
  sha: Type.String(),
  strategy: Type.String(),
  merge_sha: Type.Optional(Type.String()),
}, { title: 'MergeResult' });

/** Every 409 (conflicting files, diverged fast-forward, moved target) is an error body plus what is known. */
const MergeConflict = Type.Unsafe({
  title: 'MergeConflict',
  allOf: [
    ErrorBody,
    Type.Object({
      merged: Type.Optional(Type.Boolean()),
      strategy: Type.Optional(Type.String()),
      conflicts: Type.Optional(Type.Array(Type.String(), { description: 'paths that could not be merged' })),
      current_sha: Type.Optional(Type.String({ description: "the target's head when expected_sha did not match" })),
    }),
  ],
});

const wildcard = { name: 'name', description: 'target branch; may contain slashes (release/v1)', suffix: '/merge' };

/** `POST …/branches/:name/merge`; branch names may contain slashes, so the name is what precedes `/merge`. */
export function mergeRoutes(app: App, { services }: HttpDeps): void {
  for (const base of repoPaths('/branches')) {
    app.post(`${base}/*`, {
      config: { permission: 'write', wildcard },
      // Only `…/<name>/merge` is this route; any other POST under branches/ is a path taking GET and DELETE.
      onRequest: (request, reply, done) => {
        if ((request.params as { '*': string })['*'].endsWith('/merge')) done();
        else reply.callNotFound();
      },
      schema: { tags: ['branches'], ...operation(base, 'mergeIntoBranch', 'Merge a branch, tag or commit into a branch'), body: MergeBody, response: { 200: MergeResult, 409: MergeConflict, ...errorResponses(400, 401, 403, 404, 422) } },
      handler: async (request, reply) => {
        const rest = (request.params as { '*': string })['*'];
        const result = await services.merge.merge(request.principal!, addressOf(request.params), rest.slice(0, -'/merge'.length), request.body);
        if (result.merged) return reply.status(200).send(result);
        return reply.status(409).send({ error: `merge conflict in ${result.conflicts.length} file(s)`, code: 'CONFLICT', ...result });
      },
    });
  }
}
