package com.vkcsgpu.emulator.cloud;

import java.security.SecureRandom;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Issued Keystone tokens and their expiry. Token values are random and never logged. */
final class TokenStore {

    /** An issued token. {@code expiresAt} is mutable only through {@link #expire}. */
    static final class Token {
        final String value;
        final List<String> methods;
        final Instant issuedAt;
        final String auditId;
        /** The project the token is scoped to, or null for an unscoped token. */
        final String projectId;
        /** The Keystone id of the user the token was issued to. */
        final String userId;
        volatile Instant expiresAt;

        Token(String value, List<String> methods, String projectId, String userId, Instant issuedAt, Instant expiresAt,
              String auditId) {
            this.value = value;
            this.userId = userId;
            this.projectId = projectId;
            this.methods = List.copyOf(methods);
            this.issuedAt = issuedAt;
            this.expiresAt = expiresAt;
            this.auditId = auditId;
        }

        boolean isValid(Instant now) {
            return now.isBefore(expiresAt);
        }

        @Override
        public String toString() {
            return "Token[redacted, expiresAt=" + expiresAt + "]";
        }
    }

    private static final SecureRandom RANDOM = new SecureRandom();
    private final Map<String, Token> tokens = new ConcurrentHashMap<>();

    Token issue(List<String> methods, String projectId, String userId, Instant expiresAt) {
        String value = "gAAAAA" + randomHex(48);
        Token token = new Token(value, methods, projectId, userId, Instant.now(), expiresAt, randomHex(11));
        tokens.put(value, token);
        return token;
    }

    /** The token if it was issued and has not expired. */
    /** Every token issued so far (expired ones too). */
    java.util.List<String> issued() {
        return java.util.List.copyOf(tokens.keySet());
    }

    Token valid(String value) {
        if (value == null) {
            return null;
        }
        Token token = tokens.get(value);
        return token != null && token.isValid(Instant.now()) ? token : null;
    }

    /** Makes {@code value} expire now (fault injection "token expiry"). */
    void expire(String value) {
        Token token = value == null ? null : tokens.get(value);
        if (token != null) {
            token.expiresAt = Instant.now().minusMillis(1);
        }
    }

    /** Expires every token issued so far. */
    void expireAll() {
        tokens.values().forEach(t -> t.expiresAt = Instant.now().minusMillis(1));
    }

    private static String randomHex(int bytes) {
        byte[] data = new byte[bytes];
        RANDOM.nextBytes(data);
        return HexFormat.of().formatHex(data);
    }
}
