import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { branchAction, branchOf, type BranchAction } from '../../shared/branch-actions.js';
import { operation } from '../../shared/operation.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { ErrorBody, errorResponses } from '../../shared/schemas.js';

const PickBody = (title: string, what: string) =>
  Type.Object(
    {
      sha: Type.String({ minLength: 1, maxLength: 1024, description: `the commit to ${what}: a full or short SHA, or any revision naming a commit` }),
      expected_sha: Type.Optional(Type.String({ maxLength: 64, description: "the branch's head the change must apply to; 409 when it has moved" })),
      mainline: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 64, description: 'for a merge commit (required then): the 1-based parent its change is measured against' }),
      ),
      message: Type.Optional(Type.String({ minLength: 1, maxLength: 50 * 1024 })),
      author: Type.Optional(
        Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }), email: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false }),
      ),
    },
    { additionalProperties: false, title },
  );

const PickResult = Type.Object(
  {
    sha: Type.String({ description: 'the new commit, now the head of the branch' }),
    branch: Type.String(),
    previous_sha: Type.String({ description: "the branch's head the commit was made on" }),
    source_sha: Type.String({ description: 'the commit cherry-picked or reverted' }),
  },
  { title: 'PickResult' },
);

/** A 409 names the conflicting files (as for merges), or the branch's current head when expected_sha did not match. */
const PickConflict = Type.Unsafe({
  title: 'PickConflict',
  allOf: [
    ErrorBody,
    Type.Object({
      conflicts: Type.Optional(Type.Array(Type.String(), { description: 'paths the change cannot be applied to' })),
      current_sha: Type.Optional(Type.String({ description: "the branch's head when expected_sha did not match" })),
    }),
  ],
});

const ACTIONS: { action: Exclude<BranchAction, 'merge'>; id: string; summary: string; title: string; what: string }[] = [
  { action: 'cherry-pick', id: 'cherryPickOntoBranch', summary: 'Apply the change of a commit onto a branch (git cherry-pick)', title: 'CherryPickRequest', what: 'apply' },
  { action: 'revert', id: 'revertOnBranch', summary: 'Undo the change of a commit on a branch with a new commit (git revert)', title: 'RevertRequest', what: 'undo' },
];

/** `POST …/branches/:name/cherry-pick` and `…/revert`, through the commit writer with compare-and-swap. */
export function cherryPickRoutes(app: App, { services }: HttpDeps): void {
  for (const { action, id, summary, title, what } of ACTIONS) {
    const { constraints, wildcard } = branchAction(app, action);
    const body = PickBody(title, what);
    for (const base of repoPaths('/branches')) {
      app.post(`${base}/*`, {
        config: { permission: 'write', wildcard },
        constraints,
        schema: {
          tags: ['branches'],
          ...operation(base, id, summary),
          body,
          response: { 200: PickResult, 409: PickConflict, ...errorResponses(400, 401, 403, 404, 422, 504) },
        },
        handler: async (request) => {
          const branch = branchOf(request.params, action);
          const input = request.body;
          const result =
            action === 'cherry-pick'
              ? await services.cherryPick.cherryPick(request.principal!, addressOf(request.params), branch, input)
              : await services.cherryPick.revert(request.principal!, addressOf(request.params), branch, input);
          return { ...result, branch };
        },
      });
    }
  }
}
