package org.acme.search.client;

import java.net.URI;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Immutable configuration for {@link SearchClient}.
 */
public final class SearchClientConfig {

    private final URI endpoint;
    private final String apiKey;
    private final int maxRetries;
    private final Duration connectTimeout;
    private final Map<String, String> defaultHeaders;

    private SearchClientConfig(Builder builder) {
        this.endpoint = builder.endpoint;
        this.apiKey = builder.apiKey;
        this.maxRetries = builder.maxRetries;
        this.connectTimeout = builder.connectTimeout;
        this.defaultHeaders = Collections.unmodifiableMap(new LinkedHashMap<>(builder.defaultHeaders));
    }

    public URI endpoint() {
        return endpoint;
    }

    public String apiKey() {
        return apiKey;
    }

    public int maxRetries() {
        return maxRetries;
    }

    public Duration connectTimeout() {
        return connectTimeout;
    }

    public Map<String, String> defaultHeaders() {
        return defaultHeaders;
    }

    public static Builder builder(URI endpoint) {
        return new Builder(endpoint);
    }

    public static final class Builder {
        private final URI endpoint;
        private String apiKey;
        private int maxRetries = 3;
        private Duration connectTimeout = Duration.ofSeconds(5);
        private final Map<String, String> defaultHeaders = new LinkedHashMap<>();

        private Builder(URI endpoint) {
            this.endpoint = endpoint;
        }

        public Builder apiKey(String apiKey) {
            this.apiKey = apiKey;
            return this;
        }

        public Builder maxRetries(int maxRetries) {
            if (maxRetries < 0) {
                throw new IllegalArgumentException("maxRetries must be >= 0");
            }
            this.maxRetries = maxRetries;
            return this;
        }

        public Builder connectTimeout(Duration connectTimeout) {
            this.connectTimeout = connectTimeout;
            return this;
        }

        public Builder header(String name, String value) {
            defaultHeaders.put(name, value);
            return this;
        }

        public SearchClientConfig build() {
            if (apiKey == null || apiKey.isBlank()) {
                throw new IllegalStateException("apiKey is required");
            }
            return new SearchClientConfig(this);
        }
    }
}
