package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * VK Cloud's Gatekeeper in one cluster ({@link GatekeeperPolicy}): the ConstraintTemplates
 * ({@code templates.gatekeeper.sh/v1}) {@code k8spsphostfilesystem} and {@code k8spsphostnamespace} and their
 * constraints ({@code constraints.gatekeeper.sh/v1beta1} {@code K8sPSPHostFilesystem} {@code psp-host-filesystem},
 * {@code K8sPSPHostNamespace} {@code psp-host-namespace}; the names VK's clusters use in their denials) are served
 * through the API with {@code spec.match} and {@code spec.parameters} in open-policy-agent/gatekeeper-library's
 * shapes ({@code library/pod-security-policy/host-filesystem}, {@code host-namespaces}). Every Pod created, by a
 * client or by a controller, is checked against the constraints as they are stored now; a violation refuses the
 * create as the validating webhook does, 403 with
 * {@code admission webhook "validation.gatekeeper.sh" denied the request: [psp-host-namespace] Sharing the host
 * namespace is not allowed: <pod>} (one line per violation; gatekeeper-library's messages). Updates are not checked,
 * as the library's templates skip them.
 */
public final class Gatekeeper implements KubeStore.AdmissionWebhook {
    static final String TEMPLATES_GROUP = "templates.gatekeeper.sh";
    static final String CONSTRAINTS_GROUP = "constraints.gatekeeper.sh";
    static final String WEBHOOK = "validation.gatekeeper.sh";
    private static final String MANAGER = "vk-platform";
    private static final Map<String, String> CONSTRAINTS = Map.of(
            "K8sPSPHostFilesystem", "psp-host-filesystem", "K8sPSPHostNamespace", "psp-host-namespace");

    private final KubeStore store;
    private volatile GatekeeperPolicy policy = GatekeeperPolicy.off();

    Gatekeeper(KubeStore store) {
        this.store = store;
        store.addAdmissionWebhook(this);
    }

    /** Installs (or re-installs) the templates and constraints {@code policy} describes; {@code off} removes them. */
    public synchronized void install(GatekeeperPolicy policy) {
        this.policy = policy;
        if (!policy.enforced()) {
            for (String kind : CONSTRAINTS.keySet()) {
                store.get(BuiltinTypes.CRD, null, plural(kind) + "." + CONSTRAINTS_GROUP)
                        .ifPresent(crd -> store.delete(BuiltinTypes.CRD, null, Json.name(crd)));
            }
            return;
        }
        apply(BuiltinTypes.CRD, CustomResources.openDefinition(TEMPLATES_GROUP, "v1", "ConstraintTemplate",
                "constrainttemplates", "Cluster"));
        for (Map.Entry<String, String> constraint : new TreeMap<>(CONSTRAINTS).entrySet()) {
            String kind = constraint.getKey();
            apply(BuiltinTypes.CRD, CustomResources.openDefinition(CONSTRAINTS_GROUP, "v1beta1", kind, plural(kind), "Cluster"));
            apply(store.type(TEMPLATES_GROUP + "/v1", "ConstraintTemplate"), template(kind));
            apply(store.type(CONSTRAINTS_GROUP + "/v1beta1", kind), constraint(kind, constraint.getValue(), policy));
        }
    }

    /** VK installed an addon into {@code namespace}: the constraints exclude it when the policy says so. */
    public synchronized void addonInstalledIn(String namespace) {
        if (!policy.enforced() || !policy.excludeAddonNamespaces()) {
            return;
        }
        for (Map.Entry<String, String> constraint : CONSTRAINTS.entrySet()) {
            store.edit(store.type(CONSTRAINTS_GROUP + "/v1beta1", constraint.getKey()), null, constraint.getValue(),
                    MANAGER, live -> {
                        JsonArray excluded = Json.child(Json.child(live, "spec"), "match").getAsJsonArray("excludedNamespaces");
                        if (!excluded.contains(new com.google.gson.JsonPrimitive(namespace))) {
                            excluded.add(namespace);
                        }
                        return live;
                    });
        }
    }

    private void apply(ResourceType type, JsonObject object) {
        store.apply(type, null, Json.name(object), object, WriteScope.ALL, MANAGER, true);
    }

    private static String plural(String kind) {
        return kind.toLowerCase(java.util.Locale.ROOT);
    }

    private static JsonObject template(String kind) {
        JsonObject template = object(TEMPLATES_GROUP + "/v1", "ConstraintTemplate", plural(kind));
        JsonObject spec = Json.child(template, "spec");
        Json.child(Json.child(Json.child(spec, "crd"), "spec"), "names").addProperty("kind", kind);
        JsonObject target = new JsonObject();
        target.addProperty("target", "admission.k8s.gatekeeper.sh");
        target.addProperty("rego", "# " + kind + ": evaluated by the vkcs-gpu emulator (com.vkcsgpu.emulator.kube.Gatekeeper)"
                + " as open-policy-agent/gatekeeper-library library/pod-security-policy defines it");
        JsonArray targets = new JsonArray();
        targets.add(target);
        spec.add("targets", targets);
        Json.child(template, "status").addProperty("created", true);
        return template;
    }

    private static JsonObject constraint(String kind, String name, GatekeeperPolicy policy) {
        JsonObject constraint = object(CONSTRAINTS_GROUP + "/v1beta1", kind, name);
        JsonObject spec = Json.child(constraint, "spec");
        spec.addProperty("enforcementAction", "deny");
        JsonObject match = Json.child(spec, "match");
        JsonObject kinds = new JsonObject();
        kinds.add("apiGroups", strings(List.of("")));
        kinds.add("kinds", strings(List.of("Pod")));
        JsonArray kindList = new JsonArray();
        kindList.add(kinds);
        match.add("kinds", kindList);
        match.add("excludedNamespaces", strings(policy.excludedNamespaces()));
        if (kind.equals("K8sPSPHostFilesystem")) {
            JsonArray allowed = new JsonArray();
            if (policy.allowedHostPaths().isEmpty()) {
                allowed.add(allowedPath("/tmp", true)); // VK's documented example of the constraint's answer
            }
            policy.allowedHostPaths().forEach(prefix -> allowed.add(allowedPath(prefix, false)));
            Json.child(spec, "parameters").add("allowedHostPaths", allowed);
        }
        return constraint;
    }

    private static JsonObject allowedPath(String prefix, boolean readOnly) {
        JsonObject path = new JsonObject();
        path.addProperty("pathPrefix", prefix);
        path.addProperty("readOnly", readOnly);
        return path;
    }

    @Override
    public void admitCreate(ResourceType type, JsonObject object) {
        if (!policy.enforced() || !type.equals(BuiltinTypes.POD)) {
            return;
        }
        List<String> violations = new ArrayList<>();
        for (Map.Entry<String, String> entry : new TreeMap<>(CONSTRAINTS).entrySet()) {
            ResourceType constraintType = store.registry().findKind(CONSTRAINTS_GROUP + "/v1beta1", entry.getKey()).orElse(null);
            JsonObject constraint = constraintType == null ? null
                    : store.get(constraintType, null, entry.getValue()).orElse(null);
            if (constraint != null && matches(constraint, Json.namespace(object))) {
                violations.addAll(entry.getKey().equals("K8sPSPHostFilesystem") ? hostFilesystem(constraint, object)
                        : hostNamespace(object));
            }
        }
        if (!violations.isEmpty()) {
            String message = String.join("\n", violations);
            throw new KubeApiException(403, message, "admission webhook \"" + WEBHOOK + "\" denied the request: "
                    + message, null);
        }
    }

    private static boolean matches(JsonObject constraint, String namespace) {
        JsonObject match = Json.childOrNull(Json.childOrNull(constraint, "spec"), "match");
        JsonElement excluded = match == null ? null : match.get("excludedNamespaces");
        if (excluded == null || !excluded.isJsonArray()) {
            return true;
        }
        for (JsonElement element : excluded.getAsJsonArray()) {
            String pattern = element.getAsString();
            // Gatekeeper's namespace patterns allow one trailing wildcard (pkg/mutation/match "kube-*").
            if (pattern.equals(namespace) || pattern.endsWith("*") && namespace.startsWith(pattern.substring(0, pattern.length() - 1))) {
                return false;
            }
        }
        return true;
    }

    /** gatekeeper-library host-filesystem: a hostPath volume outside every allowed prefix (or writable under a read-only one). */
    private static List<String> hostFilesystem(JsonObject constraint, JsonObject pod) {
        JsonElement allowed = Json.childOrNull(Json.childOrNull(constraint, "spec"), "parameters") == null ? null
                : Json.child(Json.child(constraint, "spec"), "parameters").get("allowedHostPaths");
        JsonArray allowedPaths = allowed != null && allowed.isJsonArray() ? allowed.getAsJsonArray() : new JsonArray();
        List<String> violations = new ArrayList<>();
        JsonElement volumes = Json.child(pod, "spec").get("volumes");
        if (volumes == null || !volumes.isJsonArray()) {
            return violations;
        }
        for (JsonElement element : volumes.getAsJsonArray()) {
            JsonObject volume = element.getAsJsonObject();
            JsonObject hostPath = Json.childOrNull(volume, "hostPath");
            if (hostPath != null && !hostPathAllowed(allowedPaths, volume, Json.string(hostPath, "path"), pod)) {
                JsonObject shown = volume.deepCopy();
                if (!hostPath.has("type")) {
                    shown.getAsJsonObject("hostPath").addProperty("type", ""); // the API server's default
                }
                violations.add("[" + Json.name(constraint) + "] HostPath volume " + RegoValues.format(shown)
                        + " is not allowed, pod: " + Json.name(pod) + ". Allowed path: " + RegoValues.format(allowedPaths));
            }
        }
        return violations;
    }

    private static boolean hostPathAllowed(JsonArray allowedPaths, JsonObject volume, String path, JsonObject pod) {
        for (JsonElement element : allowedPaths) {
            JsonObject allowed = element.getAsJsonObject();
            if (pathHasPrefix(Json.string(allowed, "pathPrefix"), path)) {
                boolean readOnly = allowed.has("readOnly") && allowed.get("readOnly").getAsBoolean();
                if (!readOnly || !writableMount(pod, Json.name(volume))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** {@code /foo} allows {@code /foo}, {@code /foo/} and {@code /foo/bar}, not {@code /fool}. */
    private static boolean pathHasPrefix(String prefix, String path) {
        List<String> want = segments(prefix);
        List<String> have = segments(path);
        return want.size() <= have.size() && have.subList(0, want.size()).equals(want);
    }

    private static List<String> segments(String path) {
        return path == null ? List.of() : java.util.Arrays.stream(path.split("/")).filter(s -> !s.isEmpty()).toList();
    }

    private static boolean writableMount(JsonObject pod, String volumeName) {
        for (String list : List.of("containers", "initContainers", "ephemeralContainers")) {
            JsonElement containers = Json.child(pod, "spec").get(list);
            if (containers == null || !containers.isJsonArray()) {
                continue;
            }
            for (JsonElement container : containers.getAsJsonArray()) {
                JsonElement mounts = container.getAsJsonObject().get("volumeMounts");
                if (mounts != null && mounts.isJsonArray()) {
                    for (JsonElement mount : mounts.getAsJsonArray()) {
                        JsonObject m = mount.getAsJsonObject();
                        if (volumeName.equals(Json.string(m, "name"))
                                && !(m.has("readOnly") && m.get("readOnly").getAsBoolean())) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /** gatekeeper-library host-namespaces: hostPID or hostIPC. */
    private static List<String> hostNamespace(JsonObject pod) {
        JsonObject spec = Json.child(pod, "spec");
        boolean shares = isTrue(spec, "hostPID") || isTrue(spec, "hostIPC");
        return shares ? List.of("[psp-host-namespace] Sharing the host namespace is not allowed: " + Json.name(pod))
                : List.of();
    }

    private static boolean isTrue(JsonObject object, String field) {
        return object.has(field) && object.get(field).isJsonPrimitive() && object.get(field).getAsBoolean();
    }

    private static JsonObject object(String apiVersion, String kind, String name) {
        JsonObject object = new JsonObject();
        object.addProperty("apiVersion", apiVersion);
        object.addProperty("kind", kind);
        Json.metadata(object).addProperty("name", name);
        return object;
    }

    private static JsonArray strings(List<String> values) {
        JsonArray array = new JsonArray();
        values.forEach(array::add);
        return array;
    }
}
