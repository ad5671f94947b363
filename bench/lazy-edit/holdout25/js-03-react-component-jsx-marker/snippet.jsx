// ... existing code ...

export default function MemberCard({ member, onRemove, compact, isCurrentUser }) {
  const [confirming, setConfirming] = useState(false);
  // ... existing code ...
      <div className={styles.details}>
        <span className={styles.name}>
          {member.name}
          {isCurrentUser && <span className={styles.you}> (you)</span>}
        </span>
        {!compact && <span className={styles.email}>{member.email}</span>}
        {/* ... existing code ... */}
      </div>
      {member.role === 'owner' && <Badge tone="gold">Owner</Badge>}
      {member.role === 'admin' && <Badge tone="blue">Admin</Badge>}
      {onRemove && !isCurrentUser && (
        <button
// ... existing code ...
  onRemove: PropTypes.func,
  compact: PropTypes.bool,
  isCurrentUser: PropTypes.bool,
};

MemberCard.defaultProps = {
  onRemove: undefined,
  compact: false,
  isCurrentUser: false,
};
