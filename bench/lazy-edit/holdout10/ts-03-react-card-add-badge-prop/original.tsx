import React, { useMemo } from 'react';
import clsx from 'clsx';
import { Avatar } from './Avatar';
import { formatRelativeTime } from '../utils/time';
import styles from './UserCard.module.css';

export interface UserCardProps {
  name: string;
  email: string;
  avatarUrl?: string;
  lastActiveAt?: Date;
  isOnline?: boolean;
  onClick?: () => void;
  className?: string;
}

export function UserCard({
  name,
  email,
  avatarUrl,
  lastActiveAt,
  isOnline = false,
  onClick,
  className,
}: UserCardProps) {
  const initials = useMemo(
    () =>
      name
        .split(' ')
        .filter(Boolean)
        .slice(0, 2)
        .map((part) => part[0]?.toUpperCase())
        .join(''),
    [name],
  );

  const lastActiveLabel = lastActiveAt ? formatRelativeTime(lastActiveAt) : 'Never';

  return (
    <div
      className={clsx(styles.card, { [styles.clickable]: !!onClick }, className)}
      onClick={onClick}
      role={onClick ? 'button' : undefined}
      tabIndex={onClick ? 0 : undefined}
    >
      <Avatar src={avatarUrl} fallback={initials} size="md" />
      <div className={styles.details}>
        <div className={styles.nameRow}>
          <span className={styles.name}>{name}</span>
          {isOnline && <span className={styles.onlineDot} aria-label="Online" />}
        </div>
        <span className={styles.email}>{email}</span>
        <span className={styles.meta}>Last active: {lastActiveLabel}</span>
      </div>
    </div>
  );
}

export default UserCard;
