import React, { useState } from 'react';
import PropTypes from 'prop-types';

import Avatar from './Avatar';
import Badge from './Badge';
import { formatRelative } from '../utils/dates';
import styles from './CommentCard.module.css';

function CommentCard({ comment, currentUserId, onReply, onDelete, onReact }) {
  const [expanded, setExpanded] = useState(false);
  const isOwn = comment.author.id === currentUserId;
  const isLong = comment.body.length > 280;
  const body = expanded || !isLong ? comment.body : `${comment.body.slice(0, 280)}…`;

  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <Avatar user={comment.author} size={32} />
        <div className={styles.meta}>
          <span className={styles.author}>{comment.author.name}</span>
          {comment.author.isModerator && <Badge tone="info">Mod</Badge>}
          <time dateTime={comment.createdAt} className={styles.time}>
            {formatRelative(comment.createdAt)}
          </time>
        </div>
      </header>

      <p className={styles.body}>{body}</p>
      {isLong && (
        <button type="button" className={styles.link} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}

      <footer className={styles.footer}>
        <button type="button" onClick={() => onReact(comment.id, 'like')}>
          👍 {comment.reactions.like || 0}
        </button>
        <button type="button" onClick={() => onReply(comment)}>
          Reply
        </button>
        {isOwn && (
          <button type="button" className={styles.danger} onClick={() => onDelete(comment.id)}>
            Delete
          </button>
        )}
      </footer>
    </article>
  );
}

CommentCard.propTypes = {
  comment: PropTypes.shape({
    id: PropTypes.string.isRequired,
    body: PropTypes.string.isRequired,
    createdAt: PropTypes.string.isRequired,
    author: PropTypes.shape({
      id: PropTypes.string.isRequired,
      name: PropTypes.string.isRequired,
      isModerator: PropTypes.bool,
    }).isRequired,
    reactions: PropTypes.objectOf(PropTypes.number),
  }).isRequired,
  currentUserId: PropTypes.string,
  onReply: PropTypes.func.isRequired,
  onDelete: PropTypes.func.isRequired,
  onReact: PropTypes.func.isRequired,
};

CommentCard.defaultProps = {
  currentUserId: null,
};

export default CommentCard;
