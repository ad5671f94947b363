import React from 'react';
import { Avatar } from './Avatar';
import { Badge } from './Badge';
import type { User } from '../types';
import styles from './UserCard.module.css';

export interface UserCardProps {
  user: User;
  compact?: boolean;
  onSelect?: (user: User) => void;
}

function formatLastSeen(date: Date | null): string {
  if (!date) {
    return 'Never';
  }
  const diffMs = Date.now() - date.getTime();
  const minutes = Math.floor(diffMs / 60_000);
  if (minutes < 1) {
    return 'Just now';
  }
  if (minutes < 60) {
    return `${minutes}m ago`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return `${hours}h ago`;
  }
  return date.toLocaleDateString();
}

export function UserCard({ user, compact = false, onSelect }: UserCardProps) {
  const handleClick = () => {
    onSelect?.(user);
  };

  return (
    <div
      className={compact ? `${styles.card} ${styles.compact}` : styles.card}
      onClick={handleClick}
      role="button"
      tabIndex={0}
    >
      <Avatar src={user.avatarUrl} alt={user.name} size={compact ? 32 : 48} />
      <div className={styles.details}>
        <span className={styles.name}>{user.name}</span>
        {!compact && <span className={styles.email}>{user.email}</span>}
        <span className={styles.lastSeen}>{formatLastSeen(user.lastSeenAt)}</span>
      </div>
      {user.isAdmin && <Badge variant="primary">Admin</Badge>}
    </div>
  );
}

export default UserCard;
