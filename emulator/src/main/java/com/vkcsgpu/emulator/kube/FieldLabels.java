package com.vkcsgpu.emulator.kube;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The field labels kube-apiserver accepts in a {@code fieldSelector} per kind, from the
 * field-label conversion functions in kubernetes/kubernetes (tag v1.33.3)
 * {@code pkg/apis/core/v1/conversion.go}, {@code pkg/apis/batch/v1/conversion.go} and
 * {@code pkg/apis/events/v1/conversion.go}; every other kind (custom resources included)
 * accepts only {@code metadata.name} and {@code metadata.namespace}. Anything else is answered
 * 400 {@code field label not supported: <label>}, as upstream. Boolean fields compare as
 * {@code "false"} when unset ({@code spec.unschedulable=false} selects nodes without the field).
 */
final class FieldLabels {
    private static final Set<String> OBJECT_META = Set.of("metadata.name", "metadata.namespace");
    private static final Map<ResourceType, Set<String>> BY_KIND = Map.of(
            BuiltinTypes.POD, Set.of("metadata.name", "metadata.namespace", "metadata.uid", "metadata.labels",
                    "metadata.annotations", "spec.nodeName", "spec.restartPolicy", "spec.schedulerName",
                    "spec.serviceAccountName", "spec.hostNetwork", "status.phase", "status.podIP",
                    "status.podIPs", "status.nominatedNodeName"),
            BuiltinTypes.NODE, Set.of("metadata.name", "spec.unschedulable"),
            BuiltinTypes.NAMESPACE, Set.of("metadata.name", "status.phase"),
            BuiltinTypes.SECRET, Set.of("metadata.name", "metadata.namespace", "type"),
            BuiltinTypes.SERVICE, Set.of("metadata.name", "metadata.namespace", "spec.clusterIP", "spec.type"),
            BuiltinTypes.JOB, Set.of("metadata.name", "metadata.namespace", "status.successful"),
            BuiltinTypes.EVENT, Set.of("metadata.name", "metadata.namespace", "involvedObject.kind",
                    "involvedObject.namespace", "involvedObject.name", "involvedObject.uid",
                    "involvedObject.apiVersion", "involvedObject.resourceVersion", "involvedObject.fieldPath",
                    "reason", "reportingComponent", "source", "type"));
    /** Fields whose Go type is bool: an unset one selects as "false". */
    private static final List<String> BOOLEAN = List.of("spec.unschedulable", "spec.hostNetwork");

    private FieldLabels() {}

    /** The labels {@code type} supports. */
    static Set<String> of(ResourceType type) {
        return BY_KIND.getOrDefault(type, OBJECT_META);
    }

    /** 400 unless every label of the selector is one {@code type} supports. */
    static void check(ResourceType type, List<String> labels) {
        for (String label : labels) {
            if (!of(type).contains(label)) {
                throw KubeApiException.badRequest("field label not supported: " + label);
            }
        }
    }

    /** The value a missing field selects as. */
    static String missingValue(String label) {
        return BOOLEAN.contains(label) ? "false" : "";
    }
}
