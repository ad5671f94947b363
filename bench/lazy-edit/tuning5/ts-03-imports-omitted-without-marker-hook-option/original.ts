import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchJson } from '../lib/http';
import type { SearchResult } from '../types';

const DEBOUNCE_MS = 250;

export interface UseSearchOptions {
  minLength?: number;
  limit?: number;
}

export function useSearch(query: string, options: UseSearchOptions = {}) {
  const { minLength = 2, limit = 20 } = options;
  const [results, setResults] = useState<SearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const requestId = useRef(0);

  const run = useCallback(
    async (q: string) => {
      const id = ++requestId.current;
      setLoading(true);
      try {
        const data = await fetchJson<SearchResult[]>(
          `/api/search?q=${encodeURIComponent(q)}&limit=${limit}`,
        );
        if (id === requestId.current) {
          setResults(data);
          setError(null);
        }
      } catch (err) {
        if (id === requestId.current) {
          setError(err as Error);
        }
      } finally {
        if (id === requestId.current) {
          setLoading(false);
        }
      }
    },
    [limit],
  );

  useEffect(() => {
    if (query.trim().length < minLength) {
      setResults([]);
      return;
    }
    const timer = setTimeout(() => run(query.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, minLength, run]);

  return { results, loading, error };
}
