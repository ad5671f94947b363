import { Type } from '@fastify/type-provider-typebox';
import { HYBRID_LIMITS } from '../../../../services/hybrid/index.js';
import type { App, HttpDeps } from '../../../types.js';
import { operation } from '../../shared/operation.js';
import { repoPaths, addressOf } from '../../shared/repo-paths.js';
import { errorResponses, Nullable } from '../../shared/schemas.js';

const HybridBody = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: HYBRID_LIMITS.qChars, description: 'the query: words, an identifier, or a question' }),
    ref: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'branch or commit SHA (default: the default branch)' })),
    strategy: Type.Optional(
      Type.Union([Type.Literal('auto'), Type.Literal('semantic'), Type.Literal('graph'), Type.Literal('hybrid'), Type.Literal('keyword')], {
        description: 'auto (default) classifies the query and weights the legs by SPEC; semantic, graph and keyword run one leg (keyword is a Grove addition); hybrid weights all legs alike',
      }),
    ),
    top_k: Type.Optional(Type.Integer({ minimum: 1, maximum: HYBRID_LIMITS.topK, description: `results (default ${HYBRID_LIMITS.defaultTopK})` })),
    include_graph: Type.Optional(Type.Boolean({ description: 'adds callers and callees of the top results (null when no code graph covers them)' })),
  },
  { additionalProperties: false, title: 'HybridSearchRequest' },
);

const Relationships = Nullable(Type.Object({ callers: Type.Array(Type.String()), callees: Type.Array(Type.String()) }));
const Weight = Type.Number({ minimum: 0, maximum: 1 });

const HybridResponse = Type.Object(
  {
    results: Type.Array(
      Type.Object({
        file_path: Type.String(),
        name: Nullable(Type.String({ description: 'the symbol the result is about, when one is known' })),
        type: Nullable(Type.String({ description: 'its kind (Function, Class, …), as code-graph node types' })),
        score: Type.Number({ minimum: 0, maximum: 1 }),
        sources: Type.Array(Type.String({ enum: ['semantic', 'graph', 'keyword'] })),
        start_line: Type.Integer(),
        end_line: Type.Integer(),
        language: Nullable(Type.String()),
        signature: Nullable(Type.String()),
        relationships: Type.Optional(Relationships),
      }),
    ),
    query: Type.String(),
    ref: Type.String(),
    strategy_used: Type.String({ description: 'auto: the class the query fell in (structural, symbol, natural_language, impact); else the strategy asked for' }),
    weights: Type.Object({ semantic: Weight, graph: Weight, keyword: Weight }),
    commit_sha: Type.String(),
  },
  { title: 'HybridSearchResponse' },
);

const Indexing = Type.Object({ status: Type.Literal('indexing'), message: Type.String(), ref: Type.String() }, { title: 'SearchIndexing' });

/** SPEC "Code graph and hybrid search": `POST …/hybrid-search`. */
export function hybridSearchRoutes(app: App, { services }: HttpDeps): void {
  for (const url of repoPaths('/hybrid-search')) {
    app.post(url, {
      config: { permission: 'read' },
      schema: {
        tags: ['search'],
        ...operation(url, 'hybridSearch', 'Search code by semantic, graph and keyword legs fused'),
        body: HybridBody,
        response: { 200: HybridResponse, 202: Indexing, ...errorResponses(400, 401, 403, 404, 503) },
      },
      handler: async (request, reply) => {
        const answer = await services.hybrid.search(request.principal!, addressOf(request.params), request.body);
        return reply.code(answer.status).send(answer.body);
      },
    });
  }
}
