package com.vkcsgpu.provider.k8s.policy;

import com.vkcsgpu.provider.k8s.KubeApiFailure;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads the host-access constraints as Gatekeeper serves them: {@code constraints.gatekeeper.sh/v1beta1}, one
 * cluster-scoped kind per template, its plural the kind in lower case. A kind the cluster does not serve (no
 * Gatekeeper, or no such template) has no constraints; one the credentials may not read is reported as unread.
 */
public final class GatekeeperConstraints {
    /** The constraints' API group and version. */
    public static final String API_VERSION = "constraints.gatekeeper.sh/v1beta1";

    /** What was read: the constraints, and for each kind that could not be read, why. */
    public record Read(List<HostAccessConstraint> constraints, List<String> unread) {
    }

    private GatekeeperConstraints() {
    }

    /** The host-filesystem and host-namespace constraints of {@code client}'s cluster. */
    public static Read read(KubernetesClient client) {
        List<HostAccessConstraint> constraints = new ArrayList<>();
        List<String> unread = new ArrayList<>();
        for (String kind : List.of(HostAccessConstraint.HOST_FILESYSTEM, HostAccessConstraint.HOST_NAMESPACE)) {
            ResourceDefinitionContext context = new ResourceDefinitionContext.Builder().withGroup("constraints.gatekeeper.sh")
                    .withVersion("v1beta1").withKind(kind).withPlural(kind.toLowerCase(java.util.Locale.ROOT))
                    .withNamespaced(false).build();
            try {
                for (GenericKubernetesResource item : client.genericKubernetesResources(context).list().getItems()) {
                    constraints.add(constraint(kind, item));
                }
            } catch (KubernetesClientException e) {
                if (e.getCode() != 404) {
                    unread.add(kind + ": " + KubeApiFailure.describe(e));
                }
            }
        }
        return new Read(constraints, unread);
    }

    @SuppressWarnings("unchecked")
    static HostAccessConstraint constraint(String kind, GenericKubernetesResource item) {
        Map<String, Object> spec = item.getAdditionalProperties().get("spec") instanceof Map<?, ?> m
                ? (Map<String, Object>) m : Map.of();
        Map<String, Object> match = spec.get("match") instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
        Map<String, Object> parameters = spec.get("parameters") instanceof Map<?, ?> m
                ? (Map<String, Object>) m : Map.of();
        List<String> allowed = new ArrayList<>();
        if (parameters.get("allowedHostPaths") instanceof List<?> paths) {
            for (Object path : paths) {
                if (path instanceof Map<?, ?> p && p.get("pathPrefix") instanceof String prefix) {
                    allowed.add(prefix);
                }
            }
        }
        return new HostAccessConstraint(kind, item.getMetadata().getName(),
                spec.get("enforcementAction") instanceof String action ? action : null,
                strings(match.get("namespaces")), strings(match.get("excludedNamespaces")), allowed);
    }

    private static List<String> strings(Object value) {
        List<String> out = new ArrayList<>();
        if (value instanceof List<?> list) {
            list.stream().filter(String.class::isInstance).map(String.class::cast).forEach(out::add);
        }
        return out;
    }
}
