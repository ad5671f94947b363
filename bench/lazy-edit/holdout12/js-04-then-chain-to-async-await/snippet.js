// ...existing code...

export async function loadProfileWithStats(userId) {
  try {
    const profile = await loadProfile(userId);
    const response = await api.get(`/users/${userId}/stats`);
    return { ...profile, stats: response.data };
  } catch (error) {
    console.error("Failed to load profile stats", error);
    throw error;
  }
}

// ...existing code...
