// ... existing code ...
    private final String baseUrl;
    private final Duration connectTimeout;
    private final int maxConnections;
// ... existing code ...
        this.baseUrl = Objects.requireNonNull(builder.baseUrl, "baseUrl");
        this.connectTimeout = builder.connectTimeout;
// ... existing code ...
    public String getBaseUrl() {
        return baseUrl;
    }

    public Duration getConnectTimeout() {
        return connectTimeout;
    }
// ... existing code ...
        return "ClientConfig{baseUrl=" + baseUrl
                + ", connectTimeout=" + connectTimeout
// ... existing code ...
        private String baseUrl;
        private Duration connectTimeout = Duration.ofSeconds(10);
// ... existing code ...
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
// ... existing code ...
