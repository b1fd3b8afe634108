package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * How each emulated service writes an error body.
 *
 * <p>Keystone and Nova shapes are the documented OpenStack ones. The managed Kubernetes gen-2
 * error schema is UNKNOWN (neither VK's docs nor the Terraform provider define one): EMULATOR ASSUMPTION — its
 * {@code clusters/{id}:upgrade}
 * custom-method paths, snake_case proto field names and "200 for everything, create and delete
 * included" are the marks of a grpc-gateway front end, so errors are written the way grpc-gateway
 * writes a {@code google.rpc.Status}: {@code {"code":<grpc code>,"message":"…","details":[…]}},
 * with a {@code google.rpc.BadRequest} detail listing {@code field_violations} for validation
 * failures. Clients must rely on the HTTP status (as the Terraform provider does) and may show
 * {@code message}; they must not depend on anything else in the body.
 */
enum ErrorStyle {
    /** {@code {"error":{"code":401,"title":"Unauthorized","message":"…"}}}. */
    KEYSTONE {
        @Override
        JsonObject body(ApiException error) {
            JsonObject inner = new JsonObject();
            inner.addProperty("code", error.httpStatus);
            inner.addProperty("title", error.title);
            inner.addProperty("message", error.getMessage());
            JsonObject body = new JsonObject();
            body.add("error", inner);
            return body;
        }
    },
    /** {@code {"itemNotFound":{"code":404,"message":"…"}}} and friends. */
    NOVA {
        @Override
        JsonObject body(ApiException error) {
            if (error.httpStatus == 401) {
                return KEYSTONE.body(error); // keystonemiddleware answers before Nova does
            }
            String key = switch (error.httpStatus) {
                case 404 -> "itemNotFound";
                case 409 -> "conflictingRequest";
                case 403 -> "forbidden";
                case 429 -> "overLimit";
                default -> error.httpStatus >= 500 ? "computeFault" : "badRequest";
            };
            JsonObject inner = new JsonObject();
            inner.addProperty("code", error.httpStatus);
            inner.addProperty("message", error.getMessage());
            JsonObject body = new JsonObject();
            body.add(key, inner);
            return body;
        }
    },
    /** grpc-gateway {@code google.rpc.Status}; see the class comment. */
    GRPC_GATEWAY {
        @Override
        JsonObject body(ApiException error) {
            JsonObject body = new JsonObject();
            body.addProperty("code", error.grpcCode);
            body.addProperty("message", error.getMessage());
            JsonArray details = new JsonArray();
            if (!error.violations.isEmpty()) {
                JsonObject badRequest = new JsonObject();
                badRequest.addProperty("@type", "type.googleapis.com/google.rpc.BadRequest");
                JsonArray violations = new JsonArray();
                for (ApiException.FieldViolation violation : error.violations) {
                    JsonObject v = new JsonObject();
                    v.addProperty("field", violation.field());
                    v.addProperty("description", violation.description());
                    violations.add(v);
                }
                badRequest.add("field_violations", violations);
                details.add(badRequest);
            }
            body.add("details", details);
            return body;
        }
    },
    /**
     * {@code {"errors":[{"status":"400","code":"client","title":"…","detail":"…"}]}}: how Magnum (the
     * gen-1 service) writes errors through pecan/wsme; a SETTING for gen-2 ({@link CloudBehaviour}).
     */
    MAGNUM {
        @Override
        JsonObject body(ApiException error) {
            JsonObject item = new JsonObject();
            item.addProperty("status", Integer.toString(error.httpStatus));
            item.addProperty("code", error.httpStatus >= 500 ? "server" : "client");
            item.addProperty("title", error.title);
            item.addProperty("detail", error.getMessage());
            JsonArray errors = new JsonArray();
            errors.add(item);
            JsonObject body = new JsonObject();
            body.add("errors", errors);
            return body;
        }
    },
    /** {@code {"message":"…"}}; a SETTING ({@link CloudBehaviour}). */
    FLAT {
        @Override
        JsonObject body(ApiException error) {
            JsonObject body = new JsonObject();
            body.addProperty("message", error.getMessage());
            return body;
        }
    },
    /** The message alone as {@code text/plain} (a proxy's answer); a SETTING ({@link CloudBehaviour}). */
    PLAIN_TEXT {
        @Override
        JsonObject body(ApiException error) {
            return FLAT.body(error);
        }

        @Override
        ApiResponse response(ApiException error, java.util.Map<String, String> headers) {
            return new ApiResponse(error.httpStatus, headers,
                    error.getMessage().getBytes(java.nio.charset.StandardCharsets.UTF_8), "text/plain; charset=utf-8");
        }
    },
    /** The emulator's own admin API: {@code {"error":"…"}}. */
    ADMIN {
        @Override
        JsonObject body(ApiException error) {
            JsonObject body = new JsonObject();
            body.addProperty("error", error.getMessage());
            return body;
        }
    };

    abstract JsonObject body(ApiException error);

    /** The whole answer: the body in this style, as JSON unless the style says otherwise. */
    ApiResponse response(ApiException error, java.util.Map<String, String> headers) {
        return ApiResponse.json(error.httpStatus, body(error), headers);
    }
}
