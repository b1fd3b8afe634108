package com.vkcsgpu.emulator.cloud;

import java.util.List;

/**
 * A request the emulated API refuses. Carries the HTTP status, the gRPC status code behind it
 * (see {@link ErrorStyle#GRPC_GATEWAY}) and, for validation failures, the offending fields.
 */
final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** One invalid request field: its JSON path in the request and what is wrong with it. */
    record FieldViolation(String field, String description) {}

    final int httpStatus;
    final int grpcCode;
    final String title;
    final transient List<FieldViolation> violations;
    /** "The object is busy, try later": answered with {@link CloudBehaviour#busyStatus()}. */
    final boolean busy;

    ApiException(int httpStatus, int grpcCode, String title, String message, List<FieldViolation> violations) {
        this(httpStatus, grpcCode, title, message, violations, false);
    }

    private ApiException(int httpStatus, int grpcCode, String title, String message, List<FieldViolation> violations,
                         boolean busy) {
        super(message);
        this.busy = busy;
        this.httpStatus = httpStatus;
        this.grpcCode = grpcCode;
        this.title = title;
        this.violations = List.copyOf(violations);
    }

    static ApiException invalid(List<FieldViolation> violations) {
        String message = String.join("; ", violations.stream().map(v -> v.field() + ": " + v.description()).toList());
        return new ApiException(400, 3, "Bad Request", message, violations);
    }

    static ApiException invalid(String field, String description) {
        return invalid(List.of(new FieldViolation(field, description)));
    }

    static ApiException badRequest(String message) {
        return new ApiException(400, 3, "Bad Request", message, List.of());
    }

    static ApiException notFound(String message) {
        return new ApiException(404, 5, "Not Found", message, List.of());
    }

    static ApiException alreadyExists(String message) {
        return new ApiException(409, 6, "Conflict", message, List.of());
    }

    /**
     * The object exists but is busy (e.g. the cluster is not RUNNING): gRPC ABORTED, HTTP 409, or
     * whatever {@link CloudBehaviour#busyStatus()} says when the front end writes it ({@link #asBusy}).
     */
    static ApiException conflict(String message) {
        return new ApiException(409, 10, "Conflict", message, List.of(), true);
    }

    /**
     * This busy answer with {@code status} instead of 409: 400 as grpc-gateway writes gRPC
     * {@code FAILED_PRECONDITION} (github.com/grpc-ecosystem/grpc-gateway, runtime/errors.go,
     * {@code HTTPStatusFromCode}), 412 or 422 with the same gRPC code.
     */
    ApiException asBusy(int status) {
        if (!busy || status == httpStatus) {
            return this;
        }
        return new ApiException(status, 9, titleFor(status), getMessage(), List.of(), true);
    }

    static ApiException unauthorized(String message) {
        return new ApiException(401, 16, "Unauthorized", message, List.of());
    }

    static ApiException status(int httpStatus, String message) {
        return new ApiException(httpStatus, grpcCodeFor(httpStatus), titleFor(httpStatus), message, List.of());
    }

    /** The gRPC code grpc-gateway maps to this HTTP status (runtime.HTTPStatusFromCode, inverted). */
    private static int grpcCodeFor(int httpStatus) {
        return switch (httpStatus) {
            case 400 -> 3;
            case 401 -> 16;
            case 403 -> 7;
            case 404 -> 5;
            case 409 -> 10;
            case 412 -> 9;
            case 422 -> 3;
            case 429 -> 8;
            case 501 -> 12;
            case 503 -> 14;
            case 504 -> 4;
            default -> httpStatus >= 500 ? 13 : 2;
        };
    }

    private static String titleFor(int httpStatus) {
        return switch (httpStatus) {
            case 400 -> "Bad Request";
            case 401 -> "Unauthorized";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 409 -> "Conflict";
            case 412 -> "Precondition Failed";
            case 422 -> "Unprocessable Entity";
            case 429 -> "Too Many Requests";
            case 500 -> "Internal Server Error";
            case 502 -> "Bad Gateway";
            case 503 -> "Service Unavailable";
            case 504 -> "Gateway Timeout";
            default -> "Error";
        };
    }
}
