package com.vkcsgpu.provider.k8s;

import java.net.URI;
import java.util.Locale;

/**
 * Compares a kubeconfig's {@code server} with a cluster's API address as VK Cloud records it ({@code api_address},
 * vk-cs/terraform-provider-vkcs v0.16.0 vkcs/internal/services/kubernetes/containerinfra/v2/clusters): the same
 * scheme, host and port, a missing port being the scheme's default. A recorded address without a scheme is taken
 * as {@code https}.
 */
public final class ApiAddresses {
    private ApiAddresses() {
    }

    /** Whether {@code server} is the API address {@code recorded}. */
    public static boolean same(String recorded, URI server) {
        if (recorded == null || recorded.isBlank() || server == null || server.getHost() == null) {
            return false;
        }
        URI record;
        try {
            record = new URI(recorded.contains("://") ? recorded.trim() : "https://" + recorded.trim());
        } catch (java.net.URISyntaxException e) {
            return false;
        }
        return record.getHost() != null && scheme(record).equals(scheme(server))
                && record.getHost().toLowerCase(Locale.ROOT).equals(server.getHost().toLowerCase(Locale.ROOT))
                && port(record) == port(server);
    }

    private static String scheme(URI uri) {
        return uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    }

    private static int port(URI uri) {
        if (uri.getPort() != -1) {
            return uri.getPort();
        }
        return "http".equals(scheme(uri)) ? 80 : 443;
    }
}
