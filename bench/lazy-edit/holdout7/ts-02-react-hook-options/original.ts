import { useCallback, useEffect, useRef, useState } from "react";
import type { Project } from "../types";
import { apiClient } from "../lib/api-client";

export interface UseProjectsResult {
  projects: Project[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export function useProjects(orgId: string): UseProjectsResult {
  const [projects, setProjects] = useState<Project[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setLoading(true);
    setError(null);
    try {
      const data = await apiClient.get<Project[]>(`/orgs/${orgId}/projects`, {
        signal: controller.signal,
      });
      setProjects(data);
    } catch (err) {
      if ((err as Error).name !== "AbortError") {
        setError((err as Error).message);
      }
    } finally {
      setLoading(false);
    }
  }, [orgId]);

  useEffect(() => {
    load();
    return () => abortRef.current?.abort();
  }, [load]);

  return { projects, loading, error, reload: load };
}
