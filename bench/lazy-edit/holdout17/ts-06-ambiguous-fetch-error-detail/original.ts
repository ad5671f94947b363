import type { Member, Project, Team } from './types';

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

function authHeaders(): HeadersInit {
  const token = localStorage.getItem('access_token');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function fetchProjects(orgId: string): Promise<Project[]> {
  const res = await fetch(`${API_BASE}/orgs/${orgId}/projects`, {
    headers: authHeaders(),
  });
  if (!res.ok) {
    throw new Error(`Request failed with status ${res.status}`);
  }
  return res.json();
}

export async function fetchTeams(orgId: string): Promise<Team[]> {
  const res = await fetch(`${API_BASE}/orgs/${orgId}/teams`, {
    headers: authHeaders(),
  });
  if (!res.ok) {
    throw new Error(`Request failed with status ${res.status}`);
  }
  return res.json();
}

export async function fetchMembers(orgId: string, teamId: string): Promise<Member[]> {
  const res = await fetch(`${API_BASE}/orgs/${orgId}/teams/${teamId}/members`, {
    headers: authHeaders(),
  });
  if (!res.ok) {
    throw new Error(`Request failed with status ${res.status}`);
  }
  return res.json();
}

export async function createProject(orgId: string, name: string): Promise<Project> {
  const res = await fetch(`${API_BASE}/orgs/${orgId}/projects`, {
    method: 'POST',
    headers: { ...authHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!res.ok) {
    throw new Error(`Could not create project (status ${res.status})`);
  }
  return res.json();
}
