import type { OutgoingHttpHeaders } from 'node:http';
import { Type } from '@fastify/type-provider-typebox';
import { AppError } from '../../../../domain/errors.js';
import { AGENTIC_LIMITS, type SearchEvent } from '../../../../services/agentic-search/index.js';
import type { App, HttpDeps } from '../../../types.js';
import { operation } from '../../shared/operation.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { errorResponses } from '../../shared/schemas.js';

const SearchBody = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: AGENTIC_LIMITS.queryChars, description: 'the question' }),
    ref: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'branch, tag or commit to search (default: the default branch)' })),
    max_turns: Type.Optional(Type.Integer({ minimum: 1, maximum: AGENTIC_LIMITS.maxTurnsCap, description: `model turns at most (default ${AGENTIC_LIMITS.maxTurnsDefault})` })),
    structure_depth: Type.Optional(
      Type.Integer({ minimum: 1, maximum: AGENTIC_LIMITS.structureDepthMax, description: `depth of the directory listing in the first prompt (default ${AGENTIC_LIMITS.structureDepthDefault})` }),
    ),
    stream: Type.Optional(Type.Boolean({ description: 'answer as server-sent events (default false)' })),
  },
  { additionalProperties: false, title: 'AgenticSearchRequest' },
);

const Location = Type.Object(
  { path: Type.String(), start_line: Type.Integer({ description: '1-based; 0 when no range was given' }), end_line: Type.Integer() },
  { title: 'AgenticSearchLocation' },
);

const SearchResult = Type.Object(
  {
    answer: Type.String(),
    locations: Type.Array(Location),
    total_turns: Type.Integer(),
    total_tokens: Type.Integer({ description: 'completion tokens of all turns: the billed quantity' }),
    ref: Type.String(),
    commit_sha: Type.String(),
  },
  { title: 'AgenticSearchResult' },
);

const STREAM_DESCRIPTION =
  'With stream: true, text/event-stream: `data: <json>` frames with a `type`: start {ref, commit_sha, workspace_ms}, ' +
  'turn_start {turn}, tool_call {turn, call_id, tool, args}, tool_result {turn, call_id, content, truncated}, ' +
  'turn_end {turn, prompt_tokens, completion_tokens}, finish {answer, locations, total_turns, total_tokens}, ' +
  'error {code, message, turn} (then the stream ends).';

/** One server-sent-events frame: SPEC's `data: <json>` and a blank line, no `event:` line. */
const frame = (event: SearchEvent) => `data: ${JSON.stringify(event)}\n\n`;

/** Events that exist only once the model has answered: the stream opens with the first of them. */
const needsAnswer = (event: SearchEvent) => event.type !== 'start' && event.type !== 'turn_start';

export function agenticSearchRoutes(app: App, { services }: HttpDeps): void {
  for (const url of repoPaths('/agentic-search')) {
    app.post(url, {
      config: { permission: 'read' },
      schema: {
        tags: ['search'],
        ...operation(url, 'agenticSearch', 'Answer a question about the repository with a model that searches it (paid plans)'),
        body: SearchBody,
        response: {
          200: { ...SearchResult, description: STREAM_DESCRIPTION },
          ...errorResponses(400, 401, 402, 403, 404, 502, 503),
        },
      },
      handler: async (request, reply) => {
        // 400, 402, 403, 404 and 503 are answered here, before anything is sent
        const search = await services.agenticSearch.prepare(request.principal!, addressOf(request.params), request.body);
        const res = reply.raw;
        const abort = new AbortController();
        // a client that goes away stops the loop (the turns it already ran are billed)
        res.once('close', () => {
          if (!res.writableEnded) abort.abort();
        });
        if (request.body.stream !== true) return search.run(() => {}, abort.signal);

        // The stream opens with the model's first answer, so an upstream that fails at once is a plain 502.
        let early: string[] | null = [];
        const open = () => {
          reply.hijack();
          res.writeHead(200, {
            ...(reply.getHeaders() as OutgoingHttpHeaders),
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            'x-accel-buffering': 'no',
          });
          res.write(early!.join(''));
          early = null;
        };
        const send = (event: SearchEvent) => {
          if (early) {
            early.push(frame(event));
            if (needsAnswer(event)) open();
          } else if (!res.destroyed) {
            res.write(frame(event));
          }
        };
        try {
          await search.run(send, abort.signal);
        } catch (error) {
          if (early) throw error;
          const failure = error instanceof AppError ? error : new AppError('INTERNAL_ERROR', 'the search failed');
          const turn = failure.details?.turn;
          send({ type: 'error', code: failure.code, message: failure.message, ...(typeof turn === 'number' ? { turn } : {}) });
        }
        if (!res.destroyed) res.end();
        return reply;
      },
    });
  }
}
