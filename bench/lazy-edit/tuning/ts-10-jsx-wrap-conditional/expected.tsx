export function Profile({ user }: { user: User | null }) {
  if (!user) return <p>Not signed in.</p>;
  return (
    <section>
      <h2>{user.name}</h2>
      <p>{user.bio}</p>
    </section>
  );
}
