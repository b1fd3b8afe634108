package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.cloud.ClientOptions;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Values;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Valid wire inputs of each resource, and helpers to vary them, for the check and diff tables. */
final class Inputs {
    /** Marks a property to remove in {@link #with}. */
    static final Object ABSENT = new Object();
    static final String UUID_A = "3f0c4a5e-8d6b-4d34-9d6f-2a1b7c9e0f12";
    static final String UUID_B = "7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    static final String CLUSTER_ID = "39UdIv4W0EegBs2EYVeGdas38do";

    private Inputs() {
    }

    /** A handler for a resource declared offline (Check and Diff never reach the cloud). */
    static <A extends Record, S extends Record> ResourceHandler<A, S> offline(java.util.function.Function<CloudAccess,
            CustomResource<A, S>> make) {
        return new ResourceHandler<>(make.apply(new CloudAccess(new ProviderContext(), ClientOptions.defaults())),
                new OperationTracker());
    }

    static Map<String, Object> cluster() {
        return map("name", "gpu-prod", "version", "v1.33.3", "availabilityZones", List.of("GZ1"),
                "masterFlavorId", UUID_A, "networkId", UUID_A, "subnetId", UUID_B, "loadbalancerSubnetId", UUID_B);
    }

    static Map<String, Object> regionalCluster() {
        return with(cluster(), "clusterType", "regional", "availabilityZones", List.of("GZ1", "MS1", "ME1"));
    }

    static Map<String, Object> nodeGroup() {
        return map("clusterId", CLUSTER_ID, "name", "gpu-a100", "availabilityZone", "GZ1", "flavorId", UUID_A,
                "fixedScale", map("size", 2),
                "labels", map("vkcs-gpu.io/pool", "a100"),
                "taints", List.of(taint("nvidia.com/gpu", "present", "NoSchedule")));
    }

    static Map<String, Object> addon() {
        return map("clusterId", CLUSTER_ID, "addonName", "gpu-operator", "addonVersion", "24.9.0",
                "namespace", "gpu-operator", "values", "driver:\n  enabled: true\n");
    }

    static Map<String, Object> taint(String key, String value, String effect) {
        return map("key", key, "value", value, "effect", effect);
    }

    /** A wire map from alternating keys and values; ints become doubles as on the wire. */
    static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], wire(kv[i + 1]));
        }
        return m;
    }

    /** A copy of {@code base} with top-level properties set (or removed with {@link #ABSENT}). */
    static Map<String, Object> with(Map<String, Object> base, Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>(base);
        for (int i = 0; i < kv.length; i += 2) {
            if (kv[i + 1] == ABSENT) {
                m.remove((String) kv[i]);
            } else {
                m.put((String) kv[i], wire(kv[i + 1]));
            }
        }
        return m;
    }

    private static Object wire(Object v) {
        if (v instanceof Integer n) {
            return n.doubleValue();
        }
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            list.forEach(item -> out.add(wire(item)));
            return out;
        }
        if (v instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.forEach((k, item) -> out.put((String) k, wire(item)));
            return out;
        }
        return v;
    }

    /** The unknown wire value (preview). */
    static Object unknown() {
        return Values.UNKNOWN;
    }
}
