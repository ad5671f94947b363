export enum Permission {
  Read = 'read',
  Triage = 'triage',
  Write = 'write',
  Maintain = 'maintain',
  Admin = 'admin',
  Owner = 'owner',
}

const RANK: Record<Permission, number> = {
  // ... existing code ...
  [Permission.Admin]: 5,
  [Permission.Owner]: 6,
};

export function describe(permission: Permission): string {
  switch (permission) {
    // ... existing code ...
    case Permission.Admin:
      return 'Full access, including settings and deletion';
    case Permission.Owner:
      return 'Full access, including transferring ownership and billing';
  }
}

// ... existing code ...
