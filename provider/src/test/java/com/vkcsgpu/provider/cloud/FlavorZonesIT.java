package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.compute.ComputeClient;
import com.vkcsgpu.provider.cloud.compute.Flavor;
import com.vkcsgpu.provider.cloud.compute.FlavorZones;
import com.vkcsgpu.provider.cloud.compute.GpuFlavor;
import com.vkcsgpu.domain.GpuModel;
import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.mk8s.DiskType;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupSpec;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.cloud.mk8s.Taint;
import com.vkcsgpu.provider.cloud.mk8s.VmEngine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Which zone offers a GPU: production knows nothing ({@link FlavorZones#UNKNOWN}) and passes the
 * cloud's refusal through; with a source of zones the refusal also names the zones to use.
 */
class FlavorZonesIT {
    private static VkCloudEmulator cloud;
    private static String clusterId;

    @BeforeAll
    static void startCloudWithACluster() {
        cloud = EmulatorFixture.start();
        VkcsClient setup = client(FlavorZones.UNKNOWN);
        clusterId = setup.clusters().createCluster(EmulatorFixture.cluster(cloud, "zones"));
        setup.clusters().awaitRunning(clusterId, CloudClientContract.control(Duration.ofSeconds(30)));
    }

    @AfterAll
    static void stop() {
        cloud.close();
    }

    @BeforeEach
    void clear() {
        cloud.clearRequests();
    }

    @Test
    void productionResolvesGpuFlavorsByModelAndCountWithoutAskingForZones() {
        VkcsClient client = client(FlavorZones.UNKNOWN);

        GpuFlavor h200 = client.compute().findGpuFlavors(GpuModel.H200, 8).get(0);

        assertEquals("GPU-240-2048-H200-8", h200.name());
        Flavor flavor = client.compute().findFlavor(h200.flavorId()).orElseThrow();
        assertEquals(Optional.empty(), client.compute().zonesOffering(flavor));
        assertEquals(0, cloud.requestCount("GET", "{project}/flavors/{id}/os-extra_specs"), "UNKNOWN makes no call");
    }

    @Test
    void oneClientReadsTheFlavorCatalogOnceForEveryPool() {
        VkcsClient client = client(FlavorZones.UNKNOWN);

        GpuFlavor h200 = client.compute().findGpuFlavors(GpuModel.H200, 8).get(0);
        client.compute().findGpuFlavors(GpuModel.A100_80GB, 1);
        client.compute().findFlavor(h200.flavorId()).orElseThrow();

        assertEquals(1, cloud.requestCount("GET", "{project}/flavors/detail"));
        client(FlavorZones.UNKNOWN).compute().listFlavors();
        assertEquals(2, cloud.requestCount("GET", "{project}/flavors/detail"), "another client (configuration) reads it anew");
    }

    @Test
    void aZoneSourceReadsTheFlavorsExtraSpecs() {
        ComputeClient compute = client(new ExtraSpecFlavorZones(ExtraSpecFlavorZones.EMULATOR_KEY)).compute();

        assertEquals(Optional.of(Set.of("GZ1")), compute.zonesOffering(flavor(compute, "GPU1A-32-96-A100-1")));
        assertEquals(Optional.of(Set.of("ME1")), compute.zonesOffering(flavor(compute, "GPU-44-256-H200-1")));
        assertEquals(Optional.of(Set.of("GZ1", "MS1", "ME1", "PA2", "QAZ", "KTP")),
                compute.zonesOffering(flavor(compute, "STD3-4-8")), "a CPU flavor is offered in every documented zone");
        assertEquals(Optional.empty(), new ExtraSpecFlavorZones("no-such-key").zonesOffering(flavor(compute, "STD3-4-8")));
    }

    @Test
    void withoutAZoneSourceARefusedZoneShowsTheCloudsOwnMessage() {
        VkcsApiException error = refusedA100PoolInMs1(client(FlavorZones.UNKNOWN));

        assertTrue(error.serverMessage().contains("node_group_spec.zones: flavor GPU1A-32-96-A100-1 is not available in zone MS1"),
                error.getMessage());
        assertFalse(error.getMessage().contains("set the node group's availability zone"), error.getMessage());
        assertEquals(0, cloud.requestCount("GET", "{project}/flavors/{id}"), "no zone source, so no flavor lookup");
    }

    @Test
    void withAZoneSourceARefusedZoneNamesTheZonesOfferingTheFlavor() {
        VkcsApiException error = refusedA100PoolInMs1(client(new ExtraSpecFlavorZones(ExtraSpecFlavorZones.EMULATOR_KEY)));

        assertTrue(error.getMessage().endsWith("(flavor GPU1A-32-96-A100-1 is offered in zone(s) GZ1, not in MS1: "
                + "set the node group's availability zone to one of those)"), error.getMessage());
        assertTrue(error.getMessage().startsWith("create node group 'a100-ms1' in cluster " + clusterId + " failed: POST node-groups returned HTTP 400"),
                error.getMessage());
    }

    @Test
    void aGpuPoolInTheZoneOfferingItIsCreated() {
        VkcsClient client = client(FlavorZones.UNKNOWN);
        GpuFlavor l4 = client.compute().findGpuFlavors(GpuModel.L4, 1).get(0);
        NodeGroupSpec spec = new NodeGroupSpec("l4-gz1", VmEngine.flavor(l4.flavorId()), List.of("GZ1"), ScaleSpec.fixed(1),
                Map.of(), List.of(new Taint("nvidia.com/gpu", "present", "NoSchedule")), 50, DiskType.cinder("ceph-ssd", 50));

        String id = client.nodeGroups().createNodeGroup(clusterId, spec, CloudClientContract.control(Duration.ofSeconds(30)));

        assertEquals(List.of("GZ1"), client.nodeGroups().findNodeGroup(id).orElseThrow().zones());
        client.nodeGroups().awaitClusterSettled(clusterId, CloudClientContract.control(Duration.ofSeconds(30)));
    }

    private static VkcsApiException refusedA100PoolInMs1(VkcsClient client) {
        NodeGroupSpec spec = new NodeGroupSpec("a100-ms1", VmEngine.flavor(cloud.flavorId("GPU1A-32-96-A100-1")), List.of("MS1"),
                ScaleSpec.fixed(1), Map.of(), List.of(), 50, DiskType.cinder("ceph-ssd", 50));
        VkcsApiException error = assertThrows(VkcsApiException.class,
                () -> client.nodeGroups().createNodeGroup(clusterId, spec, CloudClientContract.control(Duration.ofSeconds(30))));
        assertEquals(400, error.status());
        assertFalse(error.getMessage().contains(cloud.credentials().password()), error.getMessage());
        assertFalse(error.getMessage().contains(client.session().token().reveal()), error.getMessage());
        assertTrue(cloud.snapshot().cluster(clusterId).orElseThrow().nodeGroups().stream().noneMatch(g -> g.name().equals("a100-ms1")));
        return error;
    }

    private static Flavor flavor(ComputeClient compute, String name) {
        return compute.listFlavors().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static VkcsClient client(FlavorZones zones) {
        return VkcsClient.create(EmulatorFixture.settings(cloud), EmulatorFixture.options().withFlavorZones(zones));
    }
}
