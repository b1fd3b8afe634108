package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.mk8s.Addon;
import com.vkcsgpu.provider.cloud.mk8s.Cluster;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddon;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonCreate;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonPatch;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroup;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupPatch;
import com.vkcsgpu.provider.cloud.mk8s.Taint;
import com.vkcsgpu.provider.wait.WaitFailedException;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import com.vkcsgpu.provider.wait.WaitControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The waits after each kind of change, against the fake cloud's state scripts. */
class ClusterLifecycleTest extends FakeCloudClientTest {

    @Test
    void createWaitKubeconfigNodeGroupAddonAndDeleteEverything() {
        List<String> progress = new ArrayList<>();
        WaitControl control = WaitControl.of(time.instant().plus(Duration.ofHours(1)), () -> false, progress::add);

        String clusterId = client.clusters().createCluster(CreateSafetyTest.cluster("gpu-prod"));
        Cluster running = client.clusters().awaitRunning(clusterId, control);
        assertEquals("v1.34.2", running.version());
        assertTrue(progress.stream().anyMatch(line -> line.startsWith("cluster " + clusterId + ": PROVISIONING for")), progress.toString());
        assertTrue(client.clusters().kubeconfig(clusterId).reveal().contains("kind: Config"));

        String ngId = client.nodeGroups().createNodeGroup(clusterId, CreateSafetyTest.pool("a100"), control);
        client.nodeGroups().awaitClusterSettled(clusterId, control);
        NodeGroup ng = client.nodeGroups().findNodeGroup(ngId).orElseThrow();
        assertEquals("a100", ng.name());
        assertEquals(2, ng.scaleSpec().currentSize());
        assertEquals("gpu-flavor", ng.vmEngine().flavorId());
        assertEquals(List.of(new Taint("nvidia.com/gpu", "present", "NoSchedule")), ng.taints());

        client.nodeGroups().patchNodeGroup(clusterId, ngId, NodeGroupPatch.none().withLabels(Map.of()), control);
        client.nodeGroups().awaitClusterSettled(clusterId, control);
        assertEquals("{\"labels\":{}}", cloud.requests.stream().filter(r -> r.method().equals("PATCH")).findFirst().orElseThrow().body(),
                "an empty map is sent to clear labels");

        String addonId = client.addons().installAddon(clusterId, "gpu-operator",
                new ClusterAddonCreate("a-gpu", "v-2490", "gpu-operator", "driver:\n  enabled: true\n", "gpu-operator"), control);
        assertEquals(ClusterAddon.INSTALLED, client.addons().awaitAddonInstalled(addonId, control).status());
        client.addons().patchClusterAddon(clusterId, addonId, new ClusterAddonPatch("v-2490", "{}"), control);
        client.addons().awaitAddonInstalled(addonId, control);
        assertTrue(client.addons().deleteClusterAddon(clusterId, addonId, control));
        client.addons().awaitAddonGone(addonId, control);

        assertTrue(client.nodeGroups().deleteNodeGroup(clusterId, ngId, control));
        client.nodeGroups().awaitNodeGroupGone(ngId, control);
        client.nodeGroups().awaitClusterSettled(clusterId, control);

        assertTrue(client.clusters().deleteCluster(clusterId));
        client.clusters().awaitDeleted(clusterId, control);
        assertTrue(client.clusters().findCluster(clusterId).isEmpty());
        assertTrue(cloud.clusters.isEmpty());
    }

    @Test
    void anAddonInErrorFailsItsWaitWithTheState() {
        String clusterId = cloud.addCluster("gpu-prod", "RUNNING");
        String addonId = client.addons().installAddon(clusterId, "gpu-operator",
                new ClusterAddonCreate("a-gpu", "v-2490", "gpu-operator", "{}", "gpu-operator"), ClientFixture.minutes(time, 5));
        cloud.addonStatus.put(addonId, new java.util.ArrayDeque<>(List.of("INSTALLING", "ERROR")));

        WaitFailedException error = assertThrows(WaitFailedException.class,
                () -> client.addons().awaitAddonInstalled(addonId, ClientFixture.minutes(time, 5)));
        assertTrue(error.getMessage().contains("the addon is ERROR"), error.getMessage());
    }

    @Test
    void aClusterStuckProvisioningTimesOutAtTheCallersDeadline() {
        String clusterId = cloud.addCluster("slow", "PROVISIONING");

        WaitTimeoutException error = assertThrows(WaitTimeoutException.class,
                () -> client.clusters().awaitRunning(clusterId, WaitControl.timeout(time, Duration.ofMillis(300))));

        assertTrue(error.getMessage().contains("cluster " + clusterId + " to be RUNNING; last observed: PROVISIONING"), error.getMessage());
    }

    @Test
    void catalogVersionsZonesAndAddonsAreRead() {
        assertEquals(List.of("GZ1", "MS1"), client.clusters().availabilityZones());
        Addon gpuOperator = client.addons().listAddons().get(0);
        assertEquals("gpu-operator", gpuOperator.name());
        assertEquals("24.9.0", gpuOperator.versions().get(0).version());
    }
}
