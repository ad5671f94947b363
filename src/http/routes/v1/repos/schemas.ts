import { Type } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../../domain/limits.js';
import { BranchName, Nullable, Slug } from '../../shared/schemas.js';

const Visibility = Type.Union([Type.Literal('public'), Type.Literal('private')]);
const Description = Type.String({ maxLength: LIMITS.description });

export const CreateRepoBody = Type.Object(
  {
    slug: Slug,
    namespace: Type.Optional(Type.Union([Slug, Type.Null()])),
    description: Type.Optional(Description),
    visibility: Type.Optional(Visibility),
    default_branch: Type.Optional(BranchName),
    init: Type.Optional(Type.Boolean()),
    is_template: Type.Optional(Type.Boolean()),
    auto_index: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'CreateRepoRequest' },
);

export const UpdateRepoBody = Type.Object(
  {
    description: Type.Optional(Description),
    visibility: Type.Optional(Visibility),
    default_branch: Type.Optional(BranchName),
    is_template: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'UpdateRepoRequest' },
);

export const ListReposQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pagination.repos.max })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: LIMITS.pagination.maxOffset })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    namespace: Type.Optional(Type.String({ maxLength: 100 })),
    is_template: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const ForkedFrom = Nullable(
  Type.Object({ repo_id: Type.String(), org_id: Type.String(), slug: Type.String(), namespace: Nullable(Type.String()) }),
);

const RepoFields = {
  id: Type.String(),
  namespace: Nullable(Type.String()),
  slug: Type.String(),
  description: Type.String(),
  visibility: Type.String({ enum: ['public', 'private'] }),
  default_branch: Type.String(),
  is_template: Type.Boolean(),
  forked_from: ForkedFrom,
  created_at: Type.String(),
  updated_at: Type.String(),
};

export const RepoListItem = Type.Object(RepoFields, { title: 'RepositoryListItem' });

export const RepoFull = Type.Object({
  ...RepoFields,
  auto_index: Type.Boolean(),
  is_empty: Type.Optional(Type.Boolean()),
  git_url: Type.String(),
  api_url: Type.String(),
}, { title: 'Repository' });

export const RepoList = Type.Object({
  repos: Type.Array(RepoListItem),
  limit: Type.Integer(),
  offset: Type.Integer(),
  next_cursor: Nullable(Type.String()),
}, { title: 'RepositoryList' });

export const DeletedRepo = Type.Object({ deleted: Type.Boolean(), id: Type.String() }, { title: 'DeletedRepository' });
