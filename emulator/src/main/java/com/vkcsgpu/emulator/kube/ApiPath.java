package com.vkcsgpu.emulator.kube;

import java.util.Arrays;
import java.util.List;

/**
 * A resource URL taken apart: {@code /api/v1/namespaces/{ns}/pods/{name}/status} and
 * {@code /apis/{group}/{version}/[namespaces/{ns}/]{plural}[/{name}[/{subresource}]]}.
 *
 * @param type        the served type
 * @param namespace   namespace from the URL, or null (cluster-scoped, or across all namespaces)
 * @param name        object name, or null for the collection
 * @param subresource {@code status}, {@code log}, {@code scale}, or null
 */
record ApiPath(ResourceType type, String namespace, String name, String subresource) {

    /** Parses a resource path; 404 NotFound when no served type matches. */
    static ApiPath parse(ResourceRegistry registry, String group, String version, List<String> rest) {
        List<String> segments = rest;
        String namespace = null;
        if (segments.size() >= 3 && segments.get(0).equals("namespaces")
                && registry.find(group, version, segments.get(2)).map(ResourceType::namespaced).orElse(false)) {
            namespace = segments.get(1);
            segments = segments.subList(2, segments.size());
        }
        if (segments.isEmpty() || segments.size() > 3) {
            throw notFound();
        }
        ResourceType type = registry.find(group, version, segments.get(0)).orElseThrow(ApiPath::notFound);
        String name = segments.size() > 1 ? segments.get(1) : null;
        String subresource = segments.size() > 2 ? segments.get(2) : null;
        if (subresource != null && !(subresource.equals("status") && type.statusSubresource())
                && !(subresource.equals("log") && type.equals(BuiltinTypes.POD))
                && !(subresource.equals(ScaleSubresource.NAME) && ScaleSubresource.servedBy(type))
                && !(subresource.equals(ServiceAccountTokens.SUBRESOURCE) && type.equals(BuiltinTypes.SERVICE_ACCOUNT))) {
            throw notFound();
        }
        if (type.namespaced() && namespace == null && name != null) {
            throw notFound();
        }
        return new ApiPath(type, namespace, name, subresource);
    }

    static List<String> segments(String path) {
        return Arrays.stream(path.split("/")).filter(s -> !s.isEmpty()).toList();
    }

    static KubeApiException notFound() {
        return new KubeApiException(404, "NotFound", "the server could not find the requested resource", null);
    }

    boolean isStatus() {
        return "status".equals(subresource);
    }
}
