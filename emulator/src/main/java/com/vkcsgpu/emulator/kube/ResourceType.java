package com.vkcsgpu.emulator.kube;

import java.util.List;

/**
 * A kind the emulated API server serves at one group/version.
 *
 * @param group             API group, empty for the core group
 * @param version           API version such as {@code v1}
 * @param kind              kind such as {@code Pod}
 * @param plural            resource name in URLs such as {@code pods}
 * @param namespaced        whether objects live in a namespace
 * @param statusSubresource whether {@code /status} is a separate subresource (then the main
 *                          resource ignores status changes and {@code /status} changes only status)
 * @param shortNames        short names advertised by discovery
 */
public record ResourceType(
        String group,
        String version,
        String kind,
        String plural,
        boolean namespaced,
        boolean statusSubresource,
        List<String> shortNames) {

    public ResourceType {
        shortNames = List.copyOf(shortNames);
    }

    /** {@code v1} for the core group, else {@code group/version}. */
    public String apiVersion() {
        return group.isEmpty() ? version : group + "/" + version;
    }

    /** Identity of the stored objects, independent of the version they are served at. */
    public String storageKey() {
        return group + "/" + plural;
    }

    /** The singular lower-case name discovery advertises. */
    public String singular() {
        return kind.toLowerCase(java.util.Locale.ROOT);
    }

    /** {@code pods} or {@code daemonsets.apps}: how Status messages name the resource. */
    public String qualifiedPlural() {
        return group.isEmpty() ? plural : plural + "." + group;
    }
}
