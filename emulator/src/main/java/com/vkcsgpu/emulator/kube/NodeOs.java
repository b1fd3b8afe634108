package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The operating system and container runtime an emulated node reports when it registers, as the kubelet reads them
 * from the host: the node image a cluster's nodes boot. A setting of the platform ({@code nodes.os}), VK's image by
 * default; {@link #KNOWN} lists the images there are.
 *
 * @param wireName           how the platform setting names it ({@code nodes.os=ubuntu-22.04})
 * @param osImage            {@code status.nodeInfo.osImage}, {@code PRETTY_NAME} of the image's os-release
 * @param kernelVersion      {@code status.nodeInfo.kernelVersion}
 * @param osReleaseId        os-release {@code ID}, what NFD labels and the GPU Operator builds driver tags from
 * @param osReleaseVersionId os-release {@code VERSION_ID}
 * @param containerRuntime   {@code status.nodeInfo.containerRuntimeVersion} for a kubelet version such as {@code v1.31.4}
 */
public record NodeOs(String wireName, String osImage, String kernelVersion, String osReleaseId,
        String osReleaseVersionId, UnaryOperator<String> containerRuntime) {
    /**
     * VK Cloud's nodes: AlmaLinux 9 on masters and workers from Kubernetes 1.31, with CRI-O
     * (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/architecture, vk-cs/docs-public
     * {@code docs/en/kubernetes/k8s/concepts/architecture}). Every version this emulator offers is 1.31 or later, so
     * every node reports it. VK states neither the minor release, the kernel nor the CRI-O version: AlmaLinux 9.4's
     * kernel and a CRI-O of the cluster's minor version (CRI-O releases track Kubernetes minors) are inferences. Its
     * GPU nodes carry an NVIDIA driver on the host (the GPU simulation's {@code NodeImages}).
     */
    public static final NodeOs ALMALINUX_9 = new NodeOs("almalinux-9", "AlmaLinux 9.4 (Seafoam Ocelot)",
            "5.14.0-427.13.1.el9_4.x86_64", "almalinux", "9.4", NodeOs::crioOfTheClusterMinor);
    /**
     * Ubuntu 22.04 with containerd and no NVIDIA driver on the host: the image NVIDIA's GPU Operator guides assume
     * (its driver container installs the driver), and the one release 0.1.0 was built for. Kernel and containerd are
     * an emulator choice of Ubuntu 22.04.4's time.
     */
    public static final NodeOs UBUNTU_22_04 = new NodeOs("ubuntu-22.04", "Ubuntu 22.04.4 LTS", "5.15.0-105-generic",
            "ubuntu", "22.04", kubernetesVersion -> "containerd://1.7.13");
    /** The images a platform may name. */
    public static final List<NodeOs> KNOWN = List.of(ALMALINUX_9, UBUNTU_22_04);

    /** The image named {@code wireName}; an unknown name is answered with the known ones. */
    public static NodeOs fromWireName(String wireName) {
        return KNOWN.stream().filter(os -> os.wireName.equals(wireName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown node OS \"" + wireName + "\"; known: "
                        + KNOWN.stream().map(NodeOs::wireName).toList()));
    }

    /**
     * Fills the OS fields of a node's {@code status.nodeInfo} as the kubelet reports them on registration:
     * {@code osImage} ({@code PRETTY_NAME} of the image's os-release), {@code kernelVersion} and the
     * {@code containerRuntimeVersion} for a kubelet of {@code kubernetesVersion} such as {@code v1.31.4}.
     */
    public void describe(JsonObject nodeInfo, String kubernetesVersion) {
        nodeInfo.addProperty("osImage", osImage);
        nodeInfo.addProperty("kernelVersion", kernelVersion);
        nodeInfo.addProperty("containerRuntimeVersion", containerRuntime.apply(kubernetesVersion));
    }

    /**
     * The labels node-feature-discovery's kernel and system sources put on a node of this kernel and os-release
     * (kubernetes-sigs/node-feature-discovery {@code source/kernel}, {@code source/system}): NFD reads the host's
     * {@code uname} and {@code /etc/os-release}, so a node is labelled as what it reports, whichever image it runs.
     * A {@code VERSION_ID} without a minor part (e.g. Debian's {@code 12}) gets minor {@code 0}.
     */
    public static Map<String, String> nfdLabels(String kernelVersion, String osReleaseId, String osReleaseVersionId) {
        Map<String, String> labels = new LinkedHashMap<>();
        String[] kernel = kernelVersion.split("[.-]");
        labels.put("feature.node.kubernetes.io/kernel-version.full", kernelVersion);
        labels.put("feature.node.kubernetes.io/kernel-version.major", kernel[0]);
        labels.put("feature.node.kubernetes.io/kernel-version.minor", kernel.length > 1 ? kernel[1] : "0");
        labels.put("feature.node.kubernetes.io/kernel-version.revision", kernel.length > 2 ? kernel[2] : "0");
        labels.put("feature.node.kubernetes.io/system-os_release.ID", osReleaseId);
        labels.put("feature.node.kubernetes.io/system-os_release.VERSION_ID", osReleaseVersionId);
        String[] version = osReleaseVersionId.split("\\.");
        labels.put("feature.node.kubernetes.io/system-os_release.VERSION_ID.major", version[0]);
        labels.put("feature.node.kubernetes.io/system-os_release.VERSION_ID.minor", version.length > 1 ? version[1] : "0");
        return labels;
    }

    /** CRI-O releases track Kubernetes minors: {@code cri-o://1.<minor>.0} for a kubelet of {@code v1.<minor>.<patch>}. */
    private static String crioOfTheClusterMinor(String kubernetesVersion) {
        String[] parts = kubernetesVersion.replaceFirst("^v", "").split("\\.");
        return "cri-o://1." + (parts.length > 1 ? parts[1] : "31") + ".0";
    }
}
