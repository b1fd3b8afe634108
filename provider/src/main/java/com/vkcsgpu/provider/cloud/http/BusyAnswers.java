package com.vkcsgpu.provider.cloud.http;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Recognises "the cluster is busy, try later" whatever status it comes with. Only gen-1's swagger
 * documents one (409 "Cluster is in inappropriate state"); a grpc-gateway front end writes gRPC
 * {@code FAILED_PRECONDITION} as 400 and {@code ABORTED} as 409 (github.com/grpc-ecosystem/grpc-gateway,
 * {@code runtime/errors.go} {@code HTTPStatusFromCode}), and 412 or 422 are other plausible choices.
 *
 * <p>400, 412 and 422 also mean "your request is wrong", which must fail at once, so for them the body
 * decides, carefully: a body that lists field violations is a validation error; otherwise a gRPC code of
 * FAILED_PRECONDITION, ABORTED or UNAVAILABLE, or a message that speaks of the cluster's state
 * (RECONCILING, PROVISIONING, "in progress", "inappropriate state", "busy"…) means busy. A 409 is busy
 * unless it says the object already exists.
 */
final class BusyAnswers {
    private static final Pattern BUSY_TEXT = Pattern.compile(
            "\\b(reconciling|provisioning|updating|upgrading|in progress|inappropriate state|busy|another operation"
                    + "|not (yet )?(in )?running|until it is running|only when it is running|try again later|locked)\\b");
    private static final Pattern EXISTS_TEXT = Pattern.compile("already exists|duplicate|name is taken");
    /** gRPC codes FAILED_PRECONDITION, ABORTED, UNAVAILABLE (google.golang.org/grpc/codes). */
    private static final int FAILED_PRECONDITION = 9;
    private static final int ABORTED = 10;
    private static final int UNAVAILABLE = 14;
    private static final int ALREADY_EXISTS = 6;

    private BusyAnswers() {
    }

    /** Whether an answer with {@code status}, error {@code body} and extracted {@code message} says "busy". */
    static boolean isBusy(int status, String body, String message) {
        String text = message == null ? "" : message.toLowerCase(Locale.ROOT);
        Integer grpcCode = grpcCode(body);
        if (status == 409) {
            return !(Integer.valueOf(ALREADY_EXISTS).equals(grpcCode) || EXISTS_TEXT.matcher(text).find());
        }
        if (status != 400 && status != 412 && status != 422) {
            return false;
        }
        if (hasFieldViolations(body)) {
            return false;
        }
        if (grpcCode != null && (grpcCode == FAILED_PRECONDITION || grpcCode == ABORTED || grpcCode == UNAVAILABLE)) {
            return true;
        }
        return BUSY_TEXT.matcher(text).find() && !EXISTS_TEXT.matcher(text).find();
    }

    private static JsonObject object(String body) {
        if (body == null || body.isBlank()) {
            return null;
        }
        try {
            JsonElement element = JsonParser.parseString(body);
            return element.isJsonObject() ? element.getAsJsonObject() : null;
        } catch (RuntimeException notJson) {
            return null;
        }
    }

    /** The top-level numeric {@code code} of a {@code google.rpc.Status} body (0..16), or null. */
    private static Integer grpcCode(String body) {
        JsonObject object = object(body);
        JsonElement code = object == null ? null : object.get("code");
        if (code == null || !code.isJsonPrimitive() || !code.getAsJsonPrimitive().isNumber()) {
            return null;
        }
        int value = code.getAsInt();
        return value >= 0 && value <= 16 ? value : null;
    }

    private static boolean hasFieldViolations(String body) {
        return body != null && (body.contains("field_violations") || body.contains("fieldViolations"));
    }
}
