// ... existing code ...

export async function loadNotifications(userId, { unreadOnly = false } = {}) {
  const query = unreadOnly ? '?unread=1' : '';
  const response = await apiFetch(`/users/${userId}/notifications${query}`);
  if (!response.ok) {
    throw new Error(`Failed to load notifications (${response.status})`);
  }
  const body = await response.json();
  return body.items;
}

// ... existing code ...
