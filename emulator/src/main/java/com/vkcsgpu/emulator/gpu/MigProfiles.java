package com.vkcsgpu.emulator.gpu;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * MIG geometry per GPU model, from the MIG manager's default config
 * (NVIDIA/gpu-operator assets/state-mig-manager/0400_configmap.yaml at v25.10.1 and v26.7.0): the
 * {@code all-<profile>} configs put the same number of instances on every GPU, {@code all-balanced}
 * mixes them, {@code all-disabled} turns MIG off. L4 has no MIG.
 */
final class MigProfiles {
    private MigProfiles() {}

    /** Whether the model supports MIG (what the operator falls back to without {@code nvidia.com/mig.capable}). */
    static boolean capable(String model) {
        String lower = model == null ? "" : model.toLowerCase(Locale.ROOT);
        return lower.contains("a100") || lower.contains("h100") || lower.contains("h200") || lower.contains("a30");
    }

    /**
     * Instances per GPU for a MIG config name on {@code model}: profile → count. Empty for
     * {@code all-disabled}; empty Optional when the config does not exist for this GPU (the MIG
     * manager then reports {@code failed}).
     */
    static Optional<Map<String, Integer>> instancesPerGpu(String model, String config) {
        if (config.equals("all-disabled")) {
            return Optional.of(Map.of());
        }
        Map<String, Map<String, Integer>> configs = configsFor(model);
        return Optional.ofNullable(configs.get(config));
    }

    private static Map<String, Map<String, Integer>> configsFor(String model) {
        String lower = model == null ? "" : model.toLowerCase(Locale.ROOT);
        Map<String, Map<String, Integer>> configs = new LinkedHashMap<>();
        String[] p;
        if (lower.contains("h200")) {
            p = new String[] {"1g.18gb", "1g.35gb", "2g.35gb", "3g.71gb", "4g.71gb", "7g.141gb"};
        } else if (lower.contains("a100") && lower.contains("80")) {
            p = new String[] {"1g.10gb", "1g.20gb", "2g.20gb", "3g.40gb", "4g.40gb", "7g.80gb"};
        } else if (lower.contains("a100")) {
            p = new String[] {"1g.5gb", "1g.10gb", "2g.10gb", "3g.20gb", "4g.20gb", "7g.40gb"};
        } else {
            return configs;
        }
        int[] counts = {7, 4, 3, 2, 1, 1};
        for (int i = 0; i < p.length; i++) {
            configs.put("all-" + p[i], Map.of(p[i], counts[i]));
        }
        Map<String, Integer> balanced = new LinkedHashMap<>();
        balanced.put(p[0], 2);
        balanced.put(p[2], 1);
        balanced.put(p[3], 1);
        configs.put("all-balanced", balanced);
        return configs;
    }
}
