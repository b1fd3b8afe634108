package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The list types of the built-in kinds' fields the provider and the simulations write, from the
 * markers in kubernetes/api (tag v0.33.3) {@code core/v1/types.go}, {@code apps/v1/types.go},
 * {@code batch/v1/types.go} and {@code meta/v1/types.go}: lists with {@code +listType=map}
 * and {@code +listMapKey}, or {@code +patchStrategy=merge} with {@code +patchMergeKey} (which
 * kube-openapi's {@code pkg/schemaconv/smd.go} makes associative). Lists not named here are
 * atomic, as upstream for lists without markers (tolerations, args, command, node taints, RBAC
 * rules and subjects).
 */
final class BuiltinSchemas {
    /** Lists of a PodSpec, relative to it. */
    private static final Map<List<String>, ListType> POD_SPEC = Map.ofEntries(
            Map.entry(List.of("containers"), ListType.map("name")),
            Map.entry(List.of("initContainers"), ListType.map("name")),
            Map.entry(List.of("ephemeralContainers"), ListType.map("name")),
            Map.entry(List.of("volumes"), ListType.map("name")),
            Map.entry(List.of("imagePullSecrets"), ListType.map("name")),
            Map.entry(List.of("resourceClaims"), ListType.map("name")),
            Map.entry(List.of("schedulingGates"), ListType.map("name")),
            Map.entry(List.of("hostAliases"), ListType.map("ip")),
            Map.entry(List.of("topologySpreadConstraints"), ListType.map("topologyKey", "whenUnsatisfiable")));
    /** Lists of a Container (also init and ephemeral containers), relative to it. */
    private static final Map<String, ListType> CONTAINER = Map.of(
            "env", ListType.map("name"),
            "ports", ListType.ports("containerPort"),
            "volumeMounts", ListType.map("mountPath"),
            "volumeDevices", ListType.map("devicePath"));
    private static final List<String> CONTAINER_LISTS = List.of("containers", "initContainers", "ephemeralContainers");
    /** Where each workload kind keeps its PodSpec. */
    private static final Map<ResourceType, List<String>> POD_SPEC_AT = Map.of(
            BuiltinTypes.POD, List.of("spec"),
            BuiltinTypes.DEPLOYMENT, List.of("spec", "template", "spec"),
            BuiltinTypes.DAEMON_SET, List.of("spec", "template", "spec"),
            BuiltinTypes.JOB, List.of("spec", "template", "spec"));
    /** {@code status.conditions} keyed by type (Job's are {@code +listType=atomic}). */
    private static final List<ResourceType> CONDITIONS_BY_TYPE = List.of(BuiltinTypes.POD, BuiltinTypes.NODE,
            BuiltinTypes.DEPLOYMENT, BuiltinTypes.DAEMON_SET, BuiltinTypes.NAMESPACE);

    /** ObjectMeta's fields (meta/v1 types.go); anything else in metadata is dropped as unknown. */
    private static final Set<String> OBJECT_META = Set.of("name", "generateName", "namespace", "selfLink", "uid",
            "resourceVersion", "generation", "creationTimestamp", "deletionTimestamp", "deletionGracePeriodSeconds",
            "labels", "annotations", "ownerReferences", "finalizers", "managedFields");
    private static final Set<String> SPEC_AND_STATUS = Set.of("apiVersion", "kind", "metadata", "spec", "status");
    /** The top-level fields of each built-in kind's Go type; kinds not listed have spec and status. */
    private static final Map<ResourceType, Set<String>> ROOT_FIELDS = Map.ofEntries(
            Map.entry(BuiltinTypes.CONFIG_MAP, Set.of("apiVersion", "kind", "metadata", "data", "binaryData",
                    "immutable")),
            Map.entry(BuiltinTypes.SECRET, Set.of("apiVersion", "kind", "metadata", "data", "stringData", "type",
                    "immutable")),
            Map.entry(BuiltinTypes.SERVICE_ACCOUNT, Set.of("apiVersion", "kind", "metadata", "secrets",
                    "imagePullSecrets", "automountServiceAccountToken")),
            Map.entry(BuiltinTypes.LIMIT_RANGE, Set.of("apiVersion", "kind", "metadata", "spec")),
            Map.entry(BuiltinTypes.EVENT, Set.of("apiVersion", "kind", "metadata", "involvedObject", "reason",
                    "message", "source", "firstTimestamp", "lastTimestamp", "count", "type", "eventTime", "series",
                    "action", "related", "reportingComponent", "reportingInstance")),
            Map.entry(BuiltinTypes.ROLE, Set.of("apiVersion", "kind", "metadata", "rules")),
            Map.entry(BuiltinTypes.CLUSTER_ROLE, Set.of("apiVersion", "kind", "metadata", "rules",
                    "aggregationRule")),
            Map.entry(BuiltinTypes.ROLE_BINDING, Set.of("apiVersion", "kind", "metadata", "subjects", "roleRef")),
            Map.entry(BuiltinTypes.CLUSTER_ROLE_BINDING, Set.of("apiVersion", "kind", "metadata", "subjects",
                    "roleRef")),
            Map.entry(BuiltinTypes.PRIORITY_CLASS, Set.of("apiVersion", "kind", "metadata", "value",
                    "globalDefault", "description", "preemptionPolicy")),
            Map.entry(BuiltinTypes.MUTATING_WEBHOOK, Set.of("apiVersion", "kind", "metadata", "webhooks")),
            Map.entry(BuiltinTypes.VALIDATING_WEBHOOK, Set.of("apiVersion", "kind", "metadata", "webhooks")));

    private BuiltinSchemas() {}

    /**
     * Drops the fields a built-in kind's Go type does not have, at the top level and in
     * metadata (deeper unknown fields are kept: the emulator does not carry the full schemas),
     * returning their paths for {@code fieldValidation}.
     */
    static List<String> pruneUnknown(ResourceType type, JsonObject object) {
        List<String> pruned = new ArrayList<>();
        if (BuiltinTypes.ALL.contains(type)) {
            Set<String> known = ROOT_FIELDS.getOrDefault(type, SPEC_AND_STATUS);
            for (String key : List.copyOf(object.keySet())) {
                if (!known.contains(key)) {
                    object.remove(key);
                    pruned.add(key);
                }
            }
        }
        JsonObject metadata = Json.childOrNull(object, "metadata");
        if (metadata != null) {
            for (String key : List.copyOf(metadata.keySet())) {
                if (!OBJECT_META.contains(key)) {
                    metadata.remove(key);
                    pruned.add("metadata." + key);
                }
            }
        }
        return pruned;
    }

    /** The schema of a built-in kind (every kind gets the metadata lists). */
    static ObjectSchema of(ResourceType type) {
        return fieldPath -> listType(type, fieldPath);
    }

    /** {@code metadata.finalizers} is a set and {@code metadata.ownerReferences} a map on uid, in every object. */
    static ListType metadataList(List<String> fieldPath) {
        int size = fieldPath.size();
        if (size >= 2 && fieldPath.get(size - 2).equals("metadata")) {
            if (fieldPath.get(size - 1).equals("finalizers")) {
                return ListType.SET;
            }
            if (fieldPath.get(size - 1).equals("ownerReferences")) {
                return ListType.map("uid");
            }
        }
        return null;
    }

    private static ListType listType(ResourceType type, List<String> fieldPath) {
        ListType metadata = metadataList(fieldPath);
        if (metadata != null) {
            return metadata;
        }
        if (fieldPath.equals(List.of("status", "conditions")) && CONDITIONS_BY_TYPE.contains(type)) {
            return ListType.map("type");
        }
        if (type.equals(BuiltinTypes.SERVICE) && fieldPath.equals(List.of("spec", "ports"))) {
            return ListType.ports("port");
        }
        List<String> podSpec = POD_SPEC_AT.get(type);
        if (podSpec != null && fieldPath.size() > podSpec.size()
                && fieldPath.subList(0, podSpec.size()).equals(podSpec)) {
            List<String> relative = fieldPath.subList(podSpec.size(), fieldPath.size());
            if (relative.size() == 2 && CONTAINER_LISTS.contains(relative.get(0))) {
                return CONTAINER.getOrDefault(relative.get(1), ListType.ATOMIC);
            }
            return POD_SPEC.getOrDefault(relative, ListType.ATOMIC);
        }
        return ListType.ATOMIC;
    }
}
