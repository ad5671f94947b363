package com.example.auth;

import java.time.Duration;
import java.time.Instant;

public class SessionPolicy {
    private static final Duration LIFETIME = Duration.ofHours(12);

    private final Clock clock;

    public SessionPolicy(Clock clock) {
        this.clock = clock;
    }

    public boolean isExpired(Instant createdAt) {
        return expiresAt(createdAt).isBefore(clock.now());
    }

    public Instant expiresAt(Instant createdAt) {
        return createdAt.plus(LIFETIME);
    }
}
