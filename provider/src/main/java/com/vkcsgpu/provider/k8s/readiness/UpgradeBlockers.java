package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.OwnerReference;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.ResourceRequirements;
import io.fabric8.kubernetes.api.model.Volume;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Why the driver upgrade controller marked a node {@code upgrade-failed}: GPU pods on it that its pod deletion
 * refuses under the chart's defaults. It deletes the node's GPU pods (those requesting an {@code nvidia.com/}
 * resource) through kubectl's drain helper with {@code Force} and {@code DeleteEmptyDirData} taken from
 * {@code driver.upgradePolicy.podDeletion} (both false by default); that helper refuses a pod no controller
 * manages unless forced and a pod with an emptyDir volume unless allowed, and when it cannot delete every
 * GPU pod, with {@code drain.enable} false, the node goes to {@code upgrade-failed}
 * (NVIDIA/k8s-operator-libs pkg/upgrade/pod_manager.go, {@code SchedulePodEviction} and
 * {@code updateNodeToDrainOrFailed}, as vendored by NVIDIA/gpu-operator v26.3.3; defaults in
 * deployments/gpu-operator/values.yaml {@code driver.upgradePolicy}).
 */
public final class UpgradeBlockers {
    private static final String GPU_RESOURCES = "nvidia.com/";

    private UpgradeBlockers() {
    }

    /**
     * One sentence per GPU pod of {@code podsOnNode} the pod deletion refuses under the chart defaults, naming the
     * pod and the {@code driver.upgradePolicy} setting that would let it through; empty when none does.
     */
    public static List<String> describe(List<Pod> podsOnNode) {
        List<String> lines = new ArrayList<>();
        for (Pod pod : podsOnNode) {
            if (pod.getMetadata() == null || pod.getMetadata().getDeletionTimestamp() != null || !requestsGpus(pod)) {
                continue;
            }
            String name = pod.getMetadata().getNamespace() + "/" + pod.getMetadata().getName();
            if (!hasController(pod)) {
                lines.add("GPU pod " + name + " is not managed by a controller (set driver.upgradePolicy.podDeletion.force "
                        + "to true to delete it, or run it from a Deployment, Job or StatefulSet)");
            }
            if (usesEmptyDir(pod)) {
                lines.add("GPU pod " + name + " uses an emptyDir volume (set driver.upgradePolicy.podDeletion.deleteEmptyDir "
                        + "to true to delete it with its data)");
            }
        }
        return lines;
    }

    private static boolean requestsGpus(Pod pod) {
        if (pod.getSpec() == null) {
            return false;
        }
        return Stream.concat(pod.getSpec().getContainers().stream(), pod.getSpec().getInitContainers().stream())
                .map(Container::getResources).anyMatch(UpgradeBlockers::namesGpus);
    }

    private static boolean namesGpus(ResourceRequirements resources) {
        if (resources == null) {
            return false;
        }
        return Stream.of(resources.getLimits(), resources.getRequests())
                .filter(java.util.Objects::nonNull).map(Map::keySet).flatMap(java.util.Set::stream)
                .anyMatch(key -> key.startsWith(GPU_RESOURCES));
    }

    private static boolean hasController(Pod pod) {
        List<OwnerReference> owners = pod.getMetadata().getOwnerReferences();
        return owners != null && owners.stream().anyMatch(o -> Boolean.TRUE.equals(o.getController()));
    }

    private static boolean usesEmptyDir(Pod pod) {
        List<Volume> volumes = pod.getSpec().getVolumes();
        return volumes != null && volumes.stream().anyMatch(v -> v.getEmptyDir() != null);
    }
}
