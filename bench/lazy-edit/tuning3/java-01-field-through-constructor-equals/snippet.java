// ... existing code ...
    private final String url;
    private final String contentType;
    private final Set<String> events;
    // ... existing code ...

    public Webhook(String id, String repoId, String url, String contentType, Set<String> events, boolean active, Instant createdAt) {
        this.id = Objects.requireNonNull(id, "id");
        this.repoId = Objects.requireNonNull(repoId, "repoId");
        this.url = Objects.requireNonNull(url, "url");
        this.contentType = Objects.requireNonNull(contentType, "contentType");
        this.events = Set.copyOf(events);
        // ... existing code ...
    }

    public static Webhook create(String id, String repoId, String url, List<String> events) {
        return new Webhook(id, repoId, url, "application/json", Set.copyOf(events), true, Instant.now());
    }

    // ... existing code ...
    public String getUrl() {
        return url;
    }

    public String getContentType() {
        return contentType;
    }

    // ... existing code ...
    public Webhook withActive(boolean value) {
        return new Webhook(id, repoId, url, contentType, events, value, createdAt);
    }

    // ... existing code ...
                && url.equals(other.url)
                && contentType.equals(other.contentType)
                && events.equals(other.events)
                // ... existing code ...
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, repoId, url, contentType, events, active, createdAt);
    }

    // ... existing code ...
