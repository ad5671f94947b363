// ... existing code ...
public class SessionPolicy {
    private static final Duration LIFETIME = Duration.ofHours(12);

    private final Clock clock;
    // ... existing code ...
    public boolean isExpired(Instant createdAt) {
        return expiresAt(createdAt).isBefore(clock.now());
    }

    public Instant expiresAt(Instant createdAt) {
        return createdAt.plus(LIFETIME);
    }
}
