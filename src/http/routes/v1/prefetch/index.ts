import { Readable } from 'node:stream';
import { Type } from '@fastify/type-provider-typebox';
import { PREFETCH_LIMITS, type PrefetchLine } from '../../../../services/files/index.js';
import type { App, HttpDeps } from '../../../types.js';
import { operation } from '../../shared/operation.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { errorResponses } from '../../shared/schemas.js';

const PrefetchBody = Type.Object(
  {
    ref: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'branch, tag or commit (default: the default branch)' })),
    globs: Type.Array(Type.String({ minLength: 1, maxLength: PREFETCH_LIMITS.globChars }), {
      minItems: 1,
      maxItems: PREFETCH_LIMITS.globs,
      description: 'path globs (picomatch syntax: **, *, ?, {a,b}, [ab]); a file is sent when its path matches any',
    }),
    max_blob_bytes: Type.Optional(Type.Integer({ minimum: 1, maximum: PREFETCH_LIMITS.blobBytes, description: 'larger files are listed as skipped (default and most: 1 MB)' })),
    max_total_bytes: Type.Optional(Type.Integer({ minimum: 1, maximum: PREFETCH_LIMITS.totalBytes, description: 'content sent in all (default and most: 16 MB)' })),
  },
  { additionalProperties: false, title: 'PrefetchRequest' },
);

const NDJSON_DESCRIPTION =
  'one JSON object per line: {type: "file", path, sha, size, mode, encoding, content} for each matching file sent, ' +
  '{type: "skipped", path, sha, size, mode, reason: "blob_too_large" | "total_exceeded"} for each matching file not sent, ' +
  'and last {type: "summary", ref, sha, matched, sent, skipped, bytes, truncated}';

// not `as const`: the type provider then leaves the reply's type open for the stream
const ndjsonContent = { 'application/x-ndjson': { schema: { type: 'string' } } };

/** SPEC "Prefetch": the files of a revision matching globs, streamed as NDJSON for a client-side filesystem. */
export function prefetchRoutes(app: App, { services }: HttpDeps): void {
  for (const url of repoPaths('/prefetch')) {
    app.post(url, {
      config: { permission: 'read' },
      schema: {
        tags: ['files'],
        ...operation(url, 'prefetchFiles', 'Stream the files matching globs as NDJSON'),
        body: PrefetchBody,
        response: {
          200: { description: NDJSON_DESCRIPTION, content: ndjsonContent },
          ...errorResponses(400, 401, 403, 404, 415),
        },
      },
      handler: async (request, reply) => {
        // checked and resolved before the status line: a bad glob or ref is a JSON error, not a broken stream
        const lines = await services.files.prefetch(request.principal!, addressOf(request.params), request.body);
        const ndjson = Readable.from(
          (async function* () {
            for await (const line of lines) yield `${JSON.stringify(line satisfies PrefetchLine)}\n`;
          })(),
        );
        return reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(ndjson);
      },
    });
  }
}
