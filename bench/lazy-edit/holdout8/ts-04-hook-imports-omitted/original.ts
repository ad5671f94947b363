import { useCallback, useEffect, useRef, useState } from 'react';
import { searchProducts } from '../api/products';
import type { Product } from '../api/types';

export interface UseProductSearchResult {
  query: string;
  setQuery: (q: string) => void;
  results: Product[];
  loading: boolean;
  error: string | null;
}

export interface UseProductSearchOptions {
  debounceMs?: number;
  minLength?: number;
}

export function useProductSearch(options: UseProductSearchOptions = {}): UseProductSearchResult {
  const { debounceMs = 250, minLength = 2 } = options;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Product[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(0);

  const run = useCallback(async (q: string) => {
    const id = ++requestId.current;
    setLoading(true);
    setError(null);
    try {
      const items = await searchProducts(q);
      if (id === requestId.current) {
        setResults(items);
      }
    } catch (e) {
      if (id === requestId.current) {
        setError(e instanceof Error ? e.message : 'Search failed');
      }
    } finally {
      if (id === requestId.current) {
        setLoading(false);
      }
    }
  }, []);

  useEffect(() => {
    if (query.trim().length < minLength) {
      setResults([]);
      return;
    }
    const handle = setTimeout(() => run(query.trim()), debounceMs);
    return () => clearTimeout(handle);
  }, [query, minLength, debounceMs, run]);

  return { query, setQuery, results, loading, error };
}
