// ... existing code ...
    private final int maxRetries;
    private final boolean followRedirects;
    private final Map<String, String> defaultHeaders;

    private HttpClientConfig(Builder builder) {
        // ... existing code ...
        this.maxRetries = builder.maxRetries;
        this.followRedirects = builder.followRedirects;
        this.defaultHeaders = Map.copyOf(builder.defaultHeaders);
    }

    // ... existing code (unchanged) ...

    public int maxRetries() {
        return maxRetries;
    }

    public boolean followRedirects() {
        return followRedirects;
    }

    // ... existing code ...
        private int maxRetries = 2;
        private boolean followRedirects = true;
        private final Map<String, String> defaultHeaders = new LinkedHashMap<>();

        // ... existing code (unchanged) ...

        public Builder followRedirects(boolean followRedirects) {
            this.followRedirects = followRedirects;
            return this;
        }

        public Builder header(String name, String value) {
            // ... existing code ...
