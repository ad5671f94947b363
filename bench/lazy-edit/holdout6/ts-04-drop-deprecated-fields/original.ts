export type Role = "admin" | "editor" | "viewer";

export interface User {
  id: string;
  email: string;
  displayName: string;
  /** @deprecated use displayName */
  name?: string;
  /** @deprecated roles are now in `roles` */
  role?: Role;
  roles: Role[];
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface UserUpdate {
  displayName?: string;
  roles?: Role[];
}

/** @deprecated use hasRole */
export function isAdmin(user: User): boolean {
  return user.role === "admin" || user.roles.includes("admin");
}

export function hasRole(user: User, role: Role): boolean {
  return user.roles.includes(role);
}

export function displayLabel(user: User): string {
  return user.displayName || user.email;
}
