// ... existing code ...
    async function load() {
      setLoading(true);
      setError(null);
      try {
        const response = await api.get<UserProfile>(`/users/${userId}/profile`);
        if (!cancelled) {
          setProfile(response);
        }
      } catch (err) {
        if (!cancelled) {
          setError(err instanceof Error ? err.message : "Failed to load profile");
        }
      } finally {
        if (!cancelled) {
          setLoading(false);
        }
      }
    }
// ... existing code ...
