package com.vkcsgpu.provider.k8s.policy;

import java.util.List;

/**
 * One Gatekeeper constraint that limits host access, as read from the cluster: VK Cloud's default security
 * policies {@code k8spsphostfilesystem} (hostPath volumes, except under {@code allowedHostPaths} prefixes) and
 * {@code k8spsphostnamespace} (hostPID, hostIPC), always on in every cluster
 * (vk-cs/docs-public {@code docs/ru/kubernetes/k8s/concepts/security-policies/security-policies.md (Russian)}). The templates are
 * Gatekeeper's library's (open-policy-agent/gatekeeper-library {@code library/pod-security-policy/host-filesystem} and
 * {@code host-namespaces}).
 *
 * @param kind               {@code K8sPSPHostFilesystem} or {@code K8sPSPHostNamespace}
 * @param name               the constraint's name, as Gatekeeper's denial names it in brackets
 * @param enforcementAction  {@code deny} (the default), {@code dryrun} or {@code warn}: only deny refuses a pod
 * @param namespaces         {@code spec.match.namespaces}; empty means every namespace
 * @param excludedNamespaces {@code spec.match.excludedNamespaces}; a trailing or leading {@code *} is a glob
 * @param allowedHostPaths   the path prefixes {@code spec.parameters.allowedHostPaths} allows (filesystem only)
 */
public record HostAccessConstraint(String kind, String name, String enforcementAction, List<String> namespaces,
                                   List<String> excludedNamespaces, List<String> allowedHostPaths) {
    /** The hostPath constraint's kind. */
    public static final String HOST_FILESYSTEM = "K8sPSPHostFilesystem";
    /** The host-namespace constraint's kind. */
    public static final String HOST_NAMESPACE = "K8sPSPHostNamespace";

    /** Whether the constraint refuses pods in {@code namespace} (it denies and matches that namespace). */
    public boolean enforcedIn(String namespace) {
        boolean denies = enforcementAction == null || enforcementAction.isEmpty() || "deny".equals(enforcementAction);
        boolean matched = namespaces.isEmpty() || namespaces.stream().anyMatch(p -> globMatches(p, namespace));
        return denies && matched && excludedNamespaces.stream().noneMatch(p -> globMatches(p, namespace));
    }

    /** Whether {@code hostPath} lies under one of the allowed prefixes, compared segment by segment as the template does. */
    public boolean allowsHostPath(String hostPath) {
        List<String> path = segments(hostPath);
        for (String prefix : allowedHostPaths) {
            List<String> allowed = segments(prefix);
            if (allowed.size() <= path.size() && path.subList(0, allowed.size()).equals(allowed)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> segments(String path) {
        String trimmed = path.replaceAll("^/+|/+$", "");
        return trimmed.isEmpty() ? List.of() : List.of(trimmed.split("/+"));
    }

    /** Gatekeeper's namespace globs: {@code kube-*} and {@code *-system}. */
    static boolean globMatches(String pattern, String namespace) {
        if (pattern.endsWith("*")) {
            return namespace.startsWith(pattern.substring(0, pattern.length() - 1));
        }
        if (pattern.startsWith("*")) {
            return namespace.endsWith(pattern.substring(1));
        }
        return pattern.equals(namespace);
    }
}
