package io.acme.httpclient;

import java.time.Duration;
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
    private final Duration timeout;
    private final int maxRetries;
    private final Map<String, String> defaultHeaders;

    private ClientOptions(Builder b) {
        this.baseUrl = Objects.requireNonNull(b.baseUrl, "baseUrl");
        this.timeout = b.timeout;
        this.maxRetries = b.maxRetries;
        this.defaultHeaders = Collections.unmodifiableMap(new LinkedHashMap<>(b.defaultHeaders));
    }

    public static Builder builder() {
        return new Builder();
    }

    public String baseUrl() {
        return baseUrl;
    }

    public Duration timeout() {
        return timeout;
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
                + ", timeout=" + timeout
                + ", maxRetries=" + maxRetries + "}";
    }

    public static final class Builder {
        private String baseUrl;
        private Duration timeout = Duration.ofSeconds(10);
        private int maxRetries = 2;
        private final Map<String, String> defaultHeaders = new LinkedHashMap<>();

        private Builder() {
        }

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
