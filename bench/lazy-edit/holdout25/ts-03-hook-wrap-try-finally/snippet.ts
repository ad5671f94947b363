// ... existing code ...
interface UseProjectsResult {
  projects: Project[];
  loading: boolean;
  error: Error | null;
  hasMore: boolean;
// ... existing code ...
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [page, setPage] = useState(0);
// ... existing code ...
      setLoading(true);
      setError(null);
      try {
        const response = await apiClient.get<Project[]>('/projects', {
          params: { ...filters, offset: pageToLoad * PAGE_SIZE, limit: PAGE_SIZE },
          signal: controller.signal,
        });
        setProjects((prev) => (replace ? response.data : [...prev, ...response.data]));
        setHasMore(response.data.length === PAGE_SIZE);
        setPage(pageToLoad);
      } catch (err) {
        if (!controller.signal.aborted) {
          setError(err instanceof Error ? err : new Error(String(err)));
        }
      } finally {
        if (abortRef.current === controller) {
          setLoading(false);
        }
      }
    },
    [filters],
  );
  // ... existing code ...
  const refresh = useCallback(() => {
    fetchPage(0, true);
  }, [fetchPage]);

  return { projects, loading, error, hasMore, loadMore, refresh };
}
