// ... existing code ...
    private final Duration readTimeout;
    private final int maxRetries;
    private final Map<String, String> defaultHeaders;

    private ClientConfig(Builder b) {
        // ... existing code ...
        this.readTimeout = b.readTimeout;
        this.maxRetries = b.maxRetries;
        this.defaultHeaders = Collections.unmodifiableMap(new LinkedHashMap<>(b.defaultHeaders));
    }

    // ... existing code ...

    public int maxRetries() {
        return maxRetries;
    }

    // ... existing code ...
        private Duration readTimeout = Duration.ofSeconds(30);
        private int maxRetries = 2;
        // ... existing code ...

        public Builder maxRetries(int maxRetries) {
            if (maxRetries < 0) {
                throw new IllegalArgumentException("maxRetries must be >= 0");
            }
            this.maxRetries = maxRetries;
            return this;
        }

        // ... existing code ...
                + ", readTimeout=" + readTimeout
                + ", maxRetries=" + maxRetries + "}";
    }
}
