package com.vkcsgpu.emulator.kube;

/**
 * What a resource request asks to do, as the API server's authorizer sees it (k8s.io/apiserver
 * {@code authorizer.Attributes}): verb ({@code get}, {@code list}, {@code watch}, {@code create},
 * {@code update}, {@code patch}, {@code delete}, {@code deletecollection}, or {@code bind}/{@code escalate}),
 * API group, resource, subresource, namespace (null at the cluster scope) and object name.
 */
record RequestAttributes(String verb, String group, String resource, String subresource, String namespace,
                         String name) {

    /** {@code pods/log} for a subresource, else the resource. */
    String resourceWithSubresource() {
        return subresource == null ? resource : resource + "/" + subresource;
    }

    /**
     * The 403 kube-apiserver answers: k8s.io/apiserver pkg/endpoints/handlers/responsewriters/errors.go
     * {@code forbiddenMessage}, wrapped by {@code NewForbidden} ({@code <resource>[.<group>] ["<name>"] is forbidden: ...}).
     */
    KubeApiException forbidden(KubeUser user) {
        String where = namespace == null ? "at the cluster scope" : "in the namespace \"" + namespace + "\"";
        String why = "User \"" + user.name() + "\" cannot " + verb + " resource \"" + resourceWithSubresource()
                + "\" in API group \"" + group + "\" " + where;
        return forbidden(why);
    }

    /** A 403 Forbidden on this request's object, with {@code why} after {@code is forbidden: }. */
    KubeApiException forbidden(String why) {
        String qualified = group.isEmpty() ? resource : resource + "." + group;
        String subject = name == null || name.isEmpty() ? qualified : qualified + " \"" + name + "\"";
        com.google.gson.JsonObject details = new com.google.gson.JsonObject();
        if (name != null && !name.isEmpty()) {
            details.addProperty("name", name);
        }
        details.addProperty("group", group);
        details.addProperty("kind", resource);
        return new KubeApiException(403, "Forbidden", subject + " is forbidden: " + why, details);
    }
}
