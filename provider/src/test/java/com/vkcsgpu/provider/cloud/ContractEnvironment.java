package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.compute.GpuModel;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What one environment of {@link CloudClientContract} must offer, and what a cluster built in it
 * needs.
 *
 * @param expectedGpuFlavors whole-GPU offers that must be found by model and count (empty: only
 *     the names that are there must parse)
 * @param lifecycleSkipReason why the create/delete lifecycle does not run here, or null when it does
 * @param lifecycle where and with what a contract cluster is built
 */
record ContractEnvironment(Set<GpuOffer> expectedGpuFlavors, String lifecycleSkipReason, Lifecycle lifecycle) {

    /** {@code count} GPUs of {@code model} per node. */
    record GpuOffer(GpuModel model, int count) {
        @Override
        public String toString() {
            return model + " x" + count;
        }
    }

    /**
     * Inputs of the lifecycle, all of which real VK checks.
     *
     * @param networkId Sprut network of the nodes
     * @param subnetId its subnet
     * @param loadBalancerSubnetId subnet of the API load balancer
     * @param zone the availability zone of the masters and the node group
     * @param masterFlavorName CPU flavor of the masters, by name
     * @param workerFlavorName CPU flavor of the node group, by name
     * @param diskType worker disk volume type (storage class)
     * @param clusterTimeout bound of the cluster waits (create, delete)
     * @param changeTimeout bound of node group, addon and node waits
     */
    record Lifecycle(String networkId, String subnetId, String loadBalancerSubnetId, String zone, String masterFlavorName,
            String workerFlavorName, String diskType, Duration clusterTimeout, Duration changeTimeout) { }

    Optional<String> skipLifecycle() {
        return Optional.ofNullable(lifecycleSkipReason);
    }

    /** Reads {@code name} from {@code env}, or {@code fallback}. */
    static String env(Map<String, String> env, String name, String fallback) {
        String value = env.get(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
