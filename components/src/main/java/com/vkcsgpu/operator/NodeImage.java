package com.vkcsgpu.operator;

/**
 * The operating system of VK Cloud's GPU nodes and what it means for the driver container the GPU Operator would
 * run there.
 *
 * <p>VK Cloud's gen-2 nodes run AlmaLinux 9 with CRI-O (VK Cloud docs, kubernetes/k8s/concepts/architecture). The
 * operator asks for the driver image {@code <repository>/driver:<version>-<ID><VERSION_ID>} from the node's
 * os-release (NVIDIA/gpu-operator controllers/state_manager.go, {@code getGPUNodeOSInfo}); NVIDIA publishes driver
 * containers for Ubuntu, RHEL and Rocky Linux only (NVIDIA cloud-native-docs gpu-operator/platform-support.rst at
 * v26.7.0), so on AlmaLinux a driver container must come from an image the user builds and names.
 */
public final class NodeImage {
    /** The nodes' OS as people name it. */
    public static final String VK_NODE_OS = "AlmaLinux 9";
    /** The OS part of the driver tag the operator asks for on VK's nodes ({@code x} being the node's minor version). */
    public static final String VK_DRIVER_TAG_OS = "almalinux9.x";
    /** The container runtime of VK's nodes, as the chart's {@code operator.defaultRuntime} names it. */
    public static final String VK_RUNTIME = "crio";
    /** NVIDIA's driver image repository, the chart's {@code driver.repository} default. */
    public static final String NVIDIA_DRIVER_REPOSITORY = "nvcr.io/nvidia";
    /** The OSes NVIDIA publishes driver containers for, for messages. */
    public static final String NVIDIA_PUBLISHES = "Ubuntu, RHEL and Rocky Linux";

    private NodeImage() {
    }

    /** The image the operator would pull on VK's nodes for {@code version} from {@code repository}. */
    public static String vkDriverImage(String repository, String version) {
        return repository + "/driver:" + version + "-" + VK_DRIVER_TAG_OS;
    }
}
