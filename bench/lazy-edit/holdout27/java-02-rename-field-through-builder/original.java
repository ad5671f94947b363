package io.acme.httpclient;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Immutable settings for {@link HttpClient}.
 *
 * <p>Instances are created through {@link #builder()}.
 */
public final class ClientOptions {

    private final String baseUrl;
    private final int timeoutMillis;
    private final int maxRetries;
    private final Map<String, String> defaultHeaders;

    private ClientOptions(Builder b) {
        this.baseUrl = Objects.requireNonNull(b.baseUrl, "baseUrl");
        this.timeoutMillis = b.timeoutMillis;
        this.maxRetries = b.maxRetries;
        this.defaultHeaders = Collections.unmodifiableMap(new LinkedHashMap<>(b.defaultHeaders));
    }

    public static Builder builder() {
        return new Builder();
    }

    public String baseUrl() {
        return baseUrl;
    }

    public int timeoutMillis() {
        return timeoutMillis;
    }

    public int maxRetries() {
        return maxRetries;
    }

    public Map<String, String> defaultHeaders() {
        return defaultHeaders;
    }

    @Override
    public String toString() {
        return "ClientOptions{baseUrl=" + baseUrl
                + ", timeoutMillis=" + timeoutMillis
                + ", maxRetries=" + maxRetries + "}";
    }

    public static final class Builder {
        private String baseUrl;
        private int timeoutMillis = 10_000;
        private int maxRetries = 2;
        private final Map<String, String> defaultHeaders = new LinkedHashMap<>();

        private Builder() {
        }

        public Builder baseUrl(String baseUrl) {
            this.baseUrl = baseUrl;
            return this;
        }

        public Builder timeoutMillis(int timeoutMillis) {
            if (timeoutMillis <= 0) {
                throw new IllegalArgumentException("timeoutMillis must be positive");
            }
            this.timeoutMillis = timeoutMillis;
            return this;
        }

        public Builder maxRetries(int maxRetries) {
            this.maxRetries = maxRetries;
            return this;
        }

        public Builder header(String name, String value) {
            defaultHeaders.put(name, value);
            return this;
        }

        public ClientOptions build() {
            return new ClientOptions(this);
        }
    }
}
