import React, { useState } from 'react';
import PropTypes from 'prop-types';
import classNames from 'classnames';

import Avatar from './Avatar';
import Badge from './Badge';
import styles from './MemberCard.module.css';

function formatJoined(date) {
  return new Intl.DateTimeFormat('en-GB', {
    month: 'short',
    year: 'numeric',
  }).format(new Date(date));
}

export default function MemberCard({ member, onRemove, compact }) {
  const [confirming, setConfirming] = useState(false);

  const handleRemove = () => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    onRemove(member.id);
  };

  return (
    <li className={classNames(styles.card, { [styles.compact]: compact })}>
      <Avatar src={member.avatarUrl} name={member.name} size={compact ? 32 : 48} />
      <div className={styles.details}>
        <span className={styles.name}>{member.name}</span>
        {!compact && <span className={styles.email}>{member.email}</span>}
        <span className={styles.meta}>Joined {formatJoined(member.joinedAt)}</span>
      </div>
      {member.role === 'owner' && <Badge tone="gold">Owner</Badge>}
      {onRemove && (
        <button
          type="button"
          className={classNames(styles.remove, { [styles.confirm]: confirming })}
          onClick={handleRemove}
          onBlur={() => setConfirming(false)}
        >
          {confirming ? 'Confirm' : 'Remove'}
        </button>
      )}
    </li>
  );
}

MemberCard.propTypes = {
  member: PropTypes.shape({
    id: PropTypes.string.isRequired,
    name: PropTypes.string.isRequired,
    email: PropTypes.string,
    avatarUrl: PropTypes.string,
    role: PropTypes.oneOf(['owner', 'admin', 'member']),
    joinedAt: PropTypes.string.isRequired,
  }).isRequired,
  onRemove: PropTypes.func,
  compact: PropTypes.bool,
};

MemberCard.defaultProps = {
  onRemove: undefined,
  compact: false,
};
