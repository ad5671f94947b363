import { db } from '../db';
import { NotFoundError } from '../errors';
import type { User, UserRole } from './types';

const USER_COLUMNS = ['id', 'email', 'name', 'role', 'created_at', 'deleted_at'] as const;

function toUser(row: Record<string, unknown>): User {
  return {
    id: String(row.id),
    email: String(row.email),
    name: String(row.name),
    role: row.role as UserRole,
    createdAt: new Date(String(row.created_at)),
    deletedAt: row.deleted_at ? new Date(String(row.deleted_at)) : null,
  };
}

export async function findUserById(id: string): Promise<User | null> {
  const row = await db
    .select(...USER_COLUMNS)
    .from('users')
    .where({ id })
    .whereNull('deleted_at')
    .first();
  return row ? toUser(row) : null;
}

export async function findUserByEmail(email: string): Promise<User | null> {
  const row = await db
    .select(...USER_COLUMNS)
    .from('users')
    .where({ email: email.toLowerCase() })
    .whereNull('deleted_at')
    .first();
  return row ? toUser(row) : null;
}

export async function requireUser(id: string): Promise<User> {
  const user = await findUserById(id);
  if (!user) {
    throw new NotFoundError(`User ${id} not found`);
  }
  return user;
}

export async function updateUserRole(id: string, role: UserRole): Promise<User> {
  await requireUser(id);
  await db('users').where({ id }).update({ role, updated_at: db.fn.now() });
  return requireUser(id);
}

export async function softDeleteUser(id: string): Promise<void> {
  const user = await findUserById(id);
  if (!user) {
    return;
  }
  await db('users').where({ id }).update({ deleted_at: db.fn.now() });
}
