import { Type } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../../domain/limits.js';
import { BranchName, Nullable, Slug } from '../../shared/schemas.js';

export const ForkBody = Type.Object(
  {
    slug: Slug,
    namespace: Type.Optional(Type.Union([Slug, Type.Null()])),
    description: Type.Optional(Type.String({ maxLength: LIMITS.description })),
    default_branch: Type.Optional(BranchName),
    mode: Type.Optional(Type.Union([Type.Literal('instant'), Type.Literal('deep')])),
    /** Organization of the source when it is not the caller's; only public templates qualify. */
    source_org: Type.Optional(Slug),
  },
  { additionalProperties: false, title: 'ForkRequest' },
);

const ForkedFrom = Type.Object({ repo_id: Type.String(), org_id: Type.String(), slug: Type.String(), namespace: Nullable(Type.String()) });

const ForkFields = {
  fork_mode: Type.String({ enum: ['instant', 'deep'] }),
  fork_depth: Type.Integer(),
  fork_root: Type.String(),
  blob_materialization: Type.String({ enum: ['sync', 'queued'] }),
  shared_blobs: Type.Integer(),
  owned_blobs: Type.Integer(),
};

export const ForkCreated = Type.Object({
  id: Type.String(),
  namespace: Nullable(Type.String()),
  slug: Type.String(),
  description: Type.String(),
  default_branch: Type.String(),
  visibility: Type.String({ enum: ['public', 'private'] }),
  is_template: Type.Boolean(),
  forked_from: ForkedFrom,
  ...ForkFields,
  git_url: Type.String(),
  api_url: Type.String(),
  created_at: Type.String(),
}, { title: 'Fork' });

export const ForkStatus = Type.Object({
  id: Type.String(),
  forked_from: ForkedFrom,
  ...ForkFields,
  materialized: Type.Boolean(),
  reachable_objects: Nullable(Type.Integer()),
}, { title: 'ForkStatus' });
