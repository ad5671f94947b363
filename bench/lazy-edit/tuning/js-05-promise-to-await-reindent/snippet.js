export async function loadUser(id) {
  const res = await fetch(`/api/users/${id}`);
  const user = await res.json();
  cache.set(id, user);
  return user;
}
