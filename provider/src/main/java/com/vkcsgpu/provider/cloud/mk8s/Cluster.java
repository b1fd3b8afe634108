package com.vkcsgpu.provider.cloud.mk8s;

import java.util.List;
import java.util.Map;

/**
 * A gen-2 cluster as {@code GET clusters/{id}} returns it (unwrapped; vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/internal/services/kubernetes/containerinfra/v2/clusters).
 *
 * @param id the KSUID
 * @param status one of {@link #PROVISIONING}, {@link #RUNNING}, {@link #RECONCILING}, {@link #DELETING}, {@link #DELETED}
 * @param externalIp the API load balancer's floating IP
 * @param internalIp the API load balancer's VIP
 */
public record Cluster(
        String id,
        String uuid,
        String name,
        String description,
        String version,
        String status,
        String createdAt,
        String projectId,
        String apiAddress,
        String externalIp,
        String internalIp,
        Map<String, String> labels,
        List<String> insecureRegistries,
        Master master,
        DeploymentType deploymentType,
        NetworkConfig networkConfig,
        LoadBalancerConfig loadBalancerConfig,
        List<NodeGroup> nodeGroups) {

    public static final String PROVISIONING = "PROVISIONING";
    public static final String RUNNING = "RUNNING";
    public static final String RECONCILING = "RECONCILING";
    public static final String DELETING = "DELETING";
    public static final String DELETED = "DELETED";

    /** Masters as read back: {@code master{vm_engine, replicas, disks}}. */
    public record Master(VmEngine vmEngine, int replicas, List<Disk> disks) { }

    public record Disk(String type, int size) { }

    public boolean isRunning() {
        return RUNNING.equals(status);
    }
}
