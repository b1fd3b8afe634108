package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The operating system and container runtime of VK Cloud's nodes: AlmaLinux 9 on masters and workers from
 * Kubernetes 1.31, with CRI-O (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/architecture, vk-cs/docs-public
 * {@code docs/en/kubernetes/k8s/concepts/architecture}). Every version this emulator offers is 1.31 or later, so every
 * node reports it. VK states neither the minor release, the kernel nor the CRI-O version: AlmaLinux 9.4's kernel
 * ({@code 5.14.0-427.13.1.el9_4.x86_64}) and a CRI-O of the cluster's minor version (CRI-O releases track
 * Kubernetes minors) are inferences.
 */
public final class NodeOs {
    /** {@code status.nodeInfo.osImage}, as {@code PRETTY_NAME} of AlmaLinux 9.4's os-release. */
    public static final String OS_IMAGE = "AlmaLinux 9.4 (Seafoam Ocelot)";
    /** {@code status.nodeInfo.kernelVersion} (an inference; see the class comment). */
    public static final String KERNEL_VERSION = "5.14.0-427.13.1.el9_4.x86_64";
    /** os-release {@code ID} and {@code VERSION_ID}, what NFD labels and the GPU Operator builds driver tags from. */
    public static final String OS_RELEASE_ID = "almalinux";
    public static final String OS_RELEASE_VERSION_ID = "9.4";

    private NodeOs() {}

    /** {@code cri-o://1.<minor>.0} for a kubelet of {@code kubernetesVersion} such as {@code v1.31.4}. */
    public static String containerRuntimeVersion(String kubernetesVersion) {
        String[] parts = kubernetesVersion.replaceFirst("^v", "").split("\\.");
        return "cri-o://1." + (parts.length > 1 ? parts[1] : "31") + ".0";
    }

    /** Fills the OS fields of a node's {@code status.nodeInfo}. */
    static void describe(JsonObject nodeInfo, String kubernetesVersion) {
        nodeInfo.addProperty("osImage", OS_IMAGE);
        nodeInfo.addProperty("kernelVersion", KERNEL_VERSION);
        nodeInfo.addProperty("containerRuntimeVersion", containerRuntimeVersion(kubernetesVersion));
    }

    /**
     * The labels node-feature-discovery's kernel and system sources put on such a node
     * (kubernetes-sigs/node-feature-discovery {@code source/kernel}, {@code source/system}).
     */
    public static Map<String, String> nfdLabels() {
        Map<String, String> labels = new LinkedHashMap<>();
        String[] kernel = KERNEL_VERSION.split("[.-]");
        labels.put("feature.node.kubernetes.io/kernel-version.full", KERNEL_VERSION);
        labels.put("feature.node.kubernetes.io/kernel-version.major", kernel[0]);
        labels.put("feature.node.kubernetes.io/kernel-version.minor", kernel[1]);
        labels.put("feature.node.kubernetes.io/kernel-version.revision", kernel[2]);
        labels.put("feature.node.kubernetes.io/system-os_release.ID", OS_RELEASE_ID);
        labels.put("feature.node.kubernetes.io/system-os_release.VERSION_ID", OS_RELEASE_VERSION_ID);
        String[] version = OS_RELEASE_VERSION_ID.split("\\.");
        labels.put("feature.node.kubernetes.io/system-os_release.VERSION_ID.major", version[0]);
        labels.put("feature.node.kubernetes.io/system-os_release.VERSION_ID.minor", version[1]);
        return labels;
    }
}
