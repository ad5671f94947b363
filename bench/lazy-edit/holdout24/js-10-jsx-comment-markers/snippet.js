// ... existing code ...
function CommentCard({ comment, currentUserId, onReply, onEdit, onDelete, onReact }) {
  // ... existing code ...
          <time dateTime={comment.createdAt} className={styles.time}>
            {formatRelative(comment.createdAt)}
          </time>
          {comment.editedAt && <span className={styles.edited}>(edited)</span>}
        </div>
      </header>

      {/* ... existing code ... */}

      <footer className={styles.footer}>
        {/* ... existing code ... */}
        {isOwn && (
          <button type="button" onClick={() => onEdit(comment)}>
            Edit
          </button>
        )}
        {isOwn && (
          <button type="button" className={styles.danger} onClick={() => onDelete(comment.id)}>
            Delete
          </button>
        )}
      </footer>
// ... existing code ...
  onReply: PropTypes.func.isRequired,
  onEdit: PropTypes.func.isRequired,
  onDelete: PropTypes.func.isRequired,
// ... existing code ...
