import { apiFetch } from './http';
import { cache } from './cache';

const PROFILE_TTL_MS = 5 * 60 * 1000;

export function loadProfile(userId) {
  const cached = cache.get(`profile:${userId}`);
  if (cached) {
    return Promise.resolve(cached);
  }
  return apiFetch(`/users/${userId}/profile`)
    .then((response) => {
      if (!response.ok) {
        throw new Error(`Failed to load profile (${response.status})`);
      }
      return response.json();
    })
    .then((profile) => {
      cache.set(`profile:${userId}`, profile, PROFILE_TTL_MS);
      return profile;
    });
}

export async function loadNotifications(userId, { unreadOnly = false } = {}) {
  const query = unreadOnly ? '?unread=1' : '';
  const response = await apiFetch(`/users/${userId}/notifications${query}`);
  if (!response.ok) {
    throw new Error(`Failed to load notifications (${response.status})`);
  }
  const body = await response.json();
  return body.items;
}

export function markNotificationRead(userId, notificationId) {
  return apiFetch(`/users/${userId}/notifications/${notificationId}`, {
    method: 'PATCH',
    body: JSON.stringify({ read: true }),
  }).then((response) => {
    if (!response.ok) {
      throw new Error(`Failed to update notification (${response.status})`);
    }
  });
}

export function updateProfile(userId, changes) {
  return apiFetch(`/users/${userId}/profile`, {
    method: 'PUT',
    body: JSON.stringify(changes),
  })
    .then((response) => {
      if (!response.ok) {
        throw new Error(`Failed to update profile (${response.status})`);
      }
      return response.json();
    })
    .then((profile) => {
      cache.set(`profile:${userId}`, profile, PROFILE_TTL_MS);
      return profile;
    });
}
