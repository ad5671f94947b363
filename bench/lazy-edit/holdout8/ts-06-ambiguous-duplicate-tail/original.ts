import { api } from './api';
import { EventBus } from './event-bus';
import type { Team, User } from './models';

export class DirectoryStore extends EventBus {
  users: User[] = [];
  teams: Team[] = [];
  loading = false;

  async loadUsers(): Promise<User[]> {
    this.loading = true;
    const result = await api.get<User[]>('/users');
    this.users = result;
    this.loading = false;
    return result;
  }

  async loadTeams(): Promise<Team[]> {
    this.loading = true;
    const result = await api.get<Team[]>('/teams');
    this.teams = result;
    this.loading = false;
    return result;
  }

  reset(): void {
    this.users = [];
    this.teams = [];
  }
}
