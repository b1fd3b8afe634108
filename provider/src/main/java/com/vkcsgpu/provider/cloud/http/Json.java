package com.vkcsgpu.provider.cloud.http;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;

/**
 * JSON for the cloud API: record components in camelCase map to the API's snake_case names
 * ({@code podsIpv4Cidr} is {@code pods_ipv4_cidr}); request-shape tests pin the exact names.
 */
public final class Json {
    /** Omits nulls: PATCH bodies send only what changes. */
    public static final Gson COMPACT = base().create();
    /**
     * Sends nulls: the gen-2 ClusterCreate has no {@code omitempty} in the Terraform provider, so
     * the API sees {@code null} for the unused variant (e.g. {@code multi_zonal_deployment}).
     */
    public static final Gson WITH_NULLS = base().serializeNulls().create();

    private Json() {
    }

    private static GsonBuilder base() {
        return new GsonBuilder()
                .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES)
                .disableHtmlEscaping();
    }

    public static <T> T parse(String operation, String body, Class<T> type) {
        try {
            T value = COMPACT.fromJson(body, type);
            if (value == null) {
                throw new VkcsException(operation + ": the server answered with an empty body where JSON was expected");
            }
            return value;
        } catch (JsonParseException e) {
            throw new VkcsException(operation + ": the server's answer is not the expected JSON ("
                    + e.getMessage() + ")", e);
        }
    }
}
