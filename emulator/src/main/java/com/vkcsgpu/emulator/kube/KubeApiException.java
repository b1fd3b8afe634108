package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;

/**
 * A request the API server refuses, carried to the HTTP layer as a Kubernetes {@code Status}
 * object with the real server's code, reason and message wording.
 */
public final class KubeApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int code;
    private final String reason;
    private final transient JsonObject details;

    public KubeApiException(int code, String reason, String message, JsonObject details) {
        super(message);
        this.code = code;
        this.reason = reason;
        this.details = details;
    }

    public static KubeApiException notFound(ResourceType type, String name) {
        return new KubeApiException(404, "NotFound",
                type.qualifiedPlural() + " \"" + name + "\" not found", details(type, name));
    }

    public static KubeApiException alreadyExists(ResourceType type, String name) {
        return new KubeApiException(409, "AlreadyExists",
                type.qualifiedPlural() + " \"" + name + "\" already exists", details(type, name));
    }

    public static KubeApiException conflict(ResourceType type, String name, String why) {
        return new KubeApiException(409, "Conflict",
                "Operation cannot be fulfilled on " + type.qualifiedPlural() + " \"" + name + "\": " + why,
                details(type, name));
    }

    public static KubeApiException badRequest(String message) {
        return new KubeApiException(400, "BadRequest", message, null);
    }

    public static KubeApiException invalid(ResourceType type, String name, String message) {
        return invalid(type, name, List.of(message));
    }

    /**
     * 422 Invalid as upstream words it: {@code Deployment.apps "x" is invalid: <error>}, or
     * {@code [<error>, <error>]} for several, with one cause per error naming its field.
     */
    public static KubeApiException invalid(ResourceType type, String name, List<String> errors) {
        String kind = type.group().isEmpty() ? type.kind() : type.kind() + "." + type.group();
        String listed = errors.size() == 1 ? errors.get(0) : "[" + String.join(", ", errors) + "]";
        JsonObject details = details(type, name);
        JsonArray causes = new JsonArray();
        for (String error : errors) {
            JsonObject cause = new JsonObject();
            int colon = error.indexOf(": ");
            cause.addProperty("reason", error.contains("Required value") ? "FieldValueRequired"
                    : error.contains("Unsupported value") ? "FieldValueNotSupported"
                    : error.contains("Duplicate value") ? "FieldValueDuplicate" : "FieldValueInvalid");
            cause.addProperty("message", colon < 0 ? error : error.substring(colon + 2));
            cause.addProperty("field", colon < 0 ? "" : error.substring(0, colon));
            causes.add(cause);
        }
        details.add("causes", causes);
        return new KubeApiException(422, "Invalid", kind + " \"" + name + "\" is invalid: " + listed, details);
    }

    public static KubeApiException gone(String message) {
        return new KubeApiException(410, "Expired", message, null);
    }

    public int code() {
        return code;
    }

    public String reason() {
        return reason;
    }

    /** The {@code Status} object the server answers with. */
    public JsonObject toStatus() {
        JsonObject status = new JsonObject();
        status.addProperty("kind", "Status");
        status.addProperty("apiVersion", "v1");
        status.add("metadata", new JsonObject());
        status.addProperty("status", "Failure");
        status.addProperty("message", getMessage());
        status.addProperty("reason", reason);
        if (details != null) {
            status.add("details", details.deepCopy());
        }
        status.addProperty("code", code);
        return status;
    }

    private static JsonObject details(ResourceType type, String name) {
        JsonObject details = new JsonObject();
        details.addProperty("name", name);
        if (!type.group().isEmpty()) {
            details.addProperty("group", type.group());
        }
        details.addProperty("kind", type.plural());
        return details;
    }
}
