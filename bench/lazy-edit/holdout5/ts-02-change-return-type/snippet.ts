// ... existing code ...
export async function loadUser(db: Db, id: string): Promise<User | null> {
  const row = await db.get('SELECT id, name FROM users WHERE id = ?', id);
  if (!row) return null;
  return { id: row.id, name: row.name };
}
// ... existing code ...
