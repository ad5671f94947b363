export interface UseProductSearchResult {
  query: string;
  setQuery: (q: string) => void;
  results: Product[];
  loading: boolean;
  error: string | null;
  clear: () => void;
}

// ... existing code ...

  useEffect(() => {
    // ... existing code ...
  }, [query, minLength, debounceMs, run]);

  const clear = useCallback(() => {
    requestId.current++;
    setQuery('');
    setResults([]);
    setLoading(false);
    setError(null);
  }, []);

  return { query, setQuery, results, loading, error, clear };
}
