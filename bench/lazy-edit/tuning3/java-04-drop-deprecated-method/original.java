package dev.grove.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;

public final class TokenGenerator {
    private static final String PREFIX = "grv_";
    private static final int TOKEN_BYTES = 32;

    private final SecureRandom random;

    public TokenGenerator(SecureRandom random) {
        this.random = random;
    }

    public TokenGenerator() {
        this(new SecureRandom());
    }

    public String newToken() {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /**
     * @deprecated tokens are no longer hex encoded; use {@link #newToken()}.
     */
    @Deprecated
    public String newHexToken() {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    public static String hash(String token) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 unavailable", e);
        }
    }

    public static boolean looksLikeToken(String value) {
        return value != null && value.startsWith(PREFIX) && value.length() > PREFIX.length() + 40;
    }

    public static Instant expiry(Instant issuedAt, Duration ttl) {
        return issuedAt.plus(ttl);
    }
}
