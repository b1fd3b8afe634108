package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddon;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonCreate;
import com.vkcsgpu.provider.cloud.mk8s.ClusterCreate;
import com.vkcsgpu.provider.cloud.mk8s.DeploymentType;
import com.vkcsgpu.provider.cloud.mk8s.DiskType;
import com.vkcsgpu.provider.cloud.mk8s.LoadBalancerConfig;
import com.vkcsgpu.provider.cloud.mk8s.MasterSpec;
import com.vkcsgpu.provider.cloud.mk8s.NetworkConfig;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupSpec;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.cloud.mk8s.Taint;
import com.vkcsgpu.provider.cloud.mk8s.VmEngine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A create whose answer is lost must not create a second object. */
class CreateSafetyTest extends FakeCloudClientTest {

    static ClusterCreate cluster(String name) {
        return new ClusterCreate("", name, "", "v1.34.2", Map.of(), MasterSpec.of("flavor-std", 1),
                DeploymentType.zonal("GZ1"), NetworkConfig.calico("10.100.0.0/16", "net", "subnet", null),
                LoadBalancerConfig.octavia("subnet", false, List.of()), List.of());
    }

    static NodeGroupSpec pool(String name) {
        return new NodeGroupSpec(name, VmEngine.flavor("gpu-flavor"), List.of("GZ1"), ScaleSpec.fixed(2),
                Map.of("gpu", "a100"), List.of(new Taint("nvidia.com/gpu", "present", "NoSchedule")), 10,
                DiskType.cinder("ceph-ssd", 100));
    }

    @Test
    void aClusterCreateWhoseAnswerIsLostIsAdoptedNotDuplicated() {
        cloud.loseResponse("POST", "mk8s/v2/clusters");

        String id = client.clusters().createCluster(cluster("gpu-prod"));

        assertEquals(1, cloud.clusters.size());
        assertEquals(cloud.clusters.keySet().iterator().next(), id);
        assertEquals(1, cloud.count("POST", "mk8s/v2/clusters"));
        assertEquals(1, cloud.count("GET", "mk8s/v2/clusters/gpu-prod"), "looked up by name");
    }

    @Test
    void aResetBeforeTheServerActedLeadsToLookupThenOneNewPost() {
        cloud.reset("POST", "mk8s/v2/clusters");

        String id = client.clusters().createCluster(cluster("gpu-prod"));

        assertEquals(1, cloud.clusters.size());
        assertTrue(cloud.clusters.containsKey(id));
        assertEquals(2, cloud.count("POST", "mk8s/v2/clusters"));
    }

    @Test
    void aServerErrorOnCreateIsResolvedByLookupToo() {
        cloud.fail("POST", "mk8s/v2/clusters", 502, "bad gateway", Map.of());

        client.clusters().createCluster(cluster("gpu-prod"));

        assertEquals(1, cloud.clusters.size());
        assertEquals(1, cloud.count("GET", "mk8s/v2/clusters/gpu-prod"));
    }

    @Test
    void aCreateRefusedWithAClientErrorIsReportedNotRetried() {
        cloud.fail("POST", "mk8s/v2/clusters", 400, "{\"message\":\"name is invalid\"}", Map.of());

        VkcsApiException error = assertThrows(VkcsApiException.class, () -> client.clusters().createCluster(cluster("Bad_Name")));

        assertTrue(error.getMessage().startsWith("create cluster 'Bad_Name' failed: POST clusters returned HTTP 400"), error.getMessage());
        assertEquals(1, cloud.count("POST", "mk8s/v2/clusters"));
        assertEquals(0, cloud.count("GET", "mk8s/v2/clusters/Bad_Name"));
    }

    @Test
    void aNodeGroupCreateWhoseAnswerIsLostIsAdoptedByName() {
        String clusterId = cloud.addCluster("gpu-prod", "RUNNING");
        cloud.loseResponse("POST", "mk8s/v2/node-groups");

        String id = client.nodeGroups().createNodeGroup(clusterId, pool("a100"), ClientFixture.minutes(time, 5));

        assertEquals(1, cloud.nodeGroups.size());
        assertTrue(cloud.nodeGroups.containsKey(id));
        assertEquals(1, cloud.count("GET", "mk8s/v2/clusters/" + clusterId + "/node-groups/a100"));
    }

    @Test
    void anAddonInstallWhoseAnswerIsLostIsAdoptedByCatalogName() {
        String clusterId = cloud.addCluster("gpu-prod", "RUNNING");
        cloud.loseResponse("POST", "mk8s/v2/clusters/" + clusterId + "/addons");

        String id = client.addons().installAddon(clusterId, "gpu-operator",
                new ClusterAddonCreate("a-gpu", "v-2490", "gpu-operator", "{}", "gpu-operator"), ClientFixture.minutes(time, 5));

        assertEquals(1, cloud.addons.size());
        assertTrue(cloud.addons.containsKey(id));
        assertEquals(ClusterAddon.INSTALLED, client.addons().awaitAddonInstalled(id, ClientFixture.minutes(time, 5)).status());
    }
}
