import { useCallback, useEffect, useRef, useState } from 'react';

import { apiClient } from '@/lib/api-client';
import type { Project, ProjectFilters } from '@/types/project';

const PAGE_SIZE = 25;

interface UseProjectsResult {
  projects: Project[];
  loading: boolean;
  error: Error | null;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => void;
}

export function useProjects(filters: ProjectFilters): UseProjectsResult {
  const [projects, setProjects] = useState<Project[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(true);
  const abortRef = useRef<AbortController | null>(null);

  const fetchPage = useCallback(
    async (pageToLoad: number, replace: boolean) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;

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

  useEffect(() => {
    fetchPage(0, true);
    return () => abortRef.current?.abort();
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (!loading && hasMore) {
      fetchPage(page + 1, false);
    }
  }, [fetchPage, hasMore, loading, page]);

  const refresh = useCallback(() => {
    fetchPage(0, true);
  }, [fetchPage]);

  return { projects, loading, error, hasMore, loadMore, refresh };
}
