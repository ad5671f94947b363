import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { BranchName, errorResponses, Nullable, Slug } from '../../shared/schemas.js';

const tags = ['exec'];

/** pre_apply_changes carry up to 1,000 files of up to 10 MB, as commits do. */
const EXEC_BODY_LIMIT = 64 * 1024 * 1024;

const PreApply = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 4096 }),
    action: Type.Optional(Type.Union([Type.Literal('create'), Type.Literal('delete'), Type.Literal('rename'), Type.Literal('edit'), Type.Literal('lazy_edit')], { description: 'create (default), delete or rename; edit and lazy_edit are refused' })),
    content: Type.Optional(Type.String()),
    encoding: Type.Optional(Type.Union([Type.Literal('utf-8'), Type.Literal('base64')])),
    new_path: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
  },
  { additionalProperties: false, title: 'PreApplyChange' },
);

const Author = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }), email: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false });

const common = {
  command: Type.String({ minLength: 1, maxLength: 10_000 }),
  cwd: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: 'absolute workspace folder; default /' })),
  env: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$', maxLength: 256 }), Type.String({ maxLength: 65_536 }))),
  commit: Type.Optional(Type.Boolean()),
  commit_message: Type.Optional(Type.String()),
  author: Type.Optional(Author),
  pre_apply_changes: Type.Optional(Type.Array(PreApply)),
};

const ExecRequest = Type.Object(
  {
    ...common,
    branch: Type.Optional(BranchName),
    ref: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'commit SHA, branch or tag to read; to commit, give branch too' })),
  },
  { additionalProperties: false, title: 'ExecRequest' },
);

const ExecResult = Type.Object(
  {
    stdout: Type.String(),
    stderr: Type.String(),
    exit_code: Type.Integer({ description: '124: time limit; 126: a sandbox limit (commands, loops, output, string size); 137: memory limit' }),
    changed_files: Type.Array(Type.String()),
    commit_sha: Type.Optional(Nullable(Type.String({ description: 'with commit: true; null when nothing changed or the command failed' }))),
    execution_time_ms: Type.Integer(),
  },
  { title: 'ExecResult' },
);

const WorkspaceRequest = Type.Object(
  {
    ...common,
    repos: Type.Array(
      Type.Object({ slug: Slug, branch: Type.Optional(BranchName), namespace: Type.Optional(Slug) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 10 },
    ),
  },
  { additionalProperties: false, title: 'WorkspaceExecRequest' },
);

const FileChange = Type.Object({ path: Type.String(), action: Type.String({ enum: ['added', 'modified', 'removed'] }) });

const WorkspaceResult = Type.Object(
  {
    stdout: Type.String(),
    stderr: Type.String(),
    exit_code: Type.Integer(),
    changed_files: Type.Record(Type.String(), Type.Array(FileChange)),
    commits: Type.Optional(Type.Record(Type.String(), Type.String())),
    repos_mounted: Type.Array(Type.String()),
    execution_time_ms: Type.Integer(),
  },
  { title: 'WorkspaceExecResult' },
);

export function execRoutes(app: App, { services }: HttpDeps): void {
  for (const base of repoPaths('/exec')) {
    app.post(base, {
      config: { permission: 'read' },
      bodyLimit: EXEC_BODY_LIMIT,
      schema: {
        tags,
        ...operation(base, 'execCommand', 'Run a shell command in a workspace over the repository (optionally committing its changes)'),
        body: ExecRequest,
        response: { 200: ExecResult, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
      handler: async (request) => services.exec.run(request.principal!, addressOf(request.params), request.body),
    });
  }

  app.post('/v1/workspace/exec', {
    config: { permission: 'read' },
    bodyLimit: EXEC_BODY_LIMIT,
    schema: {
      tags,
      ...operation('/v1/workspace/exec', 'execWorkspace', 'Run a shell command over several repositories mounted at /<slug>/'),
      body: WorkspaceRequest,
      response: { 200: WorkspaceResult, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
    },
    handler: async (request) => services.exec.runMulti(request.principal!, request.body),
  });
}
