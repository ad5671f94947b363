// ... existing code ...
    public String newToken() {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    public static String hash(String token) {
        // ... existing code ...
    }

    public static boolean looksLikeToken(String value) {
        return value != null && value.startsWith(PREFIX) && value.length() == PREFIX.length() + 43;
    }
// ... existing code ...
