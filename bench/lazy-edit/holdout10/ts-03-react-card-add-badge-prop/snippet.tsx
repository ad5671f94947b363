// ... existing code ...
  isOnline?: boolean;
  badge?: string;
  onClick?: () => void;
// ... existing code ...
  isOnline = false,
  badge,
  onClick,
// ... existing code ...
          {isOnline && <span className={styles.onlineDot} aria-label="Online" />}
          {badge && <span className={styles.badge}>{badge}</span>}
        </div>
        {/* ... existing code ... */}
