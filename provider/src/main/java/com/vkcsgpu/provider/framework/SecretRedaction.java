package com.vkcsgpu.provider.framework;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keeps secret inputs out of check failures: a failure about a secret value never repeats it or a quoted part
 * of it, however short, and no failure repeats any other secret input of four characters or more.
 */
final class SecretRedaction {
    private static final String REDACTED = "[secret]";
    /** Shorter secrets elsewhere are left alone: replacing "ab" everywhere would garble every message. */
    private static final int MIN_GLOBAL_LENGTH = 4;
    /** A part of a message quoted with ' or ", as failures quote the values they are about. */
    private static final Pattern QUOTED = Pattern.compile("(['\"])([^'\"]+)\\1");

    private SecretRedaction() {
    }

    static List<Diagnostics.Failure> redact(RecordModel model, Map<String, Object> news,
                                            List<Diagnostics.Failure> failures) {
        List<String> everywhere = new ArrayList<>();
        Values.collectSecretStrings(news, false, everywhere);
        for (PropertyModel p : model.properties()) {
            if (p.secret()) {
                Values.collectSecretStrings(news.get(p.name()), true, everywhere);
            }
        }
        everywhere.removeIf(s -> s.length() < MIN_GLOBAL_LENGTH);
        List<Diagnostics.Failure> out = new ArrayList<>();
        for (Diagnostics.Failure f : failures) {
            List<String> atPath = secretsAt(model, news, f.path());
            List<String> secrets = new ArrayList<>(atPath);
            secrets.addAll(everywhere);
            secrets.sort(Comparator.comparingInt(String::length).reversed());
            String reason = f.reason();
            for (String secret : secrets) {
                reason = reason.replace(secret, REDACTED);
            }
            out.add(new Diagnostics.Failure(f.path(), redactQuotedParts(reason, atPath)));
        }
        return out;
    }

    /**
     * A failure about a secret value quotes parts of it ("metadata.name 'db-password'" of a secret manifest): every
     * quoted part of {@code reason} with a letter or digit that is found inside one of {@code secrets} is replaced,
     * however short.
     */
    private static String redactQuotedParts(String reason, List<String> secrets) {
        if (secrets.isEmpty()) {
            return reason;
        }
        Matcher quoted = QUOTED.matcher(reason);
        StringBuilder out = new StringBuilder();
        while (quoted.find()) {
            String part = quoted.group(2);
            // Punctuation alone ('/', '..', '-' in a rule's own wording) reveals nothing of a secret.
            boolean secret = part.chars().anyMatch(Character::isLetterOrDigit) && secrets.stream().anyMatch(s -> s.contains(part));
            quoted.appendReplacement(out, Matcher.quoteReplacement(secret
                    ? quoted.group(1) + REDACTED + quoted.group(1) : quoted.group()));
        }
        quoted.appendTail(out);
        return out.toString();
    }

    /** The strings at {@code path} when the value there is secret (marked so, or declared secret). */
    private static List<String> secretsAt(RecordModel model, Map<String, Object> news, PropertyPath path) {
        boolean secret = model.propertiesAlong(path, null).stream().anyMatch(PropertyModel::secret);
        Object value = news;
        for (Object segment : path.segments()) {
            secret |= value instanceof Values.Secret;
            Object inner = Values.unwrap(value);
            if (segment instanceof String key && inner instanceof Map<?, ?> map) {
                value = map.get(key);
            } else if (segment instanceof Integer index && inner instanceof List<?> list && index < list.size()) {
                value = list.get(index);
            } else {
                value = null;
                break;
            }
        }
        List<String> found = new ArrayList<>();
        Values.collectSecretStrings(value, secret, found);
        found.removeIf(String::isBlank);
        return found;
    }
}
