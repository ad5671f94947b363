package dev.grove.webhooks;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Set;

public final class Webhook {
    private final String id;
    private final String repoId;
    private final String url;
    private final Set<String> events;
    private final boolean active;
    private final Instant createdAt;

    public Webhook(String id, String repoId, String url, Set<String> events, boolean active, Instant createdAt) {
        this.id = Objects.requireNonNull(id, "id");
        this.repoId = Objects.requireNonNull(repoId, "repoId");
        this.url = Objects.requireNonNull(url, "url");
        this.events = Set.copyOf(events);
        this.active = active;
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
    }

    public static Webhook create(String id, String repoId, String url, List<String> events) {
        return new Webhook(id, repoId, url, Set.copyOf(events), true, Instant.now());
    }

    public String getId() {
        return id;
    }

    public String getRepoId() {
        return repoId;
    }

    public String getUrl() {
        return url;
    }

    public Set<String> getEvents() {
        return events;
    }

    public boolean isActive() {
        return active;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public boolean subscribesTo(String event) {
        return active && (events.contains("*") || events.contains(event));
    }

    public Webhook withActive(boolean value) {
        return new Webhook(id, repoId, url, events, value, createdAt);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Webhook other)) {
            return false;
        }
        return id.equals(other.id)
                && repoId.equals(other.repoId)
                && url.equals(other.url)
                && events.equals(other.events)
                && active == other.active
                && createdAt.equals(other.createdAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, repoId, url, events, active, createdAt);
    }

    @Override
    public String toString() {
        return "Webhook{id=" + id + ", repoId=" + repoId + ", url=" + url + ", events=" + events + ", active=" + active + "}";
    }
}
