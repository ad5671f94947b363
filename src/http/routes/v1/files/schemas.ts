import { Type } from '@fastify/type-provider-typebox';
import { Nullable } from '../../shared/schemas.js';

// Response schemas avoid anyOf/Union: the serializer would run a validator per response to pick a branch.

const Sha = Type.String({ description: 'git object id (40 hex)' });

export const TreeQuery = Type.Object(
  { recursive: Type.Optional(Type.Boolean({ description: 'list every descendant as a flat list (capped at 10,000 entries)' })) },
  { additionalProperties: false },
);

export const TreeItem = Type.Object({
  name: Type.String(),
  path: Type.String({ description: 'full path from the repository root' }),
  type: Type.String({ enum: ['folder', 'file'], description: 'symlinks (mode 120000) and submodules (mode 160000) are files' }),
  sha: Sha,
  mode: Type.String({ description: 'six-digit git mode: 040000, 100644, 100755, 120000 or 160000' }),
  size: Type.Optional(Type.Integer({ description: 'bytes, for files and symlinks; absent for folders and submodules' })),
}, { title: 'TreeEntry' });

export const TreeResponse = Type.Object({
  items: Type.Array(TreeItem),
  path: Type.String({ description: "the folder listed ('' for the root)" }),
  ref: Type.String({ description: 'the ref as requested' }),
  sha: Nullable(Type.String({ description: 'the commit the ref resolved to; null for the default branch of a repository with no commit yet (items is then empty)' })),
  truncated: Type.Boolean({ description: 'true when more than 10,000 entries matched' }),
}, { title: 'Tree' });

export const BlobResponse = Type.Object({
  content: Type.String(),
  encoding: Type.String({ enum: ['utf-8', 'base64'], description: 'base64 when the file has a NUL byte in its first 8 KB or is not valid UTF-8' }),
  path: Type.String(),
  sha: Type.String({ description: 'blob id' }),
  size: Type.Integer({ description: 'size of the whole file in bytes' }),
}, { title: 'Blob' });

export const BlobRangeResponse = Type.Object({
  content: Type.String({ description: 'the requested bytes, base64' }),
  encoding: Type.String({ enum: ['base64'] }),
  path: Type.String(),
  sha: Type.String({ description: 'blob id' }),
  size: Type.Integer({ description: 'size of the whole file in bytes' }),
  range: Type.Object({ start: Type.Integer(), end: Type.Integer({ description: 'inclusive' }), length: Type.Integer() }),
}, { title: 'BlobRange' });

export const BatchBody = Type.Object(
  {
    ref: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'branch, tag or commit SHA; default: the default branch' })),
    paths: Type.Array(Type.String({ minLength: 1, maxLength: 4096 }), { minItems: 1, maxItems: 100 }),
    encoding: Type.Optional(Type.Union([Type.Literal('auto'), Type.Literal('binary'), Type.Literal('text')])),
    max_size: Type.Optional(Type.Integer({ minimum: 0, description: 'per-blob limit in bytes (default and ceiling 52428800)' })),
  },
  { additionalProperties: false, title: 'BlobsBatchRequest' },
);

export const BatchResponse = Type.Object({
  blobs: Type.Array(
    Type.Object({
      path: Type.String(),
      sha: Type.String(),
      size: Type.Integer(),
      encoding: Type.Optional(Type.String({ enum: ['utf-8', 'base64'] })),
      content: Type.Optional(Type.String()),
      truncated: Type.Optional(Type.Boolean({ description: 'true (and no content) when the blob is over max_size' })),
    }),
  ),
  missing: Type.Array(Type.String(), { description: 'paths that are absent, folders or submodules' }),
}, { title: 'BlobsBatch' });

export const NotModified = Type.Null({ description: 'Not modified: the ETag matched If-None-Match' });

const rawContent = {
  'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
  'text/plain': { schema: { type: 'string' } },
};

/** Raw bytes (no JSON envelope); documented per media type so no serializer is involved. */
export const RawResponse = { description: 'the file bytes', content: rawContent };
export const RawPartialResponse = { description: 'the requested byte range', content: rawContent };
