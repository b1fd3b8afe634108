package com.vkcsgpu.domain;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Kubernetes syntax for label keys and values, taints and object names, as the API server
 * validates them (k8s.io/apimachinery {@code validation.IsQualifiedName}, {@code IsValidLabelValue},
 * {@code IsDNS1123Subdomain}/{@code Label}). Checking them here fails {@code pulumi preview}
 * instead of a half-applied {@code pulumi up}.
 */
public final class KubernetesSyntax {
    /** The taint effects Kubernetes knows, in the order of {@link TaintEffect}. */
    public static final List<String> TAINT_EFFECTS = java.util.Arrays.stream(TaintEffect.values()).map(Enum::name).toList();

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

    // Quantity grammar of k8s.io/apimachinery/pkg/api/resource (quantity.go): a signed decimal number
    // with an optional binary (Ki..Ei), decimal (n, u, m, k, M..E) or exponent suffix.
    private static final Pattern QUANTITY =
            Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]|[eE][+-]?[0-9]+)?");

    /** A resource quantity such as {@code 500m}, {@code 64Gi} or {@code 8}; negative values are refused (a cap). */
    public static Optional<String> quantityProblem(String quantity) {
        if (quantity == null || !QUANTITY.matcher(quantity).matches()) {
            return Optional.of("'" + quantity + "' is not a Kubernetes quantity; write a number with an optional"
                    + " suffix, such as 16, 500m, 64Gi");
        }
        if (quantity.startsWith("-")) {
            return Optional.of("'" + quantity + "' is negative; a cap must be 0 or more");
        }
        return Optional.empty();
    }

    /**
     * An extended resource name such as {@code nvidia.com/gpu} or {@code nvidia.com/mig-1g.10gb}: a
     * qualified name with a domain prefix outside {@code kubernetes.io} (API server rule for extended
     * resources, k8s.io/kubernetes {@code IsExtendedResourceName}).
     */
    public static Optional<String> extendedResourceNameProblem(String name) {
        if (name == null || name.indexOf('/') < 0) {
            return Optional.of("'" + name + "' is not an extended resource name; use '<domain>/<name>' such as"
                    + " nvidia.com/mig-1g.10gb");
        }
        if (name.startsWith("requests.") || name.startsWith("limits.")) {
            return Optional.of("'" + name + "': give the resource name without the 'requests.' prefix; the quota adds it");
        }
        String domain = name.substring(0, name.indexOf('/'));
        if (domain.equals("kubernetes.io") || domain.endsWith(".kubernetes.io")) {
            return Optional.of("'" + name + "' is in the kubernetes.io domain, which extended resources may not use");
        }
        return labelKeyProblem(name).map(p -> "resource name " + p.replace("label key ", ""));
    }

    // An apiVersion is "<version>" or "<group>/<version>": the group a DNS-1123 subdomain, the version a DNS-1035
    // label (k8s.io/apimachinery v0.34.0 pkg/util/validation/validation.go, the rules CRD groups and versions obey).
    private static final Pattern API_VERSION = Pattern.compile(
            "(?:[a-z0-9](?:[-a-z0-9]*[a-z0-9])?(?:\\.[a-z0-9](?:[-a-z0-9]*[a-z0-9])?)*/)?[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?");

    /**
     * An object's {@code apiVersion}, such as {@code v1} or {@code apps/v1}. Its parts become path segments of
     * discovery and API requests, so nothing else (slashes beyond one, dots as a version, spaces) is accepted.
     */
    public static Optional<String> apiVersionProblem(String apiVersion) {
        if (apiVersion != null && apiVersion.length() <= 253 + 1 + 63 && API_VERSION.matcher(apiVersion).matches()) {
            return Optional.empty();
        }
        return Optional.of("'" + (apiVersion == null ? null : printable(apiVersion)) + "' is not an apiVersion; write"
                + " <version> or <group>/<version>, such as v1 or apps/v1");
    }

    // The reference grammar of distribution/reference v0.6.0 (regexp.go): a path component is lowercase
    // alphanumerics joined by '.', '_', '__' or dashes; a repository may start with a registry host[:port].
    private static final String PATH_COMPONENT = "[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*";
    private static final String HOST = "(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*"
            + "(?::[0-9]+)?)";
    private static final Pattern IMAGE_REPOSITORY = Pattern.compile("(?:" + HOST + "/)?" + PATH_COMPONENT
            + "(?:/" + PATH_COMPONENT + ")*");
    private static final Pattern IMAGE_NAME = Pattern.compile(PATH_COMPONENT + "(?:/" + PATH_COMPONENT + ")*");

    /**
     * An image repository such as {@code nvcr.io/nvidia/k8s}: a registry and path as image references spell them.
     * Anything else (whitespace, a newline, quotes) would end up in the chart's values and its rendered YAML.
     */
    public static Optional<String> imageRepositoryProblem(String repository) {
        return IMAGE_REPOSITORY.matcher(repository).matches() ? Optional.empty()
                : Optional.of("'" + printable(repository) + "' is not an image repository; write it like nvcr.io/nvidia/k8s");
    }

    /** An image name such as {@code container-toolkit}: lowercase path components, no tag. */
    public static Optional<String> imageNameProblem(String image) {
        return IMAGE_NAME.matcher(image).matches() ? Optional.empty()
                : Optional.of("'" + printable(image) + "' is not an image name; write it like container-toolkit");
    }

    private static String printable(String text) {
        return text.replaceAll("\\p{Cntrl}", "?");
    }

    /**
     * The name of an RBAC subject (user or group) as the authenticator reports it: non-empty, no leading
     * or trailing whitespace, no control characters, and not a {@code system:} name, which Kubernetes
     * reserves for built-in identities (binding {@code system:authenticated} would grant every user).
     */
    public static Optional<String> rbacSubjectProblem(String name) {
        if (name == null || name.isBlank()) {
            return Optional.of("must not be empty");
        }
        if (!name.equals(name.strip())) {
            return Optional.of("'" + name + "' has leading or trailing whitespace; remove it");
        }
        if (name.chars().anyMatch(Character::isISOControl)) {
            return Optional.of("'" + name.replaceAll("\\p{Cntrl}", "?") + "' contains control characters");
        }
        if (name.startsWith("system:")) {
            return Optional.of("'" + name + "' is a reserved system: identity; name the team's own group or user");
        }
        if (name.length() > 253) {
            return Optional.of("must be at most 253 characters");
        }
        return Optional.empty();
    }

    /**
     * Whether two equality label selectors (all labels must match) can select no common node: exactly when
     * they require different values of one key. Selectors without a shared key overlap on a node carrying both.
     */
    public static boolean selectorsDisjoint(Map<String, String> a, Map<String, String> b) {
        return a.entrySet().stream().anyMatch(e -> b.containsKey(e.getKey())
                && !Objects.equals(b.get(e.getKey()), e.getValue()));
    }
}
