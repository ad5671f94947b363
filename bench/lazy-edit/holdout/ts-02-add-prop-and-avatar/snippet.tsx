// ... existing code ...
interface Props {
  userId: string;
  showAvatar?: boolean;
}

export function Profile({ userId, showAvatar = false }: Props) {
  // ... existing code ...
    <div className="profile">
      {showAvatar && <img src={user.avatarUrl} alt="" />}
      <h2>{user.name}</h2>
// ... existing code ...
