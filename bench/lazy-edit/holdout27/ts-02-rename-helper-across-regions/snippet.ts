// ...existing code...

async function requestJson<T>(path: string, init?: RequestInit, signal?: AbortSignal): Promise<T> {
    const res = await fetch(`${API_BASE}${path}`, {
        credentials: "include",
        ...init,
        signal,
        headers: {
// ...existing code...

export function listProjects(page = 1, perPage = 25, signal?: AbortSignal): Promise<Paginated<Project>> {
    const qs = new URLSearchParams({ page: String(page), per_page: String(perPage) })
    return requestJson<Paginated<Project>>(`/projects?${qs}`, undefined, signal)
}

export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
    return requestJson<Project>(`/projects/${encodeURIComponent(id)}`, undefined, signal)
}

export function createProject(input: Pick<Project, "name" | "description">): Promise<Project> {
    return requestJson<Project>("/projects", {
// ...existing code...

export function archiveProject(id: string): Promise<void> {
    return requestJson<void>(`/projects/${encodeURIComponent(id)}/archive`, {
// ...existing code...

export function listMembers(projectId: string, signal?: AbortSignal): Promise<ProjectMember[]> {
    return requestJson<ProjectMember[]>(`/projects/${encodeURIComponent(projectId)}/members`, undefined, signal)
}
