package io.acme.http;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Immutable configuration for {@link HttpClientFactory}.
 */
public final class ClientConfig {

    private final String baseUrl;
    private final Duration connectTimeout;
    private final int maxConnections;
    private final boolean followRedirects;
    private final Map<String, String> defaultHeaders;

    private ClientConfig(Builder builder) {
        this.baseUrl = Objects.requireNonNull(builder.baseUrl, "baseUrl");
        this.connectTimeout = builder.connectTimeout;
        this.maxConnections = builder.maxConnections;
        this.followRedirects = builder.followRedirects;
        this.defaultHeaders = Collections.unmodifiableMap(new LinkedHashMap<>(builder.defaultHeaders));
    }

    public static Builder builder() {
        return new Builder();
    }

    public String getBaseUrl() {
        return baseUrl;
    }

    public Duration getConnectTimeout() {
        return connectTimeout;
    }

    public int getMaxConnections() {
        return maxConnections;
    }

    public boolean isFollowRedirects() {
        return followRedirects;
    }

    public Map<String, String> getDefaultHeaders() {
        return defaultHeaders;
    }

    @Override
    public String toString() {
        return "ClientConfig{baseUrl=" + baseUrl
                + ", connectTimeout=" + connectTimeout
                + ", maxConnections=" + maxConnections
                + ", followRedirects=" + followRedirects + "}";
    }

    public static final class Builder {
        private String baseUrl;
        private Duration connectTimeout = Duration.ofSeconds(10);
        private int maxConnections = 20;
        private boolean followRedirects = true;
        private final Map<String, String> defaultHeaders = new LinkedHashMap<>();

        private Builder() {
        }

        public Builder baseUrl(String baseUrl) {
            this.baseUrl = baseUrl;
            return this;
        }

        public Builder connectTimeout(Duration connectTimeout) {
            if (connectTimeout == null || connectTimeout.isNegative() || connectTimeout.isZero()) {
                throw new IllegalArgumentException("connectTimeout must be positive");
            }
            this.connectTimeout = connectTimeout;
            return this;
        }

        public Builder maxConnections(int maxConnections) {
            this.maxConnections = maxConnections;
            return this;
        }

        public Builder followRedirects(boolean followRedirects) {
            this.followRedirects = followRedirects;
            return this;
        }

        public Builder header(String name, String value) {
            defaultHeaders.put(name, value);
            return this;
        }

        public ClientConfig build() {
            return new ClientConfig(this);
        }
    }
}
