package com.vkcsgpu.provider.k8s;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.OwnerReference;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceRequirements;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The GPU nodes of a cluster and the pods that run on them asking for GPUs, read with two list calls (nodes, pods)
 * and nothing else: what a preview tells a reviewer about the jobs a change reaches. A GPU pod is one whose
 * containers request or limit an {@code nvidia.com/} resource, as the GPU Operator's upgrade controller picks the
 * pods it deletes (NVIDIA/k8s-operator-libs pkg/upgrade/pod_manager.go, vendored by NVIDIA/gpu-operator v26.3.3);
 * finished pods and the GPU Operator's own are left out.
 *
 * @param nodes the GPU nodes, by name
 * @param pods  the running or pending GPU pods on them, ordered by namespace and name
 */
public record GpuWorkloads(List<Node> nodes, List<Pod> pods) {
    /** The label vkcs-gpu's pools put on their nodes (GpuNodePool). */
    public static final String POOL_LABEL = com.vkcsgpu.operator.PoolGpuLabels.POOL;
    /** The label GPU Feature Discovery puts on a node with NVIDIA GPUs. */
    public static final String GPU_PRESENT_LABEL = "nvidia.com/gpu.present";
    private static final String GPU_RESOURCE_PREFIX = "nvidia.com/";

    /** Reads the cluster: every node of a pool or with GPUs, and the GPU pods on them outside {@code operatorNamespace}. */
    public static GpuWorkloads read(KubernetesClient client, String operatorNamespace) {
        List<Node> nodes = client.nodes().list().getItems().stream().filter(GpuWorkloads::isGpuNode)
                .sorted(java.util.Comparator.comparing(n -> n.getMetadata().getName())).toList();
        Set<String> names = nodes.stream().map(n -> n.getMetadata().getName()).collect(Collectors.toSet());
        List<Pod> pods = client.pods().inAnyNamespace().list().getItems().stream()
                .filter(p -> p.getSpec() != null && names.contains(p.getSpec().getNodeName()))
                .filter(p -> !p.getMetadata().getNamespace().equals(operatorNamespace))
                .filter(p -> p.getMetadata().getDeletionTimestamp() == null && !finished(p))
                .filter(GpuWorkloads::requestsGpus)
                .sorted(java.util.Comparator.comparing((Pod p) -> p.getMetadata().getNamespace())
                        .thenComparing(p -> p.getMetadata().getName())).toList();
        return new GpuWorkloads(nodes, pods);
    }

    /** The pool a node belongs to ({@value #POOL_LABEL}); empty for a GPU node of no vkcs-gpu pool. */
    public static String pool(Node node) {
        return labels(node).getOrDefault(POOL_LABEL, "");
    }

    /** The node's labels, never null. */
    public static Map<String, String> labels(Node node) {
        Map<String, String> labels = node.getMetadata().getLabels();
        return labels == null ? Map.of() : labels;
    }

    /** The GPU pods on {@code node}. */
    public List<Pod> podsOn(String node) {
        return pods.stream().filter(p -> node.equals(p.getSpec().getNodeName())).toList();
    }

    /** The nodes of {@code pool}. */
    public List<Node> nodesOf(String pool) {
        return nodes.stream().filter(n -> pool.equals(pool(n))).toList();
    }

    /** A node's allocatable {@code nvidia.com/} resources, by name (e.g. {@code nvidia.com/gpu: 8}). */
    public static Map<String, String> allocatableGpus(Node node) {
        Map<String, Quantity> allocatable = node.getStatus() == null ? null : node.getStatus().getAllocatable();
        Map<String, String> gpus = new TreeMap<>();
        if (allocatable != null) {
            allocatable.forEach((name, amount) -> {
                if (name.startsWith(GPU_RESOURCE_PREFIX)) {
                    gpus.put(name, amount.toString());
                }
            });
        }
        return gpus;
    }

    /** The pod's controlling owner, if a controller manages it. */
    public static Optional<OwnerReference> controller(Pod pod) {
        List<OwnerReference> owners = pod.getMetadata().getOwnerReferences();
        return owners == null ? Optional.empty()
                : owners.stream().filter(o -> Boolean.TRUE.equals(o.getController())).findFirst();
    }

    /** The names of the pod's {@code emptyDir} volumes (their data is lost when the pod is deleted). */
    public static List<String> emptyDirVolumes(Pod pod) {
        List<Volume> volumes = pod.getSpec().getVolumes();
        return volumes == null ? List.of()
                : volumes.stream().filter(v -> v.getEmptyDir() != null).map(Volume::getName).toList();
    }

    private static boolean isGpuNode(Node node) {
        return labels(node).containsKey(POOL_LABEL) || "true".equals(labels(node).get(GPU_PRESENT_LABEL))
                || !allocatableGpus(node).isEmpty();
    }

    private static boolean finished(Pod pod) {
        String phase = pod.getStatus() == null ? null : pod.getStatus().getPhase();
        return "Succeeded".equals(phase) || "Failed".equals(phase);
    }

    private static boolean requestsGpus(Pod pod) {
        return Stream.concat(stream(pod.getSpec().getContainers()), stream(pod.getSpec().getInitContainers()))
                .map(Container::getResources).anyMatch(GpuWorkloads::namesGpus);
    }

    private static boolean namesGpus(ResourceRequirements resources) {
        return resources != null && Stream.of(resources.getLimits(), resources.getRequests())
                .filter(java.util.Objects::nonNull)
                .anyMatch(m -> m.keySet().stream().anyMatch(k -> k.startsWith(GPU_RESOURCE_PREFIX)));
    }

    private static Stream<Container> stream(List<Container> containers) {
        return containers == null ? Stream.empty() : containers.stream();
    }
}
