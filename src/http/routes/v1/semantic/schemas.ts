import { Type } from '@fastify/type-provider-typebox';
import { BranchName, Nullable } from '../../shared/schemas.js';

export const ScopeName = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9][a-z0-9-]*$', description: 'named index scope: lowercase letters, digits and hyphens, starting with a letter or digit' });

export const IndexRequest = Type.Object(
  {
    branch: Type.Optional(BranchName),
    path_prefix: Type.Optional(Type.String({ maxLength: 4096, description: 'only index paths with this prefix; omitted keeps the stored prefix; "" clears it' })),
    scope: Type.Optional(ScopeName),
  },
  { additionalProperties: false, title: 'SemanticIndexRequest' },
);

export const IndexAccepted = Type.Object(
  {
    message: Type.String(),
    repo_slug: Type.String(),
    branch: Type.String(),
    path_prefix: Nullable(Type.String()),
    scope: Type.Optional(Type.String()),
  },
  { title: 'SemanticIndexAccepted' },
);

export const StatusQuery = Type.Object(
  { branch: Type.Optional(BranchName), scope: Type.Optional(ScopeName) },
  { additionalProperties: false },
);

export const IndexStatus = Type.Object(
  {
    indexed: Type.Boolean(),
    status: Type.String({ enum: ['not_indexed', 'pending', 'indexing', 'ready', 'failed'] }),
    scope: Type.Optional(Type.String()),
    branch: Type.String(),
    path_prefix: Type.Optional(Type.String()),
    last_commit_sha: Nullable(Type.String()),
    chunks_count: Type.Integer(),
    total_batches: Type.Integer(),
    processed_batches: Type.Integer(),
    indexed_at: Nullable(Type.String()),
    error: Nullable(Type.String()),
  },
  { title: 'SemanticIndexStatus' },
);

export const DeleteRequest = Type.Object(
  { branch: Type.Optional(BranchName), scope: Type.Optional(ScopeName) },
  { additionalProperties: false, title: 'SemanticIndexDeleteRequest' },
);

export const Deleted = Type.Object({ deleted: Type.Boolean(), vectors_deleted: Type.Boolean() }, { title: 'SemanticIndexDeleted' });

export const SearchRequest = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: 32_000 }),
    sub_queries: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 32_000 }), { maxItems: 6, description: 'each embedded separately and fused with q (Reciprocal Rank Fusion)' })),
    ref: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'branch, tag or commit SHA (default: the default branch)' })),
    scope: Type.Optional(ScopeName),
    path_pattern: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'glob (picomatch syntax) the file path must match' })),
    language: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'e.g. typescript, python, go, markdown' })),
    top_k: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
    expand_context: Type.Optional(Type.Boolean({ description: 'adds about 20 lines before and after each result' })),
    rerank: Type.Optional(Type.Boolean({ description: 'rerank candidates (built-in BM25, or the configured reranker); default true' })),
  },
  { additionalProperties: false, title: 'SemanticSearchRequest' },
);

const SearchResult = Type.Object(
  {
    file_path: Type.String(),
    score: Type.Number({ minimum: 0, maximum: 1 }),
    language: Nullable(Type.String()),
    start_line: Type.Integer(),
    end_line: Type.Integer(),
    snippet: Type.String(),
    context_before: Type.String(),
    context_after: Type.String(),
  },
  { title: 'SemanticSearchResult' },
);

export const SearchResponse = Type.Object(
  { results: Type.Array(SearchResult), query: Type.String(), repo_slug: Type.String(), ref: Type.String(), commit_sha: Type.String() },
  { title: 'SemanticSearchResponse' },
);

export const SearchPending = Type.Object(
  { message: Type.String(), status: Type.String(), repo_slug: Type.String(), ref: Type.String() },
  { title: 'SemanticSearchPending' },
);
