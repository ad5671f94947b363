import { Type } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../../domain/limits.js';
import type { App, HttpDeps } from '../../../types.js';
import { callerOf, readRoutes } from '../../shared/read-routes.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { BranchName, errorResponses, Nullable } from '../../shared/schemas.js';

const tags = ['commits'];

/** Commits carry up to 1,000 files of up to 10 MB; JSON (and base64) needs room beyond the 1 MiB default. */
const COMMIT_BODY_LIMIT = 64 * 1024 * 1024;

const Edit = Type.Union([
  Type.Object({ old_string: Type.String(), new_string: Type.Optional(Type.String()) }, { additionalProperties: false }),
  Type.Object({ range: Type.Tuple([Type.Integer(), Type.Integer()]), content: Type.String() }, { additionalProperties: false }),
]);

const Change = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 4096 }),
    action: Type.Optional(Type.Union([Type.Literal('create'), Type.Literal('edit'), Type.Literal('delete'), Type.Literal('rename'), Type.Literal('lazy_edit')])),
    content: Type.Optional(Type.String()),
    encoding: Type.Optional(Type.Union([Type.Literal('utf-8'), Type.Literal('base64')])),
    edits: Type.Optional(Type.Array(Edit, { maxItems: 1000 })),
    new_path: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
    edit_snippet: Type.Optional(Type.String()),
    instruction: Type.Optional(Type.String()),
  },
  { additionalProperties: false, title: 'FileChange' },
);

const CreateCommit = Type.Object(
  {
    branch: BranchName,
    message: Type.String(),
    author: Type.Optional(Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }), email: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false })),
    parent_sha: Type.Optional(Type.String()),
    allow_empty: Type.Optional(Type.Boolean({ description: 'commit even when the changes leave every file as it is (otherwise 422)' })),
    changes: Type.Array(Change),
  },
  { additionalProperties: false, title: 'CreateCommitRequest' },
);

const CommitFields = {
  sha: Type.String(),
  message: Type.String(),
  author_name: Type.String(),
  author_email: Type.String(),
  timestamp: Type.Integer(),
  parents: Type.Array(Type.String()),
};

const Created = Type.Object({ ...CommitFields, tree_sha: Type.String(), branch: Type.String(), parent: Nullable(Type.String()) }, { title: 'CreatedCommit' });
const Commit = Type.Object(CommitFields, { title: 'Commit' });
const ChangedFile = Type.Object(
  {
    path: Type.String(),
    status: Type.String({ enum: ['added', 'modified', 'removed'] }),
    additions: Type.Integer(),
    deletions: Type.Integer(),
    binary: Type.Boolean(),
  },
  { title: 'ChangedFile' },
);
const CommitDetail = Type.Object(
  { ...CommitFields, tree: Type.String(), files: Type.Optional(Type.Array(ChangedFile, { description: 'with ?files=true: the changes against the first parent' })) },
  { title: 'CommitDetail' },
);

export function commitRoutes(app: App, { services }: HttpDeps): void {
  for (const base of repoPaths('/commits')) {
    app.post(base, {
      config: { permission: 'write' },
      bodyLimit: COMMIT_BODY_LIMIT,
      schema: { tags, ...operation(base, 'createCommit', 'Commit file changes to a branch'), body: CreateCommit, response: { 201: Created, ...errorResponses(400, 401, 402, 403, 404, 409, 413, 415, 422, 502, 503) } },
      handler: async (request, reply) => reply.status(201).send(await services.commits.create(request.principal!, addressOf(request.params), request.body)),
    });

  }

  for (const { url: base, config } of readRoutes('/commits')) {
    app.get(base, {
      config,
      schema: {
        tags,
        ...operation(base, 'listCommits', 'List the history of a ref, newest first'),
        querystring: Type.Object(
          {
            ref: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
            branch: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pagination.commits.max })),
            cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
            path: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: 'only commits that changed this file or folder (git log -- <path>)' })),
            since: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'ISO 8601 date or date-time: committed at or after it' })),
            until: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'ISO 8601 date or date-time (a date means its end): committed at or before it' })),
            author: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: "case-insensitive text found in the author's `name <email>`" })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            { commits: Type.Array(Commit), ref: Type.String(), has_more: Type.Boolean(), next_cursor: Nullable(Type.String()) },
            { title: 'CommitList' },
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      handler: async (request) => {
        const page = await services.commits.history(callerOf(request), addressOf(request.params), request.query);
        return { commits: page.commits, ref: page.ref, has_more: page.has_more, next_cursor: page.next_cursor };
      },
    });

    app.get(`${base}/:sha`, {
      config,
      schema: {
        tags,
        ...operation(base, 'getCommit', 'Get a commit by SHA (full or abbreviated) or ref'),
        querystring: Type.Object(
          { files: Type.Optional(Type.Boolean({ description: 'include the files the commit changed against its first parent, with line counts' })) },
          { additionalProperties: false },
        ),
        response: { 200: CommitDetail, 304: Type.Null(), ...errorResponses(400, 401, 403, 404, 422, 504) },
      },
      handler: async (request, reply) => {
        const withFiles = request.query.files === true;
        const { resolved, commit, files } = await services.commits.get(callerOf(request), addressOf(request.params), (request.params as { sha: string }).sha, { files: withFiles });
        const etag = `"${resolved.sha}${withFiles ? '-files' : ''}"`;
        reply.header('etag', etag);
        reply.header('cache-control', `${config.publicRead ? 'public' : 'private'}, ${resolved.kind === 'commit' ? 'max-age=31536000, immutable' : 'max-age=60'}`);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        return {
          sha: resolved.sha,
          message: commit.message,
          tree: commit.tree,
          author_name: commit.author.name,
          author_email: commit.author.email,
          timestamp: commit.author.timestamp,
          parents: commit.parents,
          ...(files ? { files } : {}),
        };
      },
    });
  }
}
