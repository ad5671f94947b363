// ... existing code ...
export interface User {
  id: string;
  email: string;
  displayName: string;
  roles: Role[];
  createdAt: Date;
  lastLoginAt: Date | null;
}
// ... existing code ...
  roles?: Role[];
}

export function hasRole(user: User, role: Role): boolean {
  return user.roles.includes(role);
}
// ... existing code ...
