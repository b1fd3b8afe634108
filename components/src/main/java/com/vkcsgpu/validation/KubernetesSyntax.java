package com.vkcsgpu.validation;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Kubernetes syntax for label keys and values, taints and object names, as the API server
 * validates them (k8s.io/apimachinery {@code validation.IsQualifiedName}, {@code IsValidLabelValue},
 * {@code IsDNS1123Subdomain}/{@code Label}). Checking them here fails {@code pulumi preview}
 * instead of a half-applied {@code pulumi up}.
 */
public final class KubernetesSyntax {
    /** The taint effects Kubernetes knows. */
    public static final List<String> TAINT_EFFECTS = List.of("NoSchedule", "PreferNoSchedule", "NoExecute");

    private static final int NAME_MAX = 63;
    private static final int PREFIX_MAX = 253;
    private static final Pattern QUALIFIED_NAME = Pattern.compile("[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?");
    private static final Pattern DNS1123_LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");
    private static final Pattern DNS1123_SUBDOMAIN =
            Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*");

    private KubernetesSyntax() {}

    /** A label or taint key: an optional DNS-subdomain prefix and '/', then a name of at most 63 characters. */
    public static Optional<String> labelKeyProblem(String key) {
        if (key == null || key.isEmpty()) {
            return Optional.of("a label key must not be empty");
        }
        String prefix = null;
        String name = key;
        int slash = key.indexOf('/');
        if (slash >= 0) {
            prefix = key.substring(0, slash);
            name = key.substring(slash + 1);
            if (name.indexOf('/') >= 0) {
                return Optional.of("label key '" + key + "' has more than one '/'; use 'prefix/name' such as 'example.com/team'");
            }
        }
        if (prefix != null) {
            if (prefix.isEmpty() || prefix.length() > PREFIX_MAX || !DNS1123_SUBDOMAIN.matcher(prefix).matches()) {
                return Optional.of("label key prefix '" + prefix + "' must be a lowercase DNS subdomain of at most "
                        + PREFIX_MAX + " characters, such as 'example.com'");
            }
        }
        if (name.isEmpty() || name.length() > NAME_MAX || !QUALIFIED_NAME.matcher(name).matches()) {
            return Optional.of("label key name '" + name + "' must be 1-" + NAME_MAX
                    + " characters of letters, digits, '-', '_' or '.', starting and ending with a letter or digit");
        }
        return Optional.empty();
    }

    /** A label or taint value: empty, or at most 63 characters of letters, digits, '-', '_', '.', alphanumeric at both ends. */
    public static Optional<String> labelValueProblem(String value) {
        if (value == null || value.isEmpty()) {
            return Optional.empty();
        }
        if (value.length() > NAME_MAX || !QUALIFIED_NAME.matcher(value).matches()) {
            return Optional.of("label value '" + value + "' must be at most " + NAME_MAX
                    + " characters of letters, digits, '-', '_' or '.', starting and ending with a letter or digit");
        }
        return Optional.empty();
    }

    /** A taint effect: one of {@link #TAINT_EFFECTS}, case-sensitive as in Kubernetes. */
    public static Optional<String> taintEffectProblem(String effect) {
        if (effect != null && TAINT_EFFECTS.contains(effect)) {
            return Optional.empty();
        }
        return Optional.of("taint effect '" + effect + "' is not one of " + String.join(", ", TAINT_EFFECTS));
    }

    /** A namespace or other DNS-1123 label name (at most 63 lowercase characters). */
    public static Optional<String> dns1123LabelProblem(String name) {
        if (name != null && !name.isEmpty() && name.length() <= NAME_MAX && DNS1123_LABEL.matcher(name).matches()) {
            return Optional.empty();
        }
        return Optional.of("'" + name + "' must be 1-" + NAME_MAX
                + " lowercase letters, digits or '-', starting and ending with a letter or digit");
    }
}
