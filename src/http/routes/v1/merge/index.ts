import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { branchAction, branchOf } from '../../shared/branch-actions.js';
import { operation } from '../../shared/operation.js';
import { ErrorBody, errorResponses, Nullable } from '../../shared/schemas.js';

const MergeBody = Type.Object(
  {
    source: Type.String({ minLength: 1, maxLength: 1024 }),
    strategy: Type.Optional(Type.Union([Type.Literal('fast-forward'), Type.Literal('merge-commit'), Type.Literal('squash')])),
    message: Type.Optional(Type.String({ minLength: 1, maxLength: 50 * 1024 })),
    author: Type.Optional(Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }), email: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false })),
    expected_sha: Type.Optional(Type.String({ maxLength: 64 })),
    dry_run: Type.Optional(Type.Boolean({ description: 'say what the merge would do (conflicts with their hunks included) and write nothing' })),
  },
  { additionalProperties: false, title: 'MergeRequest' },
);

const MergeResult = Type.Object({
  merged: Type.Boolean(),
  sha: Type.String(),
  strategy: Type.String(),
  merge_sha: Type.Optional(Type.String()),
}, { title: 'MergeResult' });

const ConflictHunk = Type.Object(
  {
    start_line: Type.Integer({ description: 'line of the <<<<<<< marker in content (1-based)' }),
    ours: Type.String({ description: "the target branch's lines" }),
    theirs: Type.String({ description: "the source's lines" }),
  },
  { title: 'ConflictHunk' },
);

const ConflictFile = Type.Object(
  {
    path: Type.String(),
    kind: Type.String({ description: "git's conflict kind: content, modify/delete, add/add, rename/delete, file/directory, binary, …" }),
    content: Nullable(Type.String({ description: 'the file with conflict markers labelled with the branch and source names; null when git marks no text (modify/delete, binary) or past the size limits' })),
    hunks: Type.Array(ConflictHunk),
  },
  { title: 'ConflictFile' },
);

const MergePreview = Type.Object(
  {
    dry_run: Type.Boolean(),
    mergeable: Type.Boolean({ description: 'whether the same request without dry_run would merge' }),
    strategy: Type.String({ description: 'the strategy asked for' }),
    result: Type.String({
      enum: ['already_up_to_date', 'fast-forward', 'merge-commit', 'squash', 'conflict', 'not_fast_forward'],
      description: 'what the merge would do, or why it would not',
    }),
    head_sha: Type.String({ description: "the target branch's head the preview was computed against" }),
    source_sha: Type.String(),
    merge_base_sha: Nullable(Type.String()),
    conflicts: Type.Array(ConflictFile, { description: 'files a three-way merge cannot reconcile (also when a fast-forward is refused)' }),
    conflicts_truncated: Type.Boolean({ description: 'some files are listed without content (past 50 files, 1 MB a file or 8 MB in all)' }),
  },
  { title: 'MergePreview' },
);

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


/** `POST …/branches/:name/merge`; branch names may contain slashes, so the name is what precedes `/merge`. */
export function mergeRoutes(app: App, { services }: HttpDeps): void {
  const { constraints, wildcard } = branchAction(app, 'merge');
  for (const base of repoPaths('/branches')) {
    app.post(`${base}/*`, {
      config: { permission: 'write', wildcard },
      constraints,
      schema: { tags: ['branches'], ...operation(base, 'mergeIntoBranch', 'Merge a branch, tag or commit into a branch'), body: MergeBody, response: { 200: Type.Union([MergeResult, MergePreview]), 409: MergeConflict, ...errorResponses(400, 401, 403, 404, 422) } },
      handler: async (request, reply) => {
        const result = await services.merge.merge(request.principal!, addressOf(request.params), branchOf(request.params, 'merge'), request.body);
        if ('dry_run' in result || result.merged) return reply.status(200).send(result);
        return reply.status(409).send({ error: `merge conflict in ${result.conflicts.length} file(s)`, code: 'CONFLICT', ...result });
      },
    });
  }
}
