import { api } from "./api.js";
import { cache } from "./cache.js";

const PROFILE_TTL_MS = 5 * 60 * 1000;

export function loadProfile(userId) {
  const cached = cache.get(`profile:${userId}`);
  if (cached) {
    return Promise.resolve(cached);
  }
  return api
    .get(`/users/${userId}/profile`)
    .then((response) => response.data)
    .then((profile) => {
      cache.set(`profile:${userId}`, profile, PROFILE_TTL_MS);
      return profile;
    });
}

export function loadProfileWithStats(userId) {
  return loadProfile(userId)
    .then((profile) =>
      api.get(`/users/${userId}/stats`).then((response) => ({
        ...profile,
        stats: response.data,
      }))
    )
    .catch((error) => {
      console.error("Failed to load profile stats", error);
      throw error;
    });
}

export function saveProfile(userId, changes) {
  return api
    .patch(`/users/${userId}/profile`, changes)
    .then((response) => {
      cache.delete(`profile:${userId}`);
      return response.data;
    });
}

export function uploadAvatar(userId, file) {
  const form = new FormData();
  form.append("avatar", file);
  return api
    .post(`/users/${userId}/avatar`, form, {
      headers: { "Content-Type": "multipart/form-data" },
    })
    .then((response) => {
      cache.delete(`profile:${userId}`);
      return response.data.avatarUrl;
    });
}
