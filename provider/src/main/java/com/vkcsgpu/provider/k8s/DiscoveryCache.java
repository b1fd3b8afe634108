package com.vkcsgpu.provider.k8s;

import io.fabric8.kubernetes.api.model.APIResource;
import io.fabric8.kubernetes.client.Config;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * API discovery answers (the resources a group version serves) kept for the whole plugin process, so the
 * appliers of one {@code up} or {@code destroy} ask each cluster once per group version instead of once per
 * operation. Clusters are told apart by API server address and credentials; the credentials enter the key only
 * as a digest. An empty answer ("not served") is never kept: a CRD may be on its way. Whoever changes what a
 * cluster serves (applies or deletes a CRD) calls {@link #forget(Config)}.
 */
final class DiscoveryCache {
    /** The one cache of this plugin process. */
    static final DiscoveryCache PROCESS = new DiscoveryCache();

    private final Map<String, Map<String, List<APIResource>>> byCluster = new ConcurrentHashMap<>();

    /** The served resources of {@code apiVersion}: kept, else {@code discover}ed (and kept unless empty). */
    List<APIResource> resources(Config cluster, String apiVersion, Function<String, List<APIResource>> discover) {
        Map<String, List<APIResource>> served = byCluster.computeIfAbsent(key(cluster), k -> new ConcurrentHashMap<>());
        List<APIResource> known = served.get(apiVersion);
        if (known != null) {
            return known;
        }
        // Not computeIfAbsent: the network call would block other group versions' lookups meanwhile.
        List<APIResource> discovered = List.copyOf(discover.apply(apiVersion));
        if (!discovered.isEmpty()) {
            served.put(apiVersion, discovered);
        }
        return discovered;
    }

    /** Drops what is kept for {@code apiVersion} on this cluster (a caller that must see the server's answer now). */
    void forget(Config cluster, String apiVersion) {
        Map<String, List<APIResource>> served = byCluster.get(key(cluster));
        if (served != null) {
            served.remove(apiVersion);
        }
    }

    /** Drops everything kept for this cluster: the set of served kinds changed. */
    void forget(Config cluster) {
        byCluster.remove(key(cluster));
    }

    /** API server address and a digest of the credentials: one client's cache is never another identity's. */
    static String key(Config cluster) {
        String credentials = String.join("\n", nullToEmpty(cluster.getUsername()), nullToEmpty(cluster.getPassword()),
                nullToEmpty(cluster.getOauthToken()), nullToEmpty(cluster.getClientCertData()),
                nullToEmpty(cluster.getClientCertFile()));
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(credentials.getBytes(StandardCharsets.UTF_8));
            return cluster.getMasterUrl() + " " + HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }
}
