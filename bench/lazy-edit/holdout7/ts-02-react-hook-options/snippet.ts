export interface UseProjectsResult {
  projects: Project[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export interface UseProjectsOptions {
  includeArchived?: boolean;
}

export function useProjects(orgId: string, options: UseProjectsOptions = {}): UseProjectsResult {
  const { includeArchived = false } = options;
  const [projects, setProjects] = useState<Project[]>([]);
  // ... existing code ...
    try {
      const data = await apiClient.get<Project[]>(`/orgs/${orgId}/projects`, {
        signal: controller.signal,
        params: { archived: includeArchived ? "true" : "false" },
      });
      setProjects(data);
    } catch (err) {
      // ... existing code ...
  }, [orgId, includeArchived]);

  // ... existing code ...
