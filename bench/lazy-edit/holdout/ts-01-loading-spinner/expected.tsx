import { useEffect, useState } from 'react';

interface Props {
  userId: string;
}

export function Profile({ userId }: Props) {
  const [user, setUser] = useState<User | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetch(`/api/users/${userId}`)
      .then((res) => res.json())
      .then(setUser)
      .catch((e) => setError(String(e)));
  }, [userId]);

  if (error) return <p className="error">{error}</p>;
  if (!user) return <Spinner />;
  return (
    <div className="profile">
      <h2>{user.name}</h2>
      <p>{user.email}</p>
    </div>
  );
}
