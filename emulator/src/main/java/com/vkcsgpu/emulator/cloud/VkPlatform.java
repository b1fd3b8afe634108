package com.vkcsgpu.emulator.cloud;

import com.vkcsgpu.emulator.kube.ContainerDefaults;
import com.vkcsgpu.emulator.kube.GatekeeperPolicy;
import com.vkcsgpu.emulator.kube.NodeOs;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What the inside of every emulated cluster is like: VK Cloud's platform as its docs describe it, or the
 * permissive cluster the emulator played before. Settings, not facts, where the sources are silent or disagree
 * (docs/emulator.md, "VK's platform inside the cluster").
 *
 * @param roleMapping which Kubernetes role each console role gives a Keystone user
 * @param gatekeeper  VK's default security policies and the namespaces they exclude
 * @param defaultResources whether containers without resources get VK's defaults ({@link ContainerDefaults#VK})
 * @param nodeOs      the image nodes boot (VK's {@link NodeOs#ALMALINUX_9} in both presets); nodes that registered
 *                    before a change keep theirs, as a booted image does
 */
public record VkPlatform(RoleMapping roleMapping, GatekeeperPolicy gatekeeper, boolean defaultResources,
        NodeOs nodeOs) {

    public VkPlatform {
        Objects.requireNonNull(roleMapping, "roleMapping");
        Objects.requireNonNull(gatekeeper, "gatekeeper");
        Objects.requireNonNull(nodeOs, "nodeOs");
    }

    /**
     * VK's documented platform, the emulator's default: console roles map to {@code view}/{@code edit}/{@code admin}; the two Gatekeeper
     * constraints hold everywhere but in the system namespaces and the namespaces VK installs addons into.
     */
    public static VkPlatform documented() {
        return new VkPlatform(RoleMapping.DOCUMENTED, GatekeeperPolicy.addonNamespaces(), true, NodeOs.ALMALINUX_9);
    }

    /**
     * The permissive cluster the emulator played before VK's platform: every project member may do everything, no
     * policies, no default resources. For tests about something else that need a token with every right, which
     * choose it by name.
     */
    public static VkPlatform permissive() {
        return new VkPlatform(RoleMapping.UNRESTRICTED, GatekeeperPolicy.off(), false, NodeOs.ALMALINUX_9);
    }

    public VkPlatform withRoleMapping(RoleMapping mapping) {
        return new VkPlatform(mapping, gatekeeper, defaultResources, nodeOs);
    }

    public VkPlatform withGatekeeper(GatekeeperPolicy policy) {
        return new VkPlatform(roleMapping, policy, defaultResources, nodeOs);
    }

    public VkPlatform withDefaultResources(boolean applied) {
        return new VkPlatform(roleMapping, gatekeeper, applied, nodeOs);
    }

    /** The image nodes registering from now on boot. */
    public VkPlatform withNodeOs(NodeOs os) {
        return new VkPlatform(roleMapping, gatekeeper, defaultResources, os);
    }

    /** What containers without resources get in every cluster: VK's defaults, or nothing. */
    public ContainerDefaults containerDefaults() {
        return defaultResources ? ContainerDefaults.VK : null;
    }

    private static boolean parseBoolean(Map.Entry<String, String> setting) {
        return switch (setting.getValue()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(setting.getKey() + " must be true or false, got \""
                    + setting.getValue() + "\"");
        };
    }

    /** The settings as {@code GET /_emulator/platform} shows them. */
    public Map<String, String> toMap() {
        Map<String, String> map = new LinkedHashMap<>();
        map.put("roles.mapping", roleMapping.wireName());
        map.put("gatekeeper.exclusions", gatekeeper.exclusionsWireName());
        map.put("gatekeeper.allowed-host-paths", String.join(",", gatekeeper.allowedHostPaths()));
        map.put("resources.defaults", Boolean.toString(defaultResources));
        map.put("nodes.os", nodeOs.wireName());
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
                    case "resources.defaults" -> result.withDefaultResources(parseBoolean(change));
                    case "nodes.os" -> result.withNodeOs(NodeOs.fromWireName(change.getValue()));
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
