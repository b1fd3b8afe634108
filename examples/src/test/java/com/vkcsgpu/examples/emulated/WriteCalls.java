package com.vkcsgpu.examples.emulated;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import java.util.ArrayList;
import java.util.List;

/**
 * The write calls the plugin sends to VK Cloud and to a cluster's API from a point on: what a preview must leave
 * empty. Keystone token requests (POST to identity), VK Cloud's kubeconfig request (a POST to
 * {@code clusters/{id}/kube_config} that returns the cluster's kubeconfig and changes nothing) and access reviews
 * persist nothing and are not writes.
 */
public final class WriteCalls {
    private final VkCloudEmulator cloud;
    private final KubeApiServer cluster;
    private final int clusterWritesBefore;

    private WriteCalls(VkCloudEmulator cloud, KubeApiServer cluster) {
        this.cloud = cloud;
        this.cluster = cluster;
        this.clusterWritesBefore = cluster.writeRequests().size();
        cloud.clearRequests();
    }

    /** Counts from now (clears the cloud emulator's request record). */
    public static WriteCalls from(VkCloudEmulator cloud, KubeApiServer cluster) {
        return new WriteCalls(cloud, cluster);
    }

    /** Every write since {@link #from}, as {@code METHOD path}; empty when none. */
    public List<String> since() {
        List<String> writes = new ArrayList<>();
        cloud.requests().stream().filter(r -> !r.method().equals("GET") && !r.service().equals("identity")
                        && !r.path().endsWith("/kube_config"))
                .map(r -> r.method() + " " + r.path()).forEach(writes::add);
        List<String> clusterWrites = cluster.writeRequests();
        writes.addAll(clusterWrites.subList(clusterWritesBefore, clusterWrites.size()));
        return writes;
    }
}
