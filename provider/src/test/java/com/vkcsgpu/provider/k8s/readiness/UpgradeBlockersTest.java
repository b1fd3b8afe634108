package com.vkcsgpu.provider.k8s.readiness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceRequirementsBuilder;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Which GPU pods stop the driver upgrade's pod deletion under the chart's defaults, and the setting named for each:
 * a pod without a controlling owner needs podDeletion.force, one with an emptyDir podDeletion.deleteEmptyDir; pods
 * without GPUs, pods already being deleted and controlled pods without emptyDir pass.
 */
class UpgradeBlockersTest {

    @Test
    void aBareGpuPodNeedsForce() {
        assertEquals(List.of("GPU pod ml/train-0 is not managed by a controller (set driver.upgradePolicy.podDeletion.force "
                        + "to true to delete it, or run it from a Deployment, Job or StatefulSet)"),
                UpgradeBlockers.describe(List.of(gpuPod("train-0", limits("nvidia.com/gpu"), pod -> pod))));
    }

    @Test
    void aControlledGpuPodWithAnEmptyDirNeedsDeleteEmptyDir() {
        Pod pod = gpuPod("infer-1", requests("nvidia.com/mig-1g.10gb"), b -> controlled(emptyDir(b), true));
        assertEquals(List.of("GPU pod ml/infer-1 uses an emptyDir volume (set driver.upgradePolicy.podDeletion.deleteEmptyDir "
                + "to true to delete it with its data)"), UpgradeBlockers.describe(List.of(pod)));
    }

    @Test
    void aBareGpuPodWithAnEmptyDirNeedsBoth() {
        List<String> lines = UpgradeBlockers.describe(List.of(gpuPod("scratch", limits("nvidia.com/gpu"), this::emptyDir)));
        assertEquals(2, lines.size(), lines.toString());
        assertEquals(true, lines.get(0).contains("not managed by a controller"), lines.get(0));
        assertEquals(true, lines.get(1).contains("uses an emptyDir volume"), lines.get(1));
    }

    @Test
    void anOwnerThatIsNoControllerDoesNotCount() {
        List<String> lines = UpgradeBlockers.describe(List.of(gpuPod("owned", limits("nvidia.com/gpu"), b -> controlled(b, false))));
        assertEquals(1, lines.size(), lines.toString());
        assertEquals(true, lines.get(0).contains("not managed by a controller"), lines.get(0));
    }

    @Test
    void podsTheDeletionTakesAnywayPass() {
        List<Pod> passing = List.of(
                gpuPod("controlled", limits("nvidia.com/gpu"), b -> controlled(b, true)),
                gpuPod("configured", limits("nvidia.com/gpu"), b -> controlled(b, true).editSpec().addNewVolume()
                        .withName("config").withNewConfigMap().withName("settings").endConfigMap().endVolume().endSpec()),
                gpuPod("cpu-only", limits("cpu"), this::emptyDir),
                gpuPod("no-resources", null, this::emptyDir),
                gpuPod("leaving", limits("nvidia.com/gpu"), b -> b.editMetadata().withDeletionTimestamp("2026-01-01T00:00:00Z").endMetadata()),
                new PodBuilder().withNewSpec().endSpec().build(),
                new PodBuilder().withNewMetadata().withName("no-spec").withNamespace("ml").endMetadata().build());
        assertEquals(List.of(), UpgradeBlockers.describe(passing));
    }

    @Test
    void aGpuRequestedByAnInitContainerCounts() {
        Pod pod = new PodBuilder().withNewMetadata().withName("warmup").withNamespace("ml").endMetadata()
                .withNewSpec()
                .addToContainers(new ContainerBuilder().withName("main").build())
                .addToInitContainers(new ContainerBuilder().withName("load").withResources(limits("nvidia.com/gpu")).build())
                .endSpec().build();
        assertEquals(1, UpgradeBlockers.describe(List.of(pod)).size());
    }

    private static io.fabric8.kubernetes.api.model.ResourceRequirements limits(String resource) {
        return new ResourceRequirementsBuilder().withLimits(Map.of(resource, new Quantity("1"))).build();
    }

    private static io.fabric8.kubernetes.api.model.ResourceRequirements requests(String resource) {
        return new ResourceRequirementsBuilder().withRequests(Map.of(resource, new Quantity("1"))).build();
    }

    private static Pod gpuPod(String name, io.fabric8.kubernetes.api.model.ResourceRequirements resources,
            UnaryOperator<PodBuilder> shape) {
        PodBuilder pod = new PodBuilder().withNewMetadata().withName(name).withNamespace("ml").endMetadata()
                .withNewSpec().addToContainers(new ContainerBuilder().withName("main").withResources(resources).build())
                .endSpec();
        return shape.apply(pod).build();
    }

    private PodBuilder emptyDir(PodBuilder pod) {
        return pod.editSpec().addNewVolume().withName("scratch").withNewEmptyDir().endEmptyDir().endVolume().endSpec();
    }

    private static PodBuilder controlled(PodBuilder pod, boolean controller) {
        return pod.editMetadata().addNewOwnerReference().withApiVersion("batch/v1").withKind("Job").withName("train")
                .withUid("u-1").withController(controller).endOwnerReference().endMetadata();
    }
}
