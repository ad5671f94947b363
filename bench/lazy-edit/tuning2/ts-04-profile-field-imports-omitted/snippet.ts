export interface UserProfile {
  id: string;
  email: string;
  displayName: string;
  avatarUrl?: string;
  timezone: string;
  createdAt: Date;
}

// ... existing code ...

export function toUserProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    email: row.email.toLowerCase(),
    displayName: row.display_name ?? row.email.split('@')[0],
    avatarUrl: row.avatar_url ?? undefined,
    timezone: row.timezone ?? 'UTC',
    createdAt: new Date(row.created_at),
  };
}

// ... existing code ...
