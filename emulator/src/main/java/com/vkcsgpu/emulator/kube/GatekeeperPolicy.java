package com.vkcsgpu.emulator.kube;

import java.util.List;
import java.util.Objects;

/**
 * VK Cloud's default security policies in a cluster (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/security-policies,
 * vk-cs/docs-public {@code docs/en/kubernetes/k8s/concepts/addons-and-settings/settings}): the Gatekeeper constraints
 * {@code k8spsphostfilesystem} (no hostPath volume outside the allowed path prefixes) and {@code k8spsphostnamespace}
 * (no hostPID or hostIPC), always on. Which namespaces they exclude is not documented, so it is a setting:
 * <ul>
 *   <li>{@link #systemNamespaces()}: only what VK's own how-to for extra policies excludes
 *       ({@code kubernetes/k8s/how-to-guides/argocd-gatekeeper}: kube-system, kube-public, kube-node-lease,
 *       opa-gatekeeper);</li>
 *   <li>{@link #addonNamespaces()}: those and every namespace VK installs an addon into — what a working GPU Operator
 *       addon implies, since its operands need hostPath and hostPID (the default of {@code VkPlatform.documented()});</li>
 *   <li>{@link #withAllowedHostPaths}: hostPath volumes under the given prefixes pass (the constraint's
 *       {@code parameters.allowedHostPaths}; hostPID is still refused).</li>
 * </ul>
 * {@link #off()} installs nothing: the permissive cluster the emulator played before.
 *
 * @param enforced               whether the templates and constraints exist at all
 * @param excludedNamespaces     the constraints' {@code spec.match.excludedNamespaces} from the start
 * @param excludeAddonNamespaces whether an addon's namespace is added to them when VK installs the addon
 * @param allowedHostPaths       path prefixes of {@code parameters.allowedHostPaths} (writable); empty: VK's
 *                               documented example, {@code /tmp} read-only
 */
public record GatekeeperPolicy(boolean enforced, List<String> excludedNamespaces, boolean excludeAddonNamespaces,
                               List<String> allowedHostPaths) {
    /** The namespaces VK's argocd-gatekeeper how-to excludes from its constraints. */
    public static final List<String> SYSTEM_NAMESPACES = List.of("kube-system", "kube-public", "kube-node-lease",
            "opa-gatekeeper");

    public GatekeeperPolicy {
        excludedNamespaces = List.copyOf(Objects.requireNonNull(excludedNamespaces, "excludedNamespaces"));
        allowedHostPaths = List.copyOf(Objects.requireNonNull(allowedHostPaths, "allowedHostPaths"));
    }

    public static GatekeeperPolicy off() {
        return new GatekeeperPolicy(false, List.of(), false, List.of());
    }

    public static GatekeeperPolicy systemNamespaces() {
        return new GatekeeperPolicy(true, SYSTEM_NAMESPACES, false, List.of());
    }

    public static GatekeeperPolicy addonNamespaces() {
        return new GatekeeperPolicy(true, SYSTEM_NAMESPACES, true, List.of());
    }

    public GatekeeperPolicy withAllowedHostPaths(List<String> prefixes) {
        return new GatekeeperPolicy(enforced, excludedNamespaces, excludeAddonNamespaces, prefixes);
    }

    /** The setting's wire name: {@code off}, {@code system-namespaces} or {@code addon-namespaces}. */
    public String exclusionsWireName() {
        return !enforced ? "off" : excludeAddonNamespaces ? "addon-namespaces" : "system-namespaces";
    }

    /** The policy named {@code wire} ({@link #exclusionsWireName()}), keeping {@link #allowedHostPaths()}. */
    public GatekeeperPolicy withExclusions(String wire) {
        GatekeeperPolicy base = switch (wire) {
            case "off" -> off();
            case "system-namespaces" -> systemNamespaces();
            case "addon-namespaces" -> addonNamespaces();
            default -> throw new IllegalArgumentException("unknown gatekeeper exclusions \"" + wire
                    + "\"; one of [off, system-namespaces, addon-namespaces]");
        };
        return base.withAllowedHostPaths(allowedHostPaths);
    }
}
