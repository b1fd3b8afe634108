package com.vkcsgpu.provider.cloud.auth;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** Catalog service types and URL helpers. */
public final class Endpoints {
    /**
     * Gen-2 clusters, node groups and addons (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/internal/clients/client.go).
     */
    public static final String MANAGED_K8S = "managed-k8s";
    /** Nova: flavors. */
    public static final String COMPUTE = "compute";
    /** The interface looked up in the catalog. */
    public static final String PUBLIC_INTERFACE = "public";

    private Endpoints() {
    }

    /**
     * Ensures a trailing {@code /} so that endpoint + relative path is a valid URL. Terraform
     * normalises catalog URLs but not overrides (vk-cs/terraform-provider-vkcs v0.16.0
     * vkcs/internal/clients/config.go), which turns a missing slash into
     * requests to {@code .../v2clusters}; we normalise both because no valid override lacks it.
     */
    static String normalize(String url) {
        return url.endsWith("/") ? url : url + "/";
    }

    /**
     * Percent-encodes one path segment (ids and names are normally safe; this keeps odd input harmless). {@code .}
     * and {@code ..} are refused: percent-encoding leaves dots alone, and URL resolution (RFC 3986 section 5.2.4)
     * would turn {@code clusters/..} into a request for the parent path.
     */
    public static String segment(String value) {
        if (value == null || value.isEmpty()) {
            throw new IllegalArgumentException("an id or name in the request path is empty");
        }
        if (value.equals(".") || value.equals("..")) {
            throw new IllegalArgumentException("'" + value + "' is not an id or name; give the object's id");
        }
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
