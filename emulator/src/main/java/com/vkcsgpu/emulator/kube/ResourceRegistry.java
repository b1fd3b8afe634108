package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The kinds an emulated cluster serves right now: the built-ins plus the versions of every
 * established CRD. Discovery documents are rendered from here, so {@code /apis} lists exactly
 * what can be requested (fabric8's mock server lists every stored object instead).
 */
public final class ResourceRegistry {
    private final List<ResourceType> types = new CopyOnWriteArrayList<>(BuiltinTypes.ALL);

    /** The type served at {@code group/version} under {@code plural}. */
    public Optional<ResourceType> find(String group, String version, String plural) {
        return types.stream()
                .filter(t -> t.group().equals(group) && t.version().equals(version) && t.plural().equals(plural))
                .findFirst();
    }

    /** The type of {@code kind} served at {@code apiVersion} (such as {@code apps/v1}). */
    public Optional<ResourceType> findKind(String apiVersion, String kind) {
        return types.stream().filter(t -> t.apiVersion().equals(apiVersion) && t.kind().equals(kind)).findFirst();
    }

    /** Every served version of the kinds stored under {@code storageKey}. */
    List<ResourceType> versionsOf(String storageKey) {
        return types.stream().filter(t -> t.storageKey().equals(storageKey)).toList();
    }

    public List<ResourceType> all() {
        return List.copyOf(types);
    }

    /** Starts serving the versions of a CRD (replacing what an earlier version of it declared). */
    void register(List<ResourceType> crdVersions) {
        if (crdVersions.isEmpty()) {
            return;
        }
        unregister(crdVersions.get(0).storageKey());
        types.addAll(crdVersions);
    }

    void unregister(String storageKey) {
        types.removeIf(t -> t.storageKey().equals(storageKey));
    }

    /** {@code GET /api}. */
    JsonObject coreVersions() {
        JsonObject body = new JsonObject();
        body.addProperty("kind", "APIVersions");
        JsonArray versions = new JsonArray();
        versions.add("v1");
        body.add("versions", versions);
        JsonArray addresses = new JsonArray();
        JsonObject address = new JsonObject();
        address.addProperty("clientCIDR", "0.0.0.0/0");
        address.addProperty("serverAddress", "127.0.0.1:6443");
        addresses.add(address);
        body.add("serverAddressByClientCIDRs", addresses);
        return body;
    }

    /** {@code GET /apis}: one entry per served non-core group. */
    JsonObject groupList() {
        Map<String, Set<String>> groups = new LinkedHashMap<>();
        for (ResourceType type : types) {
            if (!type.group().isEmpty()) {
                groups.computeIfAbsent(type.group(), g -> new LinkedHashSet<>()).add(type.version());
            }
        }
        JsonArray groupArray = new JsonArray();
        groups.forEach((name, versions) -> groupArray.add(group(name, new ArrayList<>(versions))));
        JsonObject body = new JsonObject();
        body.addProperty("kind", "APIGroupList");
        body.addProperty("apiVersion", "v1");
        body.add("groups", groupArray);
        return body;
    }

    /** {@code GET /apis/{group}}, or empty when the group is not served. */
    Optional<JsonObject> group(String name) {
        List<String> versions = types.stream().filter(t -> t.group().equals(name))
                .map(ResourceType::version).distinct().toList();
        if (versions.isEmpty()) {
            return Optional.empty();
        }
        JsonObject body = group(name, versions);
        body.addProperty("kind", "APIGroup");
        body.addProperty("apiVersion", "v1");
        return Optional.of(body);
    }

    /** {@code GET /api/v1} or {@code /apis/{group}/{version}}, or empty when nothing is served there. */
    Optional<JsonObject> resourceList(String group, String version) {
        List<ResourceType> served = types.stream()
                .filter(t -> t.group().equals(group) && t.version().equals(version)).toList();
        if (served.isEmpty()) {
            return Optional.empty();
        }
        JsonArray resources = new JsonArray();
        for (ResourceType type : served) {
            resources.add(resource(type, type.plural(), List.of("create", "delete", "deletecollection", "get",
                    "list", "patch", "update", "watch")));
            if (type.statusSubresource()) {
                resources.add(resource(type, type.plural() + "/status", List.of("get", "patch", "update")));
            }
            if (type.equals(BuiltinTypes.POD)) {
                resources.add(resource(type, "pods/log", List.of("get")));
            }
            if (ScaleSubresource.servedBy(type)) {
                resources.add(resource(type, type.plural() + "/scale", List.of("get", "patch", "update")));
            }
        }
        JsonObject body = new JsonObject();
        body.addProperty("kind", "APIResourceList");
        body.addProperty("apiVersion", "v1");
        body.addProperty("groupVersion", group.isEmpty() ? version : group + "/" + version);
        body.add("resources", resources);
        return Optional.of(body);
    }

    private static JsonObject group(String name, List<String> versions) {
        JsonObject group = new JsonObject();
        group.addProperty("name", name);
        JsonArray versionArray = new JsonArray();
        for (String version : versions) {
            JsonObject v = new JsonObject();
            v.addProperty("groupVersion", name + "/" + version);
            v.addProperty("version", version);
            versionArray.add(v);
        }
        group.add("versions", versionArray);
        group.add("preferredVersion", versionArray.get(0).deepCopy());
        return group;
    }

    private static JsonObject resource(ResourceType type, String name, List<String> verbs) {
        JsonObject resource = new JsonObject();
        resource.addProperty("name", name);
        resource.addProperty("singularName", name.contains("/") ? "" : type.singular());
        resource.addProperty("namespaced", type.namespaced());
        resource.addProperty("kind", type.kind());
        JsonArray verbArray = new JsonArray();
        verbs.forEach(verbArray::add);
        resource.add("verbs", verbArray);
        if (!name.contains("/") && !type.shortNames().isEmpty()) {
            JsonArray shortNames = new JsonArray();
            type.shortNames().forEach(shortNames::add);
            resource.add("shortNames", shortNames);
        }
        return resource;
    }
}
