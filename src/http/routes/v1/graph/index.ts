import { Type } from '@fastify/type-provider-typebox';
import { GRAPH_LIMITS, GraphPending, QUERY_TYPES } from '../../../../services/graph/index.js';
import type { App, HttpDeps } from '../../../types.js';
import { operation } from '../../shared/operation.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { BranchName, errorResponses, Nullable } from '../../shared/schemas.js';

const tags = ['graph'];

const GraphNode = Type.Object(
  {
    id: Type.String(),
    type: Type.String({ description: 'Function, Class, Interface, Enum, Type, Variable, Module, Decorator, Test, Route, Comment or File' }),
    name: Type.String(),
    file_path: Type.String(),
    blob_sha: Type.String(),
    start_line: Type.Integer(),
    end_line: Type.Integer(),
    signature: Type.String(),
    language: Type.String(),
    exported: Type.Boolean(),
    complexity: Type.Integer(),
    community_id: Nullable(Type.Integer()),
  },
  { title: 'GraphNode' },
);

const GraphEdge = Type.Object({ source_id: Type.String(), target_id: Type.String(), type: Type.String() }, { title: 'GraphEdge' });

const IndexStatus = Type.Object(
  {
    status: Type.Union([Type.Literal('not_indexed'), Type.Literal('pending'), Type.Literal('indexing'), Type.Literal('ready'), Type.Literal('failed')]),
    branch: Type.String(),
    last_commit_sha: Nullable(Type.String()),
    nodes_count: Type.Integer(),
    edges_count: Type.Integer(),
    total_batches: Type.Integer(),
    processed_batches: Type.Integer(),
    indexed_at: Nullable(Type.String()),
    error: Nullable(Type.String()),
  },
  { title: 'GraphIndexStatus' },
);

const QueryBody = Type.Object(
  {
    type: Type.Union(QUERY_TYPES.map((t) => Type.Literal(t))),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, description: 'a name; `Class.method` narrows to members of that class' })),
    file_path: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
    community_id: Type.Optional(Type.Integer({ minimum: 0 })),
    ref: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'branch or commit SHA (default: the default branch)' })),
    max_depth: Type.Optional(Type.Integer({ minimum: 1, maximum: GRAPH_LIMITS.maxDepth, description: `hops of multi-hop queries (default ${GRAPH_LIMITS.defaultDepth})` })),
  },
  { additionalProperties: false, title: 'GraphQuery' },
);

const Accepted = Type.Object({ status: Type.String(), message: Type.String() });

/** SPEC "Code graph and hybrid search": index, status, query, delete. */
export function graphRoutes(app: App, { services }: HttpDeps): void {
  for (const url of repoPaths('/graph/index')) {
    app.post(url, {
      config: { permission: 'write' },
      schema: {
        tags,
        ...operation(url, 'indexGraph', 'Build or update the code graph of a branch (asynchronous)'),
        body: Type.Object({ branch: Type.Optional(BranchName) }, { additionalProperties: false }),
        response: { 202: Type.Object({ status: Type.Literal('accepted'), branch: Type.String() }), ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => reply.status(202).send(await services.graph.requestIndex(request.principal!, addressOf(request.params), request.body ?? {})),
    });
    app.delete(url, {
      config: { permission: 'write' },
      schema: {
        tags,
        ...operation(url, 'deleteGraph', 'Delete the code graph of every branch'),
        response: { 200: Type.Object({ status: Type.Literal('deleted') }), ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => services.graph.deleteIndex(request.principal!, addressOf(request.params)),
    });
  }
  for (const url of repoPaths('/graph/index/status')) {
    app.get(url, {
      config: { permission: 'read' },
      schema: {
        tags,
        ...operation(url, 'getGraphIndexStatus', 'Status of the code graph of a branch'),
        querystring: Type.Object({ branch: Type.Optional(BranchName) }, { additionalProperties: false }),
        response: { 200: IndexStatus, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => services.graph.status(request.principal!, addressOf(request.params), request.query),
    });
  }
  for (const url of repoPaths('/graph/query')) {
    app.post(url, {
      config: { permission: 'read' },
      schema: {
        tags,
        ...operation(url, 'queryGraph', 'Query the code graph'),
        body: QueryBody,
        response: {
          200: Type.Object(
            { nodes: Type.Array(GraphNode), edges: Type.Optional(Type.Array(GraphEdge)), query_type: Type.String(), ref: Type.String() },
            { title: 'GraphQueryResult' },
          ),
          202: Accepted,
          ...errorResponses(400, 401, 403, 404),
        },
      },
      handler: async (request, reply) => {
        try {
          const { cache, ...result } = await services.graph.query(request.principal!, addressOf(request.params), request.body);
          return reply.header('x-cache', cache).send(result);
        } catch (error) {
          if (error instanceof GraphPending) return reply.status(202).send({ status: 'indexing', message: error.message });
          throw error;
        }
      },
    });
  }
}
