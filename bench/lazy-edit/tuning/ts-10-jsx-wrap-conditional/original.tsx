export function Profile({ user }: { user: User | null }) {
  return (
    <section>
      <h2>{user?.name}</h2>
      <p>{user?.bio}</p>
    </section>
  );
}
