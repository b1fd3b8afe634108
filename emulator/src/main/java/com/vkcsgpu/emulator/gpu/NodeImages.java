package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.Json;
import com.vkcsgpu.emulator.kube.NodeOs;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a node's image brings to the GPU stack, read from the node as the real components read it: the OS (NFD reads
 * the host's {@code /etc/os-release}; here {@code status.nodeInfo.osImage}, which the kubelet reports from the same
 * file), the container runtime ({@code status.nodeInfo.containerRuntimeVersion}), and whether an NVIDIA driver is
 * installed on the host.
 *
 * <p>VK Cloud's gen-2 GPU nodes run AlmaLinux 9 with CRI-O, and VK's addon description lists no driver, which
 * suggests the image carries one: an AlmaLinux node here has a host driver unless the {@code no_host_driver} fault
 * plays the image without one. Nodes of another OS (the emulator's Ubuntu nodes) have none.
 */
final class NodeImages {
    /** The driver an emulated host image carries (an emulator choice: VK does not publish its image's driver). */
    static final String HOST_DRIVER_VERSION = "580.95.05";
    static final String OS_ID_LABEL = "feature.node.kubernetes.io/system-os_release.ID";
    static final String OS_VERSION_LABEL = "feature.node.kubernetes.io/system-os_release.VERSION_ID";
    /** NVIDIA's driver repository; a driver image from any other is one the user built and pushed. */
    static final String NVIDIA_DRIVER_REPOSITORY = "nvcr.io/nvidia/driver";
    /**
     * The OS IDs NVIDIA publishes driver containers for (NVIDIA cloud-native-docs gpu-operator/platform-support.rst
     * at v26.7.0: Ubuntu, RHEL and Rocky; precompiled ones for Ubuntu only).
     */
    private static final Set<String> PUBLISHED_DRIVER_OS = Set.of("ubuntu", "rhel", "rocky");
    private static final String HOST_DRIVER_OS = NodeOs.ALMALINUX_9.osReleaseId();
    private static final Pattern OS_IMAGE = Pattern.compile("([A-Za-z][A-Za-z ]*?)\\s+(\\d+(?:\\.\\d+)?)\\b.*");
    private static final Map<String, String> OS_IDS = Map.of("ubuntu", "ubuntu", "almalinux", "almalinux",
            "red hat enterprise linux", "rhel", "rocky linux", "rocky", "oracle linux server", "ol");

    private NodeImages() {}

    /** The host's os-release {@code ID} and {@code VERSION_ID}, e.g. {@code almalinux} and {@code 9.6}. */
    record OsRelease(String id, String versionId) {
        /**
         * The OS part of a driver image tag ({@code <ID><VERSION_ID>}, NVIDIA/gpu-operator controllers/state_manager.go),
         * which the operator appends to the driver version, {@code <version>-<ID><VERSION_ID>}, unless the image is
         * given by digest (NVIDIA/gpu-operator controllers/object_controls.go, resolveDriverTag).
         */
        String driverTag() {
            return id + versionId;
        }
    }

    /**
     * The node's OS release as NFD labels it: from {@code nodeInfo.osImage} ("AlmaLinux 9.6 (Sage Margay)",
     * "Ubuntu 22.04.4 LTS"; Ubuntu's {@code VERSION_ID} has no patch, so only major.minor is kept).
     */
    static Optional<OsRelease> osRelease(JsonObject node) {
        String osImage = Json.string(Json.childOrNull(Json.childOrNull(node, "status"), "nodeInfo"), "osImage");
        Matcher m = osImage == null ? null : OS_IMAGE.matcher(osImage.trim());
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        String id = OS_IDS.get(m.group(1).toLowerCase(Locale.ROOT));
        return id == null ? Optional.empty() : Optional.of(new OsRelease(id, m.group(2)));
    }

    /** The node's kernel as the kubelet reports it ({@code nodeInfo.kernelVersion}), VK's image's when it reports none. */
    static String kernelVersion(JsonObject node) {
        String kernel = Json.string(Json.childOrNull(Json.childOrNull(node, "status"), "nodeInfo"), "kernelVersion");
        return kernel != null ? kernel : NodeOs.ALMALINUX_9.kernelVersion();
    }

    /**
     * The kernel and os-release labels NFD puts on the node: it reads the host's {@code uname} and
     * {@code /etc/os-release}, as the kubelet does, so a node is labelled as what it reports (VK's image when its
     * {@code osImage} is none NFD knows here).
     */
    static Map<String, String> nfdLabels(JsonObject node) {
        OsRelease os = osRelease(node).orElse(new OsRelease(NodeOs.ALMALINUX_9.osReleaseId(),
                NodeOs.ALMALINUX_9.osReleaseVersionId()));
        return NodeOs.nfdLabels(kernelVersion(node), os.id(), os.versionId());
    }

    /** The OS release NFD labelled the node with, if it has. */
    static Optional<OsRelease> labelledOsRelease(JsonObject node) {
        Map<String, String> labels = Json.labels(node);
        String id = labels.get(OS_ID_LABEL);
        String version = labels.get(OS_VERSION_LABEL);
        return id == null || version == null ? Optional.empty() : Optional.of(new OsRelease(id, version));
    }

    /**
     * The OS tag the operator appends to the ClusterPolicy's driver version: that of the first GPU node's (by name, as
     * the API lists them) NFD labels; empty when there is no GPU node or that node has no such labels yet. The operator
     * does not guess one: without GPU nodes it deploys no DaemonSet, and a GPU node without the labels fails its
     * reconcile (NVIDIA/gpu-operator controllers/state_manager.go {@code init} and {@code getGPUNodeOSInfo},
     * controllers/object_controls.go {@code DaemonSet}, v26.3.3).
     */
    static Optional<String> gpuNodeOsTag(List<JsonObject> gpuNodes) {
        return gpuNodes.stream().min(Comparator.comparing(Json::name)).flatMap(NodeImages::labelledOsRelease)
                .map(OsRelease::driverTag);
    }

    /**
     * Whether {@code image} (e.g. {@code nvcr.io/nvidia/driver:580.126.20-almalinux9.6}) exists: NVIDIA's repository
     * has tags for {@link #PUBLISHED_DRIVER_OS} only; another repository (the user's) holds what {@code registries}
     * says; a digest is taken as pushed.
     */
    static boolean driverImageExists(String image, RegistryImages registries) {
        if (image.contains("@")) {
            return true;
        }
        if (!image.startsWith(NVIDIA_DRIVER_REPOSITORY + ":")) {
            return registries.holds(image);
        }
        String tag = image.substring(image.lastIndexOf(':') + 1);
        int dash = tag.indexOf('-');
        String os = dash < 0 ? "" : tag.substring(dash + 1);
        return PUBLISHED_DRIVER_OS.stream().anyMatch(os::startsWith);
    }

    /**
     * The message CRI-O's image pull gives for a tag the registry does not have (containers/image: "reading
     * manifest ... manifest unknown").
     */
    static String manifestUnknown(String image) {
        int colon = image.lastIndexOf(':');
        String repository = image.substring(0, colon);
        String tag = image.substring(colon + 1);
        return "rpc error: code = Unknown desc = initializing source docker://" + image + ": reading manifest " + tag
                + " in " + repository + ": manifest unknown";
    }

    /** Whether the node's image carries an NVIDIA driver: VK's AlmaLinux image does, unless {@code no_host_driver}. */
    static boolean hostDriver(JsonObject node, NodeFaults faults) {
        return osRelease(node).map(os -> os.id().equals(HOST_DRIVER_OS)).orElse(false)
                && !faults.has(Json.name(node), GpuFault.Kind.NO_HOST_DRIVER);
    }

    /** Whether the node's container runtime is CRI-O ({@code containerRuntimeVersion: cri-o://1.32.4}). */
    static boolean runsCrio(JsonObject node) {
        String runtime = Json.string(Json.childOrNull(Json.childOrNull(node, "status"), "nodeInfo"),
                "containerRuntimeVersion");
        return runtime != null && runtime.startsWith("cri-o://");
    }

    /**
     * Whether the ClusterPolicy's toolkit configures CRI-O on a CRI-O node: the operator sets the toolkit's runtime from
     * the node's ({@code containerRuntimeVersion}), unless {@code spec.toolkit.env} names another in {@code RUNTIME} or
     * {@code CONTAINER_RUNTIME} (e.g. values copied from a containerd guide); then CRI-O gets no {@code nvidia}
     * runtime handler.
     */
    static boolean toolkitConfiguresCrio(JsonObject policySpec) {
        JsonObject toolkit = Json.childOrNull(policySpec, "toolkit");
        JsonElement env = toolkit == null ? null : toolkit.get("env");
        if (env == null || !env.isJsonArray()) {
            return true;
        }
        for (JsonElement e : (JsonArray) env) {
            String name = e.isJsonObject() ? Json.string(e.getAsJsonObject(), "name") : null;
            if ("RUNTIME".equals(name) || "CONTAINER_RUNTIME".equals(name)) {
                return "crio".equals(Json.string(e.getAsJsonObject(), "value"));
            }
        }
        return true;
    }

    /**
     * CRI-O's answer to a pod of the {@code nvidia} runtime class when no such handler is configured (as the
     * troubleshooting entry "failed to find runtime handler nvidia" shows it).
     */
    static final String NO_NVIDIA_HANDLER = "failed to find runtime handler nvidia from runtime list map[crun:"
            + "&{/usr/bin/crun  /run/crun oci} runc:&{/usr/bin/runc  /run/runc oci}]";
}
