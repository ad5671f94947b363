// ... existing code ...
    private final Duration connectTimeout;
    private final Duration readTimeout;
    private final Map<String, String> defaultHeaders;

    private SearchClientConfig(Builder builder) {
        // ... existing code ...
        this.connectTimeout = builder.connectTimeout;
        this.readTimeout = builder.readTimeout;
        this.defaultHeaders = Collections.unmodifiableMap(new LinkedHashMap<>(builder.defaultHeaders));
    }

    // ... other accessors ...

    public Duration connectTimeout() {
        return connectTimeout;
    }

    public Duration readTimeout() {
        return readTimeout;
    }

    // ... existing code ...
        private Duration connectTimeout = Duration.ofSeconds(5);
        private Duration readTimeout = Duration.ofSeconds(30);
        private final Map<String, String> defaultHeaders = new LinkedHashMap<>();

        // ... other methods ...

        public Builder connectTimeout(Duration connectTimeout) {
            this.connectTimeout = connectTimeout;
            return this;
        }

        public Builder readTimeout(Duration readTimeout) {
            this.readTimeout = readTimeout;
            return this;
        }

        // ... other methods ...
