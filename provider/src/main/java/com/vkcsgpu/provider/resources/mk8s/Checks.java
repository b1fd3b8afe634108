package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.domain.KubernetesSyntax;
import com.vkcsgpu.domain.VkCloudSyntax;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Small helpers that attach the shared syntax rules ({@code com.vkcsgpu.domain}) to property
 * paths. A null value is either absent (optional) or unknown in preview: neither is checked.
 */
final class Checks {
    /**
     * Label prefixes reserved for Kubernetes itself: the NodeRestriction admission plugin refuses
     * node labels under {@code kubernetes.io} / {@code k8s.io} except the {@code kubelet.} and
     * {@code node.} namespaces (Kubernetes docs, "Well-Known Labels" and kubelet {@code --node-labels}).
     */
    private static final List<String> RESERVED_LABEL_DOMAINS = List.of("kubernetes.io", "k8s.io");
    private static final List<String> ALLOWED_RESERVED_DOMAINS = List.of("kubelet.kubernetes.io", "node.kubernetes.io");

    private Checks() {
    }

    /** Reports {@code rule}'s problem with {@code value} at {@code path}, followed by {@code fix} (may be null). */
    static void rule(Diagnostics diags, PropertyPath path, String value, Function<String, Optional<String>> rule, String fix) {
        if (value != null) {
            rule.apply(value).ifPresent(problem -> diags.error(path, problem, fix));
        }
    }

    static void rule(Diagnostics diags, String property, String value, Function<String, Optional<String>> rule, String fix) {
        rule(diags, PropertyPath.of(property), value, rule, fix);
    }

    /** Reports a blank (empty or whitespace) string. */
    static void notBlank(Diagnostics diags, PropertyPath path, String value, String fix) {
        if (value != null && value.isBlank()) {
            diags.error(path, "must not be empty", fix);
        }
    }

    /** Kubernetes node labels: key and value syntax, and no keys in the reserved Kubernetes domains. */
    static void nodeLabels(Diagnostics diags, String property, Map<String, String> labels) {
        if (labels == null) {
            return;
        }
        labels.forEach((key, value) -> {
            PropertyPath path = PropertyPath.of(property, key);
            Optional<String> keyProblem = KubernetesSyntax.labelKeyProblem(key);
            if (keyProblem.isPresent()) {
                diags.error(path, keyProblem.get(), null);
            } else if (reservedDomain(key)) {
                diags.error(path, "label key '" + key + "' is in a domain reserved for Kubernetes",
                        "use your own prefix such as 'example.com/" + key.substring(key.indexOf('/') + 1)
                                + "' (only node.kubernetes.io/ and kubelet.kubernetes.io/ may be set on nodes)");
            }
            rule(diags, path, value, KubernetesSyntax::labelValueProblem, null);
        });
    }

    private static boolean reservedDomain(String key) {
        int slash = key.indexOf('/');
        if (slash < 0) {
            return false;
        }
        String prefix = key.substring(0, slash);
        boolean allowed = ALLOWED_RESERVED_DOMAINS.stream().anyMatch(d -> prefix.equals(d) || prefix.endsWith("." + d));
        return !allowed && RESERVED_LABEL_DOMAINS.stream().anyMatch(d -> prefix.equals(d) || prefix.endsWith("." + d));
    }

    /** Taints: key syntax, a non-empty value in label-value syntax, a known effect, and no two taints with the same key and effect. */
    static void taints(Diagnostics diags, String property, List<Taint> taints) {
        if (taints == null) {
            return;
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < taints.size(); i++) {
            Taint taint = taints.get(i);
            if (taint == null) {
                continue;
            }
            PropertyPath path = PropertyPath.of(property, i);
            rule(diags, path.key("key"), taint.key(), KubernetesSyntax::labelKeyProblem, null);
            rule(diags, path.key("value"), taint.value(), VkCloudSyntax::taintValueProblem, null);
            // the effect is a TaintEffect: the codec refuses any other value before check runs
            if (taint.key() != null && taint.effect() != null && !seen.add(taint.key() + ":" + taint.effect())) {
                diags.error(path, "duplicate taint " + taint.key() + ":" + taint.effect(),
                        "Kubernetes allows one taint per key and effect; remove one of them");
            }
        }
    }
}
