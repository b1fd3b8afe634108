package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.framework.StateMigration;
import com.vkcsgpu.provider.framework.Values;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * OperatorRelease's inputs and outputs as 0.1.0 (commit ad01a48) and the releases after it up to the typed values
 * stored them, in today's shape: the flat settings {@code components}, {@code tolerations},
 * {@code operatorTolerations}, {@code driverEnabled}, {@code nvidiaDriverCrd}, {@code timeSlicing},
 * {@code migStrategy}, {@code dcgmServiceMonitor} and (after 0.1.0) {@code driverUpgradePolicy} become the sections of
 * {@code values}, so a stack deployed by those releases shows no diff for settings that did not change.
 *
 * <p>What the old Check filled in as defaults and today's {@code GpuOperator} does not send is dropped, as the chart
 * has the same defaults: {@code driverEnabled: true}, {@code nvidiaDriverCrd.driverType: gpu},
 * {@code timeSlicing.renameByDefault: false} and {@code failRequestsGreaterThanOne: true}. {@code operatorTolerations}
 * is dropped: the operator now takes {@code values.tolerations} (after the chart's control-plane one), which is what
 * {@code GpuOperator} always gave it.
 */
final class FlatReleaseSettings implements StateMigration {
    /** The flat settings of the old shape. */
    private static final List<String> FLAT = List.of("components", "tolerations", "operatorTolerations",
            "driverEnabled", "nvidiaDriverCrd", "timeSlicing", "migStrategy", "dcgmServiceMonitor",
            "driverUpgradePolicy");
    /** Components whose section is the chart's key of the same name, holding the image and nothing else. */
    private static final List<String> OWN_SECTION = List.of("operator", "validator", "driver", "toolkit",
            "devicePlugin", "gfd", "dcgm", "dcgmExporter", "migManager", "nodeStatusExporter", "nfd");

    @Override
    public String from() {
        return "the flat GPU Operator settings of 0.1.0 (components, tolerations, timeSlicing, ...)";
    }

    @Override
    public boolean applies(Map<String, Object> olds) {
        return !olds.containsKey("values") && FLAT.stream().anyMatch(olds::containsKey);
    }

    @Override
    public Map<String, Object> migrate(Map<String, Object> olds) {
        Map<String, Object> migrated = new LinkedHashMap<>();
        olds.forEach((key, value) -> {
            if (!FLAT.contains(key)) {
                migrated.put(key, value);
            }
        });
        Map<String, Object> values = new LinkedHashMap<>();
        map(olds.get("components")).forEach((key, pin) -> {
            if (key.equals("driverManager")) {
                section(values, "driver").put("manager", pin);
            } else if (OWN_SECTION.contains(key)) {
                section(values, key).putAll(map(pin));
            }
        });
        putIfSet(values, "tolerations", olds.get("tolerations"));
        if (Boolean.FALSE.equals(Values.unwrap(olds.get("driverEnabled")))) {
            section(values, "driver").put("enabled", false);
        }
        Map<String, Object> crd = map(olds.get("nvidiaDriverCrd"));
        if (!crd.isEmpty()) {
            Map<String, Object> settings = new LinkedHashMap<>();
            putIfSet(settings, "enabled", crd.get("enabled"));
            putIfSet(settings, "deployDefaultCR", crd.get("deployDefaultCr"));
            if (!"gpu".equals(Values.unwrap(crd.get("driverType")))) {
                putIfSet(settings, "driverType", crd.get("driverType"));
            }
            section(values, "driver").put("nvidiaDriverCRD", settings);
        }
        Map<String, Object> slicing = new LinkedHashMap<>(map(olds.get("timeSlicing")));
        if (!slicing.isEmpty()) {
            slicing.remove("renameByDefault", false);
            slicing.remove("failRequestsGreaterThanOne", true);
            section(values, "devicePlugin").put("timeSlicing", slicing);
        }
        if (olds.get("migStrategy") != null) {
            section(values, "mig").put("strategy", olds.get("migStrategy"));
        }
        if (olds.get("dcgmServiceMonitor") != null) {
            section(values, "dcgmExporter").put("serviceMonitor", Map.of("enabled", olds.get("dcgmServiceMonitor")));
        }
        Map<String, Object> policy = upgradePolicy(map(olds.get("driverUpgradePolicy")));
        if (!policy.isEmpty()) {
            section(values, "driver").put("upgradePolicy", policy);
        }
        boolean secret = FLAT.stream().map(olds::get).anyMatch(Values::containsSecret);
        migrated.put("values", secret ? Values.secret(values) : values);
        return migrated;
    }

    /** The flat {@code driverUpgradePolicy} in the chart's nesting ({@code gpuPodDeletion}, {@code drain}). */
    private static Map<String, Object> upgradePolicy(Map<String, Object> flat) {
        Map<String, Object> policy = new LinkedHashMap<>();
        putIfSet(policy, "maxParallelUpgrades", flat.get("maxParallelUpgrades"));
        putIfSet(policy, "maxUnavailable", flat.get("maxUnavailable"));
        Map<String, Object> deletion = new LinkedHashMap<>();
        putIfSet(deletion, "force", flat.get("podDeletionForce"));
        putIfSet(deletion, "timeoutSeconds", flat.get("podDeletionTimeoutSeconds"));
        putIfSet(deletion, "deleteEmptyDir", flat.get("podDeletionDeleteEmptyDir"));
        Map<String, Object> drain = new LinkedHashMap<>();
        putIfSet(drain, "enable", flat.get("drainEnable"));
        putIfSet(drain, "force", flat.get("drainForce"));
        putIfSet(drain, "timeoutSeconds", flat.get("drainTimeoutSeconds"));
        putIfSet(drain, "deleteEmptyDir", flat.get("drainDeleteEmptyDir"));
        if (!deletion.isEmpty()) {
            policy.put("gpuPodDeletion", deletion);
        }
        if (!drain.isEmpty()) {
            policy.put("drain", drain);
        }
        return policy;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> section(Map<String, Object> values, String key) {
        return (Map<String, Object>) values.computeIfAbsent(key, k -> new LinkedHashMap<String, Object>());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        return Values.unwrap(value) instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
    }

    private static void putIfSet(Map<String, Object> into, String key, Object value) {
        if (value != null) {
            into.put(key, value);
        }
    }
}
