package com.vkcsgpu.provider.wire;

import com.vkcsgpu.provider.framework.Values;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Removes secret values from text sent to the engine (error messages, log lines). Holds the secrets of
 * the provider configuration; per request, the secrets in that request's values are added.
 */
final class SecretScrubber {
    private static final String REDACTED = "[secret]";
    private final Set<String> configSecrets = ConcurrentHashMap.newKeySet();

    /** Remembers secrets that apply to every request (configuration). */
    void rememberAll(Collection<String> secrets) {
        secrets.stream().filter(s -> s != null && s.length() >= 4).forEach(configSecrets::add);
    }

    /** The secrets inside these property maps plus the configuration's. */
    List<String> secretsOf(List<Map<String, Object>> requestValues) {
        List<String> found = new ArrayList<>(configSecrets);
        requestValues.forEach(m -> Values.collectSecretStrings(m, false, found));
        found.removeIf(s -> s.length() < 4); // never mangle messages over trivially short "secrets"
        found.sort(Comparator.comparingInt(String::length).reversed());
        return found;
    }

    /** The text with every listed secret replaced. */
    static String scrub(String text, List<String> secrets) {
        if (text == null) {
            return "";
        }
        String out = text;
        for (String s : secrets) {
            out = out.replace(s, REDACTED);
        }
        return out;
    }
}
