package com.vkcsgpu.provider.k8s.access;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the right a 403 refused out of kube-apiserver's message, which has one fixed shape
 * (kubernetes/kubernetes {@code staging/src/k8s.io/apiserver/pkg/endpoints/handlers/responsewriters/errors.go},
 * {@code forbiddenMessage}): {@code User "u" cannot list resource "nodes" in API group "" at the cluster scope},
 * or {@code ... in the namespace "ns"}. The user's name is not kept.
 */
final class ForbiddenMessage {
    private static final Pattern SHAPE = Pattern.compile("cannot (\\S+) resource \"([^\"]+)\" in API group \"([^\"]*)\""
            + "(?: in the namespace \"([^\"]+)\"| at the cluster scope)");

    private ForbiddenMessage() {
    }

    /** The refused right, when {@code message} has kube-apiserver's shape. */
    static Optional<KubeRight> right(String message) {
        if (message == null) {
            return Optional.empty();
        }
        Matcher m = SHAPE.matcher(message);
        if (!m.find()) {
            return Optional.empty();
        }
        String resource = m.group(2);
        int slash = resource.indexOf('/');
        return Optional.of(new KubeRight(m.group(1), m.group(3), slash < 0 ? resource : resource.substring(0, slash),
                slash < 0 ? "" : resource.substring(slash + 1), m.group(4)));
    }
}
