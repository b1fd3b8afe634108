package com.vkcsgpu.emulator.cloud;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import com.vkcsgpu.emulator.kube.GatekeeperPolicy;

/**
 * What the inside of every emulated cluster is like: VK Cloud's platform as its docs describe it, or the
 * permissive cluster the emulator played before. Settings, not facts, where the sources are silent or disagree
 * (docs/emulator.md, "VK's platform inside the cluster").
 *
 * @param roleMapping which Kubernetes role each console role gives a Keystone user
 * @param gatekeeper  VK's default security policies and the namespaces they exclude
 */
public record VkPlatform(RoleMapping roleMapping, GatekeeperPolicy gatekeeper) {

    public VkPlatform {
        Objects.requireNonNull(roleMapping, "roleMapping");
        Objects.requireNonNull(gatekeeper, "gatekeeper");
    }

    /**
     * VK's documented platform: console roles map to {@code view}/{@code edit}/{@code admin}; the two Gatekeeper
     * constraints hold everywhere but in the system namespaces and the namespaces VK installs addons into.
     */
    public static VkPlatform documented() {
        return new VkPlatform(RoleMapping.DOCUMENTED, GatekeeperPolicy.addonNamespaces());
    }

    /** The emulator's default for now: every project member may do everything in a cluster, no policies. */
    public static VkPlatform permissive() {
        return new VkPlatform(RoleMapping.UNRESTRICTED, GatekeeperPolicy.off());
    }

    public VkPlatform withRoleMapping(RoleMapping mapping) {
        return new VkPlatform(mapping, gatekeeper);
    }

    public VkPlatform withGatekeeper(GatekeeperPolicy policy) {
        return new VkPlatform(roleMapping, policy);
    }

    /** The settings as {@code GET /_emulator/platform} shows them. */
    public Map<String, String> toMap() {
        Map<String, String> map = new LinkedHashMap<>();
        map.put("roles.mapping", roleMapping.wireName());
        map.put("gatekeeper.exclusions", gatekeeper.exclusionsWireName());
        map.put("gatekeeper.allowed-host-paths", String.join(",", gatekeeper.allowedHostPaths()));
        return map;
    }

    /** These settings with the keys of {@code changes} changed; every bad key or value is named at once. */
    public VkPlatform with(Map<String, String> changes) {
        VkPlatform result = this;
        java.util.List<String> errors = new java.util.ArrayList<>();
        for (Map.Entry<String, String> change : changes.entrySet()) {
            try {
                result = switch (change.getKey()) {
                    case "roles.mapping" -> result.withRoleMapping(RoleMapping.fromWireName(change.getValue()));
                    case "gatekeeper.exclusions" -> result.withGatekeeper(result.gatekeeper()
                            .withExclusions(change.getValue()));
                    case "gatekeeper.allowed-host-paths" -> result.withGatekeeper(result.gatekeeper().withAllowedHostPaths(
                            java.util.Arrays.stream(change.getValue().split(",")).map(String::trim)
                                    .filter(p -> !p.isEmpty()).toList()));
                    default -> throw new IllegalArgumentException("unknown platform setting \"" + change.getKey()
                            + "\"; known: " + toMap().keySet());
                };
            } catch (IllegalArgumentException e) {
                errors.add(e.getMessage());
            }
        }
        if (!errors.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", errors));
        }
        return result;
    }
}
