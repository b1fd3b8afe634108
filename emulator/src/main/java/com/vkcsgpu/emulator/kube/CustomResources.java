package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** What a CustomResourceDefinition makes servable, and the status the real server gives it. */
public final class CustomResources {
    private CustomResources() {}

    /**
     * A CRD serving {@code kind} at {@code group/version} with a status subresource and a schema that keeps every
     * field: what the emulator installs for kinds it plays (the GPU Operator's, Gatekeeper's).
     *
     * @param scope {@code Namespaced} or {@code Cluster}
     */
    public static JsonObject openDefinition(String group, String version, String kind, String plural, String scope) {
        JsonObject crd = new JsonObject();
        crd.addProperty("apiVersion", "apiextensions.k8s.io/v1");
        crd.addProperty("kind", "CustomResourceDefinition");
        Json.metadata(crd).addProperty("name", plural + "." + group);
        JsonObject spec = Json.child(crd, "spec");
        spec.addProperty("group", group);
        spec.addProperty("scope", scope);
        JsonObject names = Json.child(spec, "names");
        names.addProperty("plural", plural);
        names.addProperty("singular", kind.toLowerCase(java.util.Locale.ROOT));
        names.addProperty("kind", kind);
        names.addProperty("listKind", kind + "List");
        JsonObject served = new JsonObject();
        served.addProperty("name", version);
        served.addProperty("served", true);
        served.addProperty("storage", true);
        Json.child(served, "subresources").add("status", new JsonObject());
        JsonObject schema = Json.child(Json.child(served, "schema"), "openAPIV3Schema");
        schema.addProperty("type", "object");
        schema.addProperty("x-kubernetes-preserve-unknown-fields", true);
        JsonArray versions = new JsonArray();
        versions.add(served);
        spec.add("versions", versions);
        return crd;
    }

    /** One type per served version of the CRD. */
    static List<ResourceType> servedTypes(JsonObject crd) {
        JsonObject spec = Json.childOrNull(crd, "spec");
        JsonObject names = Json.childOrNull(spec, "names");
        String group = Json.string(spec, "group");
        if (names == null || group == null) {
            return List.of();
        }
        boolean namespaced = !"Cluster".equals(Json.string(spec, "scope"));
        List<String> shortNames = new ArrayList<>();
        JsonElement shortNameArray = names.get("shortNames");
        if (shortNameArray != null && shortNameArray.isJsonArray()) {
            shortNameArray.getAsJsonArray().forEach(n -> shortNames.add(n.getAsString()));
        }
        List<ResourceType> types = new ArrayList<>();
        JsonElement versions = spec.get("versions");
        if (versions != null && versions.isJsonArray()) {
            for (JsonElement element : versions.getAsJsonArray()) {
                JsonObject version = element.getAsJsonObject();
                JsonElement served = version.get("served");
                if (served != null && !served.getAsBoolean()) {
                    continue;
                }
                boolean status = Json.childOrNull(Json.childOrNull(version, "subresources"), "status") != null;
                types.add(new ResourceType(group, Json.string(version, "name"), Json.string(names, "kind"),
                        Json.string(names, "plural"), namespaced, status, shortNames));
            }
        }
        return types;
    }

    /**
     * Validates the CRD's names and marks it NamesAccepted and Established at once (the real
     * server takes a moment; clients wait for the condition either way).
     */
    static void establish(JsonObject crd) {
        JsonObject spec = Json.child(crd, "spec");
        JsonObject names = Json.childOrNull(spec, "names");
        String group = Json.string(spec, "group");
        String plural = Json.string(names, "plural");
        String name = Json.name(crd);
        if (group == null || plural == null || Json.string(names, "kind") == null) {
            throw KubeApiException.invalid(BuiltinTypes.CRD, name,
                    "spec.group, spec.names.plural and spec.names.kind are required");
        }
        if (!(plural + "." + group).equals(name)) {
            throw KubeApiException.invalid(BuiltinTypes.CRD, name,
                    "metadata.name: Invalid value: must be spec.names.plural+\".\"+spec.group (" + plural + "."
                            + group + ")");
        }
        JsonObject status = Json.child(crd, "status");
        JsonObject accepted = names.deepCopy();
        if (!accepted.has("singular")) {
            accepted.addProperty("singular", Json.string(names, "kind").toLowerCase(java.util.Locale.ROOT));
        }
        if (!accepted.has("listKind")) {
            accepted.addProperty("listKind", Json.string(names, "kind") + "List");
        }
        status.add("acceptedNames", accepted);
        if (!status.has("conditions")) {
            JsonArray conditions = new JsonArray();
            conditions.add(condition("NamesAccepted", "NoConflicts", "no conflicts found"));
            conditions.add(condition("Established", "InitialNamesAccepted", "the initial names have been accepted"));
            status.add("conditions", conditions);
        }
        JsonArray stored = new JsonArray();
        JsonElement versions = spec.get("versions");
        if (versions != null && versions.isJsonArray()) {
            for (JsonElement version : versions.getAsJsonArray()) {
                JsonElement storage = version.getAsJsonObject().get("storage");
                if (storage != null && storage.getAsBoolean()) {
                    stored.add(Json.string(version.getAsJsonObject(), "name"));
                }
            }
        }
        status.add("storedVersions", stored);
    }

    private static JsonObject condition(String type, String reason, String message) {
        JsonObject condition = new JsonObject();
        condition.addProperty("type", type);
        condition.addProperty("status", "True");
        condition.addProperty("lastTransitionTime", KubeStore.now());
        condition.addProperty("reason", reason);
        condition.addProperty("message", message);
        return condition;
    }
}
