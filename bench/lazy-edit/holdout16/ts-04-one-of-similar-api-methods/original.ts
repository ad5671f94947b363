import axios, { AxiosInstance } from 'axios';
import type { Project, ProjectInput, Paginated } from './types';

export class ProjectsApi {
  private http: AxiosInstance;

  constructor(baseURL: string, token: string) {
    this.http = axios.create({
      baseURL,
      headers: { Authorization: `Bearer ${token}` },
      timeout: 10_000,
    });
  }

  async list(page = 1): Promise<Paginated<Project>> {
    const { data } = await this.http.get<Paginated<Project>>('/projects', {
      params: { page },
    });
    return data;
  }

  async get(id: number): Promise<Project> {
    const { data } = await this.http.get<Project>(`/projects/${id}`);
    return data;
  }

  async create(input: ProjectInput): Promise<Project> {
    const { data } = await this.http.post<Project>('/projects', input);
    return data;
  }

  async update(id: number, input: ProjectInput): Promise<Project> {
    const { data } = await this.http.put<Project>(`/projects/${id}`, input);
    return data;
  }

  async archive(id: number): Promise<Project> {
    const { data } = await this.http.put<Project>(`/projects/${id}/archive`, {});
    return data;
  }

  async remove(id: number): Promise<void> {
    await this.http.delete(`/projects/${id}`);
  }
}
