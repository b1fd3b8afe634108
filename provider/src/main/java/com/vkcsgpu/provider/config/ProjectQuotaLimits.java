package com.vkcsgpu.provider.config;

import com.vkcsgpu.doc.Doc;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The project's Managed Kubernetes quotas as VK Cloud support granted them, copied by the user from the console's
 * project quotas page: VK has no API that reads them (see {@code QuotaHeadroom}). Each limit is optional; one left
 * out is compared with VK's documented default, the GPUs connected with nothing.
 */
@Doc("The project's Managed Kubernetes quotas as the VK Cloud console's project quotas page shows them.")
public record ProjectQuotaLimits(
        @Doc("vCPUs of all worker nodes.")
        Integer vcpus,
        @Doc("RAM of all worker nodes, GB.")
        Integer ramGb,
        @Doc("Node disk size over all worker nodes, GB.")
        Integer diskGb,
        @Doc("Worker nodes over all clusters.")
        Integer nodes,
        @Doc("GPUs connected to the project (Cloud GPU service).")
        Integer gpus) {

    /** Each limit by its key, in declaration order (null values are limits left out). */
    private static final Map<String, Function<ProjectQuotaLimits, Integer>> LIMITS = orderedLimits();

    private static Map<String, Function<ProjectQuotaLimits, Integer>> orderedLimits() {
        Map<String, Function<ProjectQuotaLimits, Integer>> limits = new java.util.LinkedHashMap<>();
        limits.put("vcpus", ProjectQuotaLimits::vcpus);
        limits.put("ramGb", ProjectQuotaLimits::ramGb);
        limits.put("diskGb", ProjectQuotaLimits::diskGb);
        limits.put("nodes", ProjectQuotaLimits::nodes);
        limits.put("gpus", ProjectQuotaLimits::gpus);
        return java.util.Collections.unmodifiableMap(limits);
    }

    /** The keys of the limits set to a negative number. */
    List<String> negative() {
        return keys(limit -> limit != null && limit < 0);
    }

    /** The keys of the limits left out. */
    public List<String> unset() {
        return keys(java.util.Objects::isNull);
    }

    private List<String> keys(java.util.function.Predicate<Integer> which) {
        List<String> keys = new ArrayList<>();
        LIMITS.forEach((key, limit) -> {
            if (which.test(limit.apply(this))) {
                keys.add(key);
            }
        });
        return keys;
    }
}
