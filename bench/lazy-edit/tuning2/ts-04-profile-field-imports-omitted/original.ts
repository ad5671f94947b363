import type { UserRow } from '../db/schema';
import { formatDistanceToNow } from 'date-fns';

export interface UserProfile {
  id: string;
  email: string;
  displayName: string;
  avatarUrl?: string;
  createdAt: Date;
}

export interface UserSummary {
  id: string;
  displayName: string;
  memberFor: string;
}

export function toUserProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    email: row.email.toLowerCase(),
    displayName: row.display_name ?? row.email.split('@')[0],
    avatarUrl: row.avatar_url ?? undefined,
    createdAt: new Date(row.created_at),
  };
}

export function toUserSummary(profile: UserProfile): UserSummary {
  return {
    id: profile.id,
    displayName: profile.displayName,
    memberFor: formatDistanceToNow(profile.createdAt),
  };
}

export function isSameUser(a: UserProfile, b: UserProfile): boolean {
  return a.id === b.id || a.email === b.email;
}

export function initials(profile: UserProfile): string {
  return profile.displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
