const DEBOUNCE_MS = 250;

export interface UseSearchOptions {
  minLength?: number;
  limit?: number;
  debounceMs?: number;
}

export function useSearch(query: string, options: UseSearchOptions = {}) {
  const { minLength = 2, limit = 20, debounceMs = DEBOUNCE_MS } = options;
  // ... existing code ...

  useEffect(() => {
    if (query.trim().length < minLength) {
      setResults([]);
      return;
    }
    const timer = setTimeout(() => run(query.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [query, minLength, debounceMs, run]);

  return { results, loading, error };
}
