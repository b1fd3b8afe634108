package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The validation kube-apiserver runs on the built-in fields the provider and the simulations send,
 * worded as kubernetes/kubernetes (tag v1.33.3) {@code pkg/apis/core/validation/validation.go},
 * {@code pkg/apis/apps/validation/validation.go} and apimachinery's
 * {@code pkg/util/validation/validation.go}: object names (DNS-1123 subdomain; label for
 * namespaces; DNS-1035 label for services), a pod spec's containers (at least one, each named as a
 * DNS-1123 label, unique, with an image), and a workload's selector (required, not empty, matching
 * the template's labels). Everything else a real server checks is not checked here.
 */
final class BuiltinValidation {
    private static final Pattern DNS1123_LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");
    private static final Pattern DNS1123_SUBDOMAIN =
            Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*");
    private static final Pattern DNS1035_LABEL = Pattern.compile("[a-z]([-a-z0-9]*[a-z0-9])?");
    private static final String LABEL_MESSAGE = "a lowercase RFC 1123 label must consist of lower case alphanumeric"
            + " characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or"
            + " '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
    private static final String SUBDOMAIN_MESSAGE = "a lowercase RFC 1123 subdomain must consist of lower case"
            + " alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g."
            + " 'example.com', regex used for validation is"
            + " '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
    private static final String DNS1035_MESSAGE = "a DNS-1035 label must consist of lower case alphanumeric"
            + " characters or '-', start with an alphabetic character, and end with an alphanumeric character"
            + " (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";
    /** RBAC names are path segments, not DNS names (pkg/apis/rbac/validation: ValidateRBACName). */
    private static final Set<ResourceType> PATH_SEGMENT_NAMES = Set.of(BuiltinTypes.ROLE, BuiltinTypes.ROLE_BINDING,
            BuiltinTypes.CLUSTER_ROLE, BuiltinTypes.CLUSTER_ROLE_BINDING);
    private static final Map<ResourceType, List<String>> POD_TEMPLATE_SPEC = Map.of(
            BuiltinTypes.DEPLOYMENT, List.of("spec", "template"),
            BuiltinTypes.DAEMON_SET, List.of("spec", "template"),
            BuiltinTypes.JOB, List.of("spec", "template"));

    private BuiltinValidation() {}

    /** Every violation, as {@code field: reason} in upstream's wording; empty when valid. */
    static List<String> validate(ResourceType type, JsonObject object) {
        List<String> errors = new ArrayList<>();
        validateName(type, Json.name(object), errors);
        if (type.equals(BuiltinTypes.POD)) {
            validatePodSpec(Json.childOrNull(object, "spec"), "spec", errors);
        }
        List<String> template = POD_TEMPLATE_SPEC.get(type);
        if (template != null) {
            JsonObject spec = Json.childOrNull(object, "spec");
            JsonObject templateSpec = Json.childOrNull(Json.childOrNull(spec, "template"), "spec");
            validatePodSpec(templateSpec, "spec.template.spec", errors);
            if (!type.equals(BuiltinTypes.JOB)) {
                validateSelector(spec, errors);
            }
        }
        return errors;
    }

    static void validateName(ResourceType type, String name, List<String> errors) {
        if (name == null || PATH_SEGMENT_NAMES.contains(type)) {
            if (name != null && (name.equals(".") || name.equals("..") || name.contains("/") || name.contains("%"))) {
                errors.add("metadata.name: Invalid value: \"" + name
                        + "\": may not be '.', '..' or contain '/' or '%'");
            }
            return;
        }
        if (type.equals(BuiltinTypes.NAMESPACE)) {
            check(name, DNS1123_LABEL, 63, LABEL_MESSAGE, "metadata.name", errors);
        } else if (type.equals(BuiltinTypes.SERVICE)) {
            check(name, DNS1035_LABEL, 63, DNS1035_MESSAGE, "metadata.name", errors);
        } else {
            check(name, DNS1123_SUBDOMAIN, 253, SUBDOMAIN_MESSAGE, "metadata.name", errors);
        }
    }

    private static void check(String value, Pattern pattern, int maxLength, String message, String field,
            List<String> errors) {
        if (value.length() > maxLength) {
            errors.add(field + ": Invalid value: \"" + value + "\": must be no more than " + maxLength + " characters");
        }
        if (!pattern.matcher(value).matches()) {
            errors.add(field + ": Invalid value: \"" + value + "\": " + message);
        }
    }

    private static void validatePodSpec(JsonObject spec, String path, List<String> errors) {
        JsonElement containers = spec == null ? null : spec.get("containers");
        if (containers == null || !containers.isJsonArray() || containers.getAsJsonArray().isEmpty()) {
            errors.add(path + ".containers: Required value");
        } else {
            validateContainers(containers.getAsJsonArray(), path + ".containers", errors);
        }
        JsonElement init = spec == null ? null : spec.get("initContainers");
        if (init != null && init.isJsonArray()) {
            validateContainers(init.getAsJsonArray(), path + ".initContainers", errors);
        }
    }

    private static void validateContainers(JsonArray containers, String path, List<String> errors) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < containers.size(); i++) {
            String at = path + "[" + i + "]";
            JsonObject container = containers.get(i).isJsonObject() ? containers.get(i).getAsJsonObject() : null;
            String name = Json.string(container, "name");
            if (name == null || name.isEmpty()) {
                errors.add(at + ".name: Required value");
            } else {
                check(name, DNS1123_LABEL, 63, LABEL_MESSAGE, at + ".name", errors);
                if (!seen.add(name)) {
                    errors.add(at + ".name: Duplicate value: \"" + name + "\"");
                }
            }
            String image = Json.string(container, "image");
            if (image == null || image.isBlank()) {
                errors.add(at + ".image: Required value");
            }
        }
    }

    private static void validateSelector(JsonObject spec, List<String> errors) {
        JsonObject selector = Json.childOrNull(spec, "selector");
        if (selector == null) {
            errors.add("spec.selector: Required value");
            return;
        }
        JsonObject matchLabels = Json.childOrNull(selector, "matchLabels");
        JsonElement expressions = selector.get("matchExpressions");
        boolean hasExpressions = expressions != null && expressions.isJsonArray()
                && !expressions.getAsJsonArray().isEmpty();
        if ((matchLabels == null || matchLabels.isEmpty()) && !hasExpressions) {
            errors.add("spec.selector: Invalid value: " + selector + ": empty selector is invalid for deployment");
            return;
        }
        JsonObject template = Json.childOrNull(spec, "template");
        Map<String, String> labels = Json.labels(template == null ? new JsonObject() : template);
        if (!LabelSelector.fromObject(selector).matches(labels)) {
            errors.add("spec.template.metadata.labels: Invalid value: " + Json.GSON.toJson(labels)
                    + ": `selector` does not match template `labels`");
        }
    }
}
