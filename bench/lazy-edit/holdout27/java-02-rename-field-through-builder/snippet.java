package io.acme.httpclient;

import java.time.Duration;
import java.util.Collections;
// ... existing code ...
public final class ClientOptions {

    private final String baseUrl;
    private final Duration timeout;
    private final int maxRetries;
    private final Map<String, String> defaultHeaders;

    private ClientOptions(Builder b) {
        this.baseUrl = Objects.requireNonNull(b.baseUrl, "baseUrl");
        this.timeout = b.timeout;
        // ... existing code ...
    }

    // ... existing code ...

    public String baseUrl() {
        return baseUrl;
    }

    public Duration timeout() {
        return timeout;
    }

    public int maxRetries() {
        // ... existing code ...
    }

    // ... existing code ...

    @Override
    public String toString() {
        return "ClientOptions{baseUrl=" + baseUrl
                + ", timeout=" + timeout
                + ", maxRetries=" + maxRetries + "}";
    }

    public static final class Builder {
        private String baseUrl;
        private Duration timeout = Duration.ofSeconds(10);
        // ... existing code ...

        public Builder baseUrl(String baseUrl) {
            this.baseUrl = baseUrl;
            return this;
        }

        public Builder timeout(Duration timeout) {
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("timeout must be positive");
            }
            this.timeout = timeout;
            return this;
        }

        public Builder maxRetries(int maxRetries) {
        // ... existing code ...
    }
}
