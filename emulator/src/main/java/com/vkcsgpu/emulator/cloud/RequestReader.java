package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads a JSON request body field by field and collects every problem, each named by its JSON
 * path in the request, so one 400 lists them all. A JSON {@code null} counts as absent (Go
 * clients send {@code null} for the unused variant of a one-of).
 */
final class RequestReader {
    private static final Pattern UUID_PATTERN =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]{2,23}");

    private final List<ApiException.FieldViolation> violations = new ArrayList<>();

    void violation(String path, String description) {
        violations.add(new ApiException.FieldViolation(path, description));
    }

    boolean ok() {
        return violations.isEmpty();
    }

    void throwIfInvalid() {
        if (!violations.isEmpty()) {
            throw ApiException.invalid(violations);
        }
    }

    static boolean present(JsonObject parent, String key) {
        return parent != null && parent.has(key) && !parent.get(key).isJsonNull();
    }

    JsonObject object(JsonObject parent, String key, String path, boolean required) {
        if (!present(parent, key)) {
            if (required) {
                violation(path, "is required");
            }
            return null;
        }
        JsonElement element = parent.get(key);
        if (!element.isJsonObject()) {
            violation(path, "must be an object");
            return null;
        }
        return element.getAsJsonObject();
    }

    String string(JsonObject parent, String key, String path, boolean required) {
        if (!present(parent, key)) {
            if (required) {
                violation(path, "is required");
            }
            return null;
        }
        JsonElement element = parent.get(key);
        if (!element.isJsonPrimitive() || !element.getAsJsonPrimitive().isString()) {
            violation(path, "must be a string");
            return null;
        }
        String value = element.getAsString();
        if (required && value.isEmpty()) {
            violation(path, "must not be empty");
            return null;
        }
        return value;
    }

    Integer integer(JsonObject parent, String key, String path, boolean required) {
        if (!present(parent, key)) {
            if (required) {
                violation(path, "is required");
            }
            return null;
        }
        JsonElement element = parent.get(key);
        if (!element.isJsonPrimitive() || !element.getAsJsonPrimitive().isNumber()) {
            violation(path, "must be an integer");
            return null;
        }
        double value = element.getAsDouble();
        if (value != Math.rint(value)) {
            violation(path, "must be an integer");
            return null;
        }
        return (int) value;
    }

    Boolean bool(JsonObject parent, String key, String path) {
        if (!present(parent, key)) {
            return null;
        }
        JsonElement element = parent.get(key);
        if (!element.isJsonPrimitive() || !element.getAsJsonPrimitive().isBoolean()) {
            violation(path, "must be true or false");
            return null;
        }
        return element.getAsBoolean();
    }

    List<String> strings(JsonObject parent, String key, String path) {
        List<String> values = new ArrayList<>();
        if (!present(parent, key)) {
            return values;
        }
        JsonElement element = parent.get(key);
        if (!element.isJsonArray()) {
            violation(path, "must be an array of strings");
            return values;
        }
        for (JsonElement item : element.getAsJsonArray()) {
            if (item.isJsonPrimitive() && item.getAsJsonPrimitive().isString()) {
                values.add(item.getAsString());
            } else {
                violation(path, "must be an array of strings");
            }
        }
        return values;
    }

    Map<String, String> stringMap(JsonObject parent, String key, String path) {
        Map<String, String> values = new LinkedHashMap<>();
        JsonObject object = object(parent, key, path, false);
        if (object != null) {
            object.entrySet().forEach(e -> {
                if (e.getValue().isJsonPrimitive() && e.getValue().getAsJsonPrimitive().isString()) {
                    values.put(e.getKey(), e.getValue().getAsString());
                } else {
                    violation(path + "." + e.getKey(), "must be a string");
                }
            });
        }
        return values;
    }

    /** A required field that must hold a UUID. */
    String uuid(JsonObject parent, String key, String path, boolean required) {
        String value = string(parent, key, path, required);
        if (value != null && !value.isEmpty() && !isUuid(value)) {
            violation(path, "must be a UUID, got \"" + value + "\"");
            return null;
        }
        return value;
    }

    /**
     * Object names: 3–24 characters of {@code [a-z0-9-]} starting with a letter, no {@code --}. VK documents at most
     * 24 characters as a hard limit (https://cloud.vk.com/docs/en/tools-for-using-services/account/concepts/quotasandlimits)
     * and a leading letter (https://cloud.vk.com/docs/en/kubernetes/k8s/instructions/create-cluster/create-webui-gen-2);
     * the Terraform provider's own validators (vk-cs/terraform-provider-vkcs v0.16.0
     * vkcs/kubernetes/resource_kubernetes_cluster_v2) are looser, so the service is the one that refuses.
     */
    String name(JsonObject parent, String key, String path) {
        String value = string(parent, key, path, true);
        if (value != null) {
            if (!NAME.matcher(value).matches()) {
                violation(path, "must be 3-24 characters of lowercase letters, digits and '-', starting with a letter, got \""
                        + value + "\"");
                return null;
            }
            if (value.contains("--")) {
                violation(path, "must not contain \"--\", got \"" + value + "\"");
                return null;
            }
        }
        return value;
    }

    /** An IPv4 CIDR such as {@code 10.100.0.0/16}. */
    void cidr(String value, String path) {
        if (value != null && !isIpv4Cidr(value)) {
            violation(path, "must be an IPv4 CIDR such as 10.100.0.0/16, got \"" + value + "\"");
        }
    }

    static boolean isUuid(String value) {
        return value != null && UUID_PATTERN.matcher(value).matches();
    }

    static boolean isIpv4Cidr(String value) {
        String[] parts = value.split("/", -1);
        if (parts.length != 2) {
            return false;
        }
        String[] octets = parts[0].split("\\.", -1);
        if (octets.length != 4) {
            return false;
        }
        try {
            for (String octet : octets) {
                int v = Integer.parseInt(octet);
                if (v < 0 || v > 255 || octet.isEmpty()) {
                    return false;
                }
            }
            int prefix = Integer.parseInt(parts[1]);
            return prefix >= 0 && prefix <= 32;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
