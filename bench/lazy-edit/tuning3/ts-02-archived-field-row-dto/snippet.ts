// ... existing code ...

export interface Repository {
  // ... existing code ...
  updatedAt: Date;
  archived: boolean;
}

export interface RepositoryDto {
  // ... existing code ...
  updated_at: string;
  archived: boolean;
}

export function fromRow(row: RepoRow): Repository {
  return {
    // ... existing code ...
    updatedAt: new Date(row.updated_at),
    archived: row.archived === 1,
  };
}

export function toRow(repo: Repository): RepoRow {
  return {
    // ... existing code ...
    updated_at: repo.updatedAt.toISOString(),
    archived: repo.archived ? 1 : 0,
  };
}

export function toDto(repo: Repository): RepositoryDto {
  return {
    // ... existing code ...
    updated_at: repo.updatedAt.toISOString(),
    archived: repo.archived,
  };
}

// ... existing code ...
