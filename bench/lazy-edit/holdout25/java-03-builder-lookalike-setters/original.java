package io.acme.http;

import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Immutable description of an outgoing HTTP request.
 */
public final class RequestSpec {

    private final String method;
    private final URI uri;
    private final Map<String, String> headers;
    private final Duration connectTimeout;
    private final Duration readTimeout;
    private final int maxRetries;

    private RequestSpec(Builder b) {
        this.method = b.method;
        this.uri = b.uri;
        this.headers = Map.copyOf(b.headers);
        this.connectTimeout = b.connectTimeout;
        this.readTimeout = b.readTimeout;
        this.maxRetries = b.maxRetries;
    }

    public String method() { return method; }
    public URI uri() { return uri; }
    public Map<String, String> headers() { return headers; }
    public Duration connectTimeout() { return connectTimeout; }
    public Duration readTimeout() { return readTimeout; }
    public int maxRetries() { return maxRetries; }

    public static Builder get(String uri) {
        return new Builder("GET", URI.create(uri));
    }

    public static Builder post(String uri) {
        return new Builder("POST", URI.create(uri));
    }

    public static final class Builder {
        private final String method;
        private final URI uri;
        private final Map<String, String> headers = new LinkedHashMap<>();
        private Duration connectTimeout = Duration.ofSeconds(5);
        private Duration readTimeout = Duration.ofSeconds(30);
        private int maxRetries = 0;

        private Builder(String method, URI uri) {
            this.method = method;
            this.uri = uri;
        }

        public Builder header(String name, String value) {
            headers.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
            return this;
        }

        public Builder connectTimeout(Duration timeout) {
            this.connectTimeout = Objects.requireNonNull(timeout, "timeout");
            return this;
        }

        public Builder readTimeout(Duration timeout) {
            this.readTimeout = Objects.requireNonNull(timeout, "timeout");
            return this;
        }

        public Builder maxRetries(int maxRetries) {
            this.maxRetries = maxRetries;
            return this;
        }

        public RequestSpec build() {
            return new RequestSpec(this);
        }
    }
}
