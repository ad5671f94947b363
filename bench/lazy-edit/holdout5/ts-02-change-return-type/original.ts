export interface User {
  id: string;
  name: string;
}

export async function loadUser(db: Db, id: string): Promise<User> {
  const row = await db.get('SELECT id, name FROM users WHERE id = ?', id);
  return { id: row.id, name: row.name };
}

export async function saveUser(db: Db, user: User): Promise<void> {
  await db.run('INSERT INTO users (id, name) VALUES (?, ?)', user.id, user.name);
}
