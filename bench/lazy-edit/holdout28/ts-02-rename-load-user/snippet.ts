// ... existing code ...

/**
 * Returns the user with the given id, using the in-memory cache when the
 * entry is still fresh.
 */
export async function loadUser(id: string, force = false): Promise<User> {
  // ... existing code ...
}

export async function setCurrentUser(id: string | null): Promise<void> {
  // ...
  const user = await loadUser(id);
  notify(user);
}

// ... existing code ...
  await api.patch(`/users/${encodeURIComponent(id)}/preferences`, patch);
  const user = await loadUser(id, true);
// ... existing code ...

export const __testing = {
  cache,
  loadUser,
  reset(): void {
// ... existing code ...
