import { api } from '../api';
import type { User, UserPreferences } from '../types';

type Listener = (user: User | null) => void;

const CACHE_TTL_MS = 5 * 60 * 1000;

interface CacheEntry {
  user: User;
  fetchedAt: number;
}

const cache = new Map<string, CacheEntry>();
const listeners = new Set<Listener>();
let currentUserId: string | null = null;

function isFresh(entry: CacheEntry | undefined): entry is CacheEntry {
  return !!entry && Date.now() - entry.fetchedAt < CACHE_TTL_MS;
}

function notify(user: User | null): void {
  listeners.forEach((listener) => listener(user));
}

/**
 * Returns the user with the given id, using the in-memory cache when the
 * entry is still fresh.
 */
export async function fetchUser(id: string, force = false): Promise<User> {
  const cached = cache.get(id);
  if (!force && isFresh(cached)) {
    return cached.user;
  }

  const user = await api.get<User>(`/users/${encodeURIComponent(id)}`);
  cache.set(id, { user, fetchedAt: Date.now() });
  return user;
}

export async function setCurrentUser(id: string | null): Promise<void> {
  currentUserId = id;
  if (id === null) {
    notify(null);
    return;
  }
  const user = await fetchUser(id);
  notify(user);
}

export async function updatePreferences(
  id: string,
  patch: Partial<UserPreferences>,
): Promise<User> {
  await api.patch(`/users/${encodeURIComponent(id)}/preferences`, patch);
  const user = await fetchUser(id, true);
  if (id === currentUserId) {
    notify(user);
  }
  return user;
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function invalidate(id?: string): void {
  if (id) {
    cache.delete(id);
  } else {
    cache.clear();
  }
}

export const __testing = {
  cache,
  fetchUser,
  reset(): void {
    cache.clear();
    listeners.clear();
    currentUserId = null;
  },
};
