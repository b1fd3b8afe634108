package com.vkcsgpu.emulator.kube;

import java.util.Arrays;

/** The PATCH content types the API server understands. */
public enum PatchType {
    /** RFC 6902: a list of operations. */
    JSON("application/json-patch+json"),
    /** RFC 7386: objects merge, null deletes, lists replace. */
    MERGE("application/merge-patch+json"),
    /** Kubernetes strategic merge patch (approximated, see {@link Patches#strategicMerge}). */
    STRATEGIC("application/strategic-merge-patch+json"),
    /** Server-side apply (approximated, see {@link ManagedFields}). */
    APPLY("application/apply-patch+yaml");

    private final String contentType;

    PatchType(String contentType) {
        this.contentType = contentType;
    }

    public String contentType() {
        return contentType;
    }

    /** The patch type of a Content-Type header (parameters ignored), or 415 naming the accepted ones. */
    static PatchType ofContentType(String header) {
        String mediaType = header == null ? "" : header.split(";")[0].trim();
        return Arrays.stream(values()).filter(t -> t.contentType.equalsIgnoreCase(mediaType)).findFirst()
                .orElseThrow(() -> new KubeApiException(415, "UnsupportedMediaType",
                        "the body of the request was in an unknown format - accepted media types include: "
                                + "application/json-patch+json, application/merge-patch+json, "
                                + "application/apply-patch+yaml, application/strategic-merge-patch+json", null));
    }
}
