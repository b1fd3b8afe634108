package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Creates the stock ClusterRoles ({@code cluster-admin}, {@code admin}, {@code edit}, {@code view} and the
 * {@code system:aggregate-to-*} roles they aggregate, {@code system:basic-user}, {@code system:discovery}) and
 * their ClusterRoleBindings, as kube-apiserver does at start; the definitions and their source are in
 * {@code bootstrap-rbac.yaml} beside this class.
 */
final class BootstrapRbac {
    private static final String RESOURCE = "bootstrap-rbac.yaml";

    private BootstrapRbac() {}

    static void create(KubeStore store) {
        JsonObject policy = load();
        for (JsonElement role : policy.getAsJsonArray("clusterRoles")) {
            store.create(BuiltinTypes.CLUSTER_ROLE, null, bootstrapped(role.getAsJsonObject()), WriteScope.ALL,
                    "kube-apiserver");
        }
        for (JsonElement binding : policy.getAsJsonArray("clusterRoleBindings")) {
            store.create(BuiltinTypes.CLUSTER_ROLE_BINDING, null, bootstrapped(binding.getAsJsonObject()), WriteScope.ALL,
                    "kube-apiserver");
        }
    }

    /** Upstream's markers on every bootstrap object ({@code addClusterRoleLabel}, the autoupdate annotation). */
    private static JsonObject bootstrapped(JsonObject object) {
        JsonObject copy = object.deepCopy();
        JsonObject metadata = Json.metadata(copy);
        JsonObject labels = metadata.has("labels") ? metadata.getAsJsonObject("labels") : new JsonObject();
        labels.addProperty("kubernetes.io/bootstrapping", "rbac-defaults");
        metadata.add("labels", labels);
        JsonObject annotations = new JsonObject();
        annotations.addProperty("rbac.authorization.kubernetes.io/autoupdate", "true");
        metadata.add("annotations", annotations);
        return copy;
    }

    private static JsonObject load() {
        try (InputStream in = BootstrapRbac.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the emulator's classpath");
            }
            return Json.parseYamlObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
