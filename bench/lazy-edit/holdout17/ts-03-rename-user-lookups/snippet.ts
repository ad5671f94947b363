// ... existing code ...

export async function findUserById(id: string): Promise<User | null> {
  // ... existing code ...
}

export async function findUserByEmail(email: string): Promise<User | null> {
  // ... existing code ...
}

export async function requireUser(id: string): Promise<User> {
  const user = await findUserById(id);
  // ... existing code ...
}

// ... existing code ...

export async function softDeleteUser(id: string): Promise<void> {
  const user = await findUserById(id);
  // ... existing code ...
}
