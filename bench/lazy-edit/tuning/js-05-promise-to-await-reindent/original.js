export function loadUser(id) {
  return fetch(`/api/users/${id}`)
    .then((res) => res.json())
    .then((user) => {
      cache.set(id, user);
      return user;
    });
}
