import type { Repo } from '../../../../domain/types.js';

export function repoPath(repo: Pick<Repo, 'namespace' | 'slug'>): string {
  return repo.namespace ? `${repo.namespace}/${repo.slug}` : repo.slug;
}

export function listItem(repo: Repo) {
  return {
    id: repo.id,
    namespace: repo.namespace,
    slug: repo.slug,
    description: repo.description,
    visibility: repo.visibility,
    default_branch: repo.defaultBranch,
    is_template: repo.isTemplate,
    forked_from: repo.forkedFrom,
    created_at: repo.createdAt,
    updated_at: repo.updatedAt,
  };
}

/** The full repository object: addresses are derived from the public URL, never stored. */
export function fullRepo(repo: Repo, orgSlug: string, publicUrl: string, isEmpty?: boolean) {
  const path = repoPath(repo);
  return {
    ...listItem(repo),
    auto_index: repo.autoIndex,
    ...(isEmpty === undefined ? {} : { is_empty: isEmpty }),
    git_url: `${publicUrl}/${orgSlug}/${path}.git`,
    api_url: `${publicUrl}/v1/repos/${path}`,
  };
}
