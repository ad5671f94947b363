import type { RepoRow } from '../store/rows.js';

export type Visibility = 'public' | 'private' | 'internal';

export interface Repository {
  id: string;
  ownerId: string;
  name: string;
  description: string | null;
  visibility: Visibility;
  defaultBranch: string;
  createdAt: Date;
  updatedAt: Date;
  archived: boolean;
}

export interface RepositoryDto {
  id: string;
  owner_id: string;
  name: string;
  description: string | null;
  visibility: Visibility;
  default_branch: string;
  created_at: string;
  updated_at: string;
  archived: boolean;
}

export function fromRow(row: RepoRow): Repository {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    description: row.description ?? null,
    visibility: row.visibility as Visibility,
    defaultBranch: row.default_branch,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    archived: row.archived === 1,
  };
}

export function toRow(repo: Repository): RepoRow {
  return {
    id: repo.id,
    owner_id: repo.ownerId,
    name: repo.name,
    description: repo.description,
    visibility: repo.visibility,
    default_branch: repo.defaultBranch,
    created_at: repo.createdAt.toISOString(),
    updated_at: repo.updatedAt.toISOString(),
    archived: repo.archived ? 1 : 0,
  };
}

export function toDto(repo: Repository): RepositoryDto {
  return {
    id: repo.id,
    owner_id: repo.ownerId,
    name: repo.name,
    description: repo.description,
    visibility: repo.visibility,
    default_branch: repo.defaultBranch,
    created_at: repo.createdAt.toISOString(),
    updated_at: repo.updatedAt.toISOString(),
    archived: repo.archived,
  };
}

export function isPubliclyReadable(repo: Repository): boolean {
  return repo.visibility === 'public';
}

export function validateName(name: string): string | null {
  if (name.length === 0) {
    return 'name must not be empty';
  }
  if (name.length > 100) {
    return 'name must be at most 100 characters';
  }
  if (!/^[A-Za-z0-9._-]+$/.test(name)) {
    return 'name may only contain letters, digits, ".", "_" and "-"';
  }
  if (name.endsWith('.git')) {
    return 'name must not end with ".git"';
  }
  return null;
}
