package com.vkcsgpu.emulator.kube;

import java.util.ArrayList;
import java.util.List;

/**
 * The per-request options of a write that reach the store: {@code fieldValidation},
 * {@code dryRun=All}, and the DeleteOptions {@code gracePeriodSeconds} and
 * {@code propagationPolicy}; warnings collected for the {@code Warning} response header.
 *
 * @param fieldValidation    what unknown fields do: Ignore (dropped), Warn (dropped with a
 *                           warning; the server's default), Strict (400)
 * @param dryRun             validate and answer as if written, store nothing
 * @param gracePeriodSeconds a delete's grace period, or null for the object's own
 * @param propagationPolicy  a delete's {@code Orphan}, {@code Background}, {@code Foreground}, or null
 * @param warnings           what the response's {@code Warning} headers carry
 */
record RequestOptions(FieldValidation fieldValidation, boolean dryRun, Long gracePeriodSeconds,
        String propagationPolicy, List<String> warnings) {

    enum FieldValidation { IGNORE, WARN, STRICT }

    /** What simulations get: unknown fields dropped silently, everything written, graceful deletes. */
    static RequestOptions internal() {
        return new RequestOptions(FieldValidation.IGNORE, false, null, null, new ArrayList<>());
    }

    /** Parses {@code fieldValidation}: 400 for values other than Ignore, Warn and Strict; null means Warn. */
    static FieldValidation fieldValidation(String value) {
        if (value == null || value.isEmpty()) {
            return FieldValidation.WARN;
        }
        return switch (value) {
            case "Ignore" -> FieldValidation.IGNORE;
            case "Warn" -> FieldValidation.WARN;
            case "Strict" -> FieldValidation.STRICT;
            default -> throw KubeApiException.badRequest("fieldValidation parameter unsupported: " + value
                    + ", allowed values are Ignore, Warn, Strict");
        };
    }

    boolean orphan() {
        return "Orphan".equals(propagationPolicy);
    }
}
