package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.map;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.domain.GpuModel;
import com.vkcsgpu.emulator.cloud.RecordedRequest;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A node group's zone checked in preview, through the framework's handler against the embedded emulator: a zone
 * Managed Kubernetes does not list, and a GPU flavor outside the zones {@code vkcs-gpu:gpuZones} gives its model, stop
 * the preview with nothing written, for a pool of a cluster still to be created (its clusterId unknown) and of one
 * that exists; without the setting the new pool's capacity line says the zone was not checked.
 */
class PoolZoneCheckTest {
    private static final Set<String> WRITES = Set.of("POST", "PATCH", "PUT", "DELETE");
    private static final String H200 = "GPU-44-256-H200-1";
    private static EmulatedMk8s env;
    private static ResourceHandler<?, ?> groups;
    private static String clusterId;

    @BeforeAll
    static void start() {
        env = new EmulatedMk8s();
        groups = env.resource(NodeGroupResource.TOKEN);
        ResourceHandler<?, ?> clusters = env.resource(ClusterResource.TOKEN);
        Map<String, Object> clusterInputs = clusters.check(with(Inputs.cluster(), "name", "zones", "version", "v1.32.1",
                "masterFlavorId", env.flavor(EmulatedMk8s.MASTER_FLAVOR))).inputs();
        clusterId = clusters.create(clusterInputs, false, 0, EmulatedMk8s.URN, env.reporter).id();
    }

    @AfterAll
    static void stop() {
        env.close();
    }

    @AfterEach
    void unset() {
        env.gpuZones(Map.of());
    }

    /** A new H200 pool in {@code zone} of the existing cluster, or of one created in the same run (clusterId unknown). */
    private static Map<String, Object> h200Pool(String zone, boolean clusterExists) {
        Map<String, Object> inputs = with(Inputs.nodeGroup(), "clusterId", clusterExists ? clusterId : Inputs.unknown(),
                "name", "h200-pool", "availabilityZone", zone, "flavorId", env.flavor(H200), "fixedScale", map("size", 1));
        ResourceHandler.CheckResult checked = groups.check(inputs);
        assertEquals(List.of(), checked.failures());
        return checked.inputs();
    }

    private static ResourceHandler.Created preview(Map<String, Object> inputs) {
        return groups.create(inputs, true, 0, EmulatedMk8s.URN, env.reporter);
    }

    /** Writes to VK Cloud; Keystone tokens and the kubeconfig (a POST that changes nothing) are reads. */
    private static List<RecordedRequest> writes() {
        return env.cloud.requests().stream().filter(r -> WRITES.contains(r.method()) && !r.path().contains("auth/tokens")
                && !r.path().endsWith("/kube_config")).toList();
    }

    @Test
    void aGpuPoolOutsideTheZonesOfItsModelsGpusStopsThePreviewNamingPoolFlavorZonesAndFix() {
        env.gpuZones(Map.of(GpuModel.H200, List.of("ME1")));
        for (boolean clusterExists : List.of(false, true)) {
            env.cloud.clearRequests();

            PreconditionFailedException refused = assertThrows(PreconditionFailedException.class,
                    () -> preview(h200Pool("GZ1", clusterExists)));

            assertEquals("node group h200-pool: flavor GPU-44-256-H200-1 has H200 GPUs, and the project's H200 GPUs are"
                    + " connected in ME1 (vkcs-gpu:gpuZones), not in GZ1: a GPU node works only in the zone where the"
                    + " project's GPUs are. Set the pool's availabilityZone to ME1, or ask VK Cloud support to connect"
                    + " H200 GPUs in GZ1 and add GZ1 to vkcs-gpu:gpuZones.H200", refused.getMessage());
            assertEquals(List.of(), writes(), "a refused preview writes nothing");
        }
    }

    @Test
    void aGpuPoolInAZoneOfItsModelsGpusPassesWithoutSayingTheZoneWasUnchecked() {
        env.gpuZones(Map.of(GpuModel.H200, List.of("ME1", "GZ1")));

        ResourceHandler.Created previewed = preview(h200Pool("GZ1", false));

        assertFalse(capacityAssumption(previewed).contains("zone was not checked"), capacityAssumption(previewed));
    }

    @Test
    void withoutTheSettingTheNewPoolsCapacityLineSaysOnceThatTheZoneWasNotCheckedAndHowToCheckIt() {
        env.progress.clear();

        ResourceHandler.Created previewed = preview(h200Pool("GZ1", false));

        assertTrue(capacityAssumption(previewed).contains("the zone was not checked: VK Cloud has no API that says where"
                + " the project's H200 GPUs are connected; set vkcs-gpu:gpuZones (e.g. {\"H200\": [\"<zone>\"]}) to have"
                + " the preview check it"), capacityAssumption(previewed));
        assertEquals(1, env.progress.stream().filter(line -> line.contains("zone was not checked")).count(),
                () -> "said once: " + env.progress);
    }

    @Test
    void aSettingThatLeavesTheModelOutChecksNothingAndSaysSo() {
        env.gpuZones(Map.of(GpuModel.L4, List.of("MS1")));

        ResourceHandler.Created previewed = preview(h200Pool("GZ1", false));

        assertTrue(capacityAssumption(previewed).contains("where the project's H200 GPUs are connected"),
                capacityAssumption(previewed));
    }

    @Test
    void aZoneManagedKubernetesDoesNotListStopsThePreviewOfAPoolWithAnExplicitFlavor() {
        env.cloud.clearRequests();

        InvalidInputException refused = assertThrows(InvalidInputException.class, () -> preview(h200Pool("GZ9", false)));

        assertTrue(refused.getMessage().startsWith("availabilityZone 'GZ9' is not a zone of VK Cloud Managed Kubernetes"
                + " in this region; the zones are GZ1, MS1, ME1, PA2, QAZ, KTP"), refused.getMessage());
        assertTrue(env.cloud.requests().stream().anyMatch(r -> r.path().endsWith("availability-zones")),
                "the zones were read");
        assertEquals(List.of(), writes(), "a refused preview writes nothing");
    }

    @SuppressWarnings("unchecked")
    private static String capacityAssumption(ResourceHandler.Created previewed) {
        List<Map<String, Object>> lines = (List<Map<String, Object>>) previewed.outputs().get(ImpactLine.PROPERTY);
        return lines.stream().filter(line -> "capacity".equals(line.get("kind"))).map(line -> (String) line.get("assumption"))
                .findFirst().orElseThrow(() -> new AssertionError("a capacity line: " + lines));
    }
}
