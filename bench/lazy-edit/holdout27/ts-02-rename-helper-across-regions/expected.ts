import type { Project, ProjectMember, Paginated } from "./types"

const API_BASE = process.env.NEXT_PUBLIC_API_BASE ?? "/api"

export class ApiError extends Error {
    constructor(
        public readonly status: number,
        message: string,
        public readonly body?: unknown,
    ) {
        super(message)
        this.name = "ApiError"
    }
}

async function requestJson<T>(path: string, init?: RequestInit, signal?: AbortSignal): Promise<T> {
    const res = await fetch(`${API_BASE}${path}`, {
        credentials: "include",
        ...init,
        signal,
        headers: {
            "Content-Type": "application/json",
            ...(init?.headers ?? {}),
        },
    })
    if (!res.ok) {
        let body: unknown
        try {
            body = await res.json()
        } catch {
            body = undefined
        }
        throw new ApiError(res.status, `Request to ${path} failed`, body)
    }
    if (res.status === 204) {
        return undefined as T
    }
    return (await res.json()) as T
}

export function listProjects(page = 1, perPage = 25, signal?: AbortSignal): Promise<Paginated<Project>> {
    const qs = new URLSearchParams({ page: String(page), per_page: String(perPage) })
    return requestJson<Paginated<Project>>(`/projects?${qs}`, undefined, signal)
}

export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
    return requestJson<Project>(`/projects/${encodeURIComponent(id)}`, undefined, signal)
}

export function createProject(input: Pick<Project, "name" | "description">): Promise<Project> {
    return requestJson<Project>("/projects", {
        method: "POST",
        body: JSON.stringify(input),
    })
}

export function archiveProject(id: string): Promise<void> {
    return requestJson<void>(`/projects/${encodeURIComponent(id)}/archive`, {
        method: "POST",
    })
}

export function listMembers(projectId: string, signal?: AbortSignal): Promise<ProjectMember[]> {
    return requestJson<ProjectMember[]>(`/projects/${encodeURIComponent(projectId)}/members`, undefined, signal)
}
