import { Type } from '@fastify/type-provider-typebox';
import { BLAME_LIMITS } from '../../../../services/blame/index.js';
import type { App, HttpDeps } from '../../../types.js';
import { operation } from '../../shared/operation.js';
import { callerOf, readRoutes } from '../../shared/read-routes.js';
import { addressOf } from '../../shared/repo-paths.js';
import { errorResponses, Nullable } from '../../shared/schemas.js';

const wildcard = { name: 'path', description: 'path of the file inside the repository' };

const BlameQuery = Type.Object(
  {
    start_line: Type.Optional(Type.Integer({ minimum: 1, description: 'first line to blame (1-based; default 1)' })),
    end_line: Type.Optional(
      Type.Integer({ minimum: 1, description: `last line to blame (default: the end of the file, at most ${BLAME_LIMITS.maxLines} lines from start_line)` }),
    ),
  },
  { additionalProperties: false },
);

const BlameLine = Type.Object(
  {
    line: Type.Integer({ description: 'line number in the file at the requested ref' }),
    sha: Type.String({ description: 'the commit that last changed the line' }),
    original_line: Type.Integer({ description: 'the line’s number in that commit' }),
    original_path: Type.String({ description: 'the file’s path in that commit (differs after a rename)' }),
    author_name: Type.String(),
    author_email: Type.String(),
    timestamp: Type.Integer({ description: 'author time of that commit, seconds since the epoch' }),
    content: Type.String({ description: 'the line, without its newline' }),
  },
  { title: 'BlameLine' },
);

const BlameCommit = Type.Object(
  {
    sha: Type.String(),
    summary: Type.String({ description: 'first line of the commit message' }),
    author_name: Type.String(),
    author_email: Type.String(),
    timestamp: Type.Integer(),
    boundary: Type.Boolean({ description: 'the history ends at this commit (a root commit)' }),
    previous_sha: Nullable(Type.String({ description: 'the parent the lines came from before this commit; null at a boundary' })),
    previous_path: Nullable(Type.String()),
  },
  { title: 'BlameCommit' },
);

const Blame = Type.Object(
  {
    ref: Type.String(),
    sha: Type.String({ description: 'commit the ref resolved to' }),
    path: Type.String(),
    start_line: Type.Integer({ description: '0 for an empty file' }),
    end_line: Type.Integer(),
    total_lines: Type.Integer(),
    truncated: Type.Boolean({ description: `true when end_line was not given and the file goes on past ${BLAME_LIMITS.maxLines} lines` }),
    lines: Type.Array(BlameLine),
    commits: Type.Array(BlameCommit, { description: 'each commit named by a line, once' }),
  },
  { title: 'Blame' },
);

function paramsOf(url: string) {
  return Type.Object({
    ...(url.includes(':orgSlug') ? { orgSlug: Type.String() } : {}),
    ...(url.includes(':namespace') ? { namespace: Type.String() } : {}),
    slug: Type.String(),
    ref: Type.String({ minLength: 1, description: 'branch, tag or commit SHA' }),
    '*': Type.String({ description: wildcard.description }),
  });
}

/** `GET …/blame/:ref/*path`: git blame --porcelain of a line range; public repositories too. */
export function blameRoutes(app: App, { services }: HttpDeps): void {
  for (const { url, config } of readRoutes('/blame/:ref/*')) {
    app.get(url, {
      config: { ...config, wildcard },
      schema: {
        tags: ['files'],
        ...operation(url, 'getBlame', 'Blame a file: the commit, author and original line of each line'),
        params: paramsOf(url),
        querystring: BlameQuery,
        response: { 200: Blame, ...errorResponses(400, 401, 403, 404, 422, 504) },
      },
      handler: async (request) => {
        const p = request.params as { ref: string; '*': string };
        return services.blame.blame(callerOf(request), addressOf(request.params), p.ref, p['*'], request.query);
      },
    });
  }
}
