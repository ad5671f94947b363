export type Role = "admin" | "editor" | "viewer";

export interface User {
  id: string;
  email: string;
  displayName: string;
  roles: Role[];
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface UserUpdate {
  displayName?: string;
  roles?: Role[];
}

export function hasRole(user: User, role: Role): boolean {
  return user.roles.includes(role);
}

export function displayLabel(user: User): string {
  return user.displayName || user.email;
}
