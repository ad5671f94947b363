import React from 'react';
import clsx from 'clsx';
import { Avatar } from './Avatar';
import { Badge } from './Badge';
import type { User } from '../types';
import styles from './UserCard.module.css';

export interface UserCardProps {
  user: User;
  compact?: boolean;
  selected?: boolean;
  onSelect?: (user: User) => void;
}

// ... existing code ...

export function UserCard({ user, compact = false, selected = false, onSelect }: UserCardProps) {
  // ... existing code ...

  return (
    <div
      className={clsx(styles.card, compact && styles.compact, selected && styles.selected)}
      onClick={handleClick}
      role="button"
      aria-pressed={selected}
      tabIndex={0}
    >
      {/* ... existing code ... */}
      {user.isAdmin && <Badge variant="primary">Admin</Badge>}
      {user.isSuspended && <Badge variant="danger">Suspended</Badge>}
    </div>
  );
}

export default UserCard;
