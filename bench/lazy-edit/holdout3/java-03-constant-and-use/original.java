package com.example.auth;

import java.time.Duration;
import java.time.Instant;

public class SessionPolicy {
    private final Clock clock;

    public SessionPolicy(Clock clock) {
        this.clock = clock;
    }

    public boolean isExpired(Instant createdAt) {
        return createdAt.plus(Duration.ofHours(12)).isBefore(clock.now());
    }

    public Instant expiresAt(Instant createdAt) {
        return createdAt.plus(Duration.ofHours(12));
    }
}
