package com.vkcsgpu.provider.cloud.http;

import com.vkcsgpu.provider.secret.SecretString;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Removes known secrets (the password, every token issued to this client) from text that may end
 * up in an error message, such as a server's reply that echoes the request.
 */
public final class Redactor {
    private static final String MASK = "[redacted]";
    /** Shorter values would mask ordinary words; real passwords and tokens are longer. */
    private static final int MIN_SECRET_LENGTH = 4;

    private final Set<String> secrets = ConcurrentHashMap.newKeySet();

    public void add(SecretString secret) {
        if (secret != null && secret.reveal().length() >= MIN_SECRET_LENGTH) {
            secrets.add(secret.reveal());
        }
    }

    String scrub(String text) {
        if (text == null) {
            return null;
        }
        String result = text;
        for (String secret : secrets) {
            result = result.replace(secret, MASK);
        }
        return result;
    }
}
