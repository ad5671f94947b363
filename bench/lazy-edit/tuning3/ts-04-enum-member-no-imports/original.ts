import type { Membership } from '../domain/membership.js';
import { ForbiddenError } from '../domain/errors.js';

export enum Permission {
  Read = 'read',
  Triage = 'triage',
  Write = 'write',
  Maintain = 'maintain',
  Admin = 'admin',
}

const RANK: Record<Permission, number> = {
  [Permission.Read]: 1,
  [Permission.Triage]: 2,
  [Permission.Write]: 3,
  [Permission.Maintain]: 4,
  [Permission.Admin]: 5,
};

export function describe(permission: Permission): string {
  switch (permission) {
    case Permission.Read:
      return 'Can clone and pull';
    case Permission.Triage:
      return 'Can manage issues and pull requests';
    case Permission.Write:
      return 'Can push to non-protected branches';
    case Permission.Maintain:
      return 'Can manage the repository without access to sensitive actions';
    case Permission.Admin:
      return 'Full access, including settings and deletion';
  }
}

export function atLeast(actual: Permission, required: Permission): boolean {
  return RANK[actual] >= RANK[required];
}

export function requirePermission(membership: Membership | null, required: Permission): void {
  const actual = membership?.permission ?? null;
  if (actual === null || !atLeast(actual, required)) {
    throw new ForbiddenError(`requires ${required} permission`);
  }
}

export function parsePermission(value: string): Permission | null {
  const values = Object.values(Permission) as string[];
  return values.includes(value) ? (value as Permission) : null;
}
