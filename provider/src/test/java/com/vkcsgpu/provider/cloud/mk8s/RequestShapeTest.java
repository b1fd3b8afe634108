package com.vkcsgpu.provider.cloud.mk8s;

import com.vkcsgpu.provider.cloud.http.Json;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonParser;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Request bodies use the exact gen-2 field names (vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/internal/services/kubernetes/containerinfra/v2).
 */
class RequestShapeTest {

    @Test
    void clusterCreateSendsEveryFieldIncludingEmptiesAndTheUnusedVariantAsNull() {
        ClusterCreate create = new ClusterCreate(null, "gpu-prod", null, "v1.34.2", null, MasterSpec.of("m-flavor", 3),
                DeploymentType.zonal("GZ1"), NetworkConfig.calico("10.100.0.0/16", "net-1", "sub-1", null),
                LoadBalancerConfig.octavia("lb-sub", true, List.of("10.0.0.0/8")), null);

        String expected = "{\"uuid\":\"\",\"name\":\"gpu-prod\",\"description\":\"\",\"version\":\"v1.34.2\",\"labels\":{},"
                + "\"master_spec\":{\"engine\":{\"nova_engine\":{\"flavor_id\":\"m-flavor\"}},\"replicas\":3},"
                + "\"deployment_type\":{\"zonal_deployment\":{\"zone\":\"GZ1\"},\"multi_zonal_deployment\":null},"
                + "\"network_config\":{\"plugin\":{\"calico\":{\"pods_ipv4_cidr\":\"10.100.0.0/16\"},\"cilium\":null},"
                + "\"engine\":{\"sprut_engine\":{\"network_id\":\"net-1\",\"subnet_id\":\"sub-1\",\"external_network_id\":\"\"}}},"
                + "\"load_balancer_config\":{\"octavia_engine\":{\"loadbalancer_subnet_id\":\"lb-sub\",\"enable_public_ip\":true,"
                + "\"allowed_cidrs\":[\"10.0.0.0/8\"]}},\"insecure_registries\":[]}";
        assertEquals(JsonParser.parseString(expected), JsonParser.parseString(Json.WITH_NULLS.toJson(create)));
    }

    @Test
    void nodeGroupSpecUsesGen2Names() {
        NodeGroupSpec spec = new NodeGroupSpec("a100", VmEngine.flavor("gpu-f"), List.of("GZ1"), ScaleSpec.auto(0, 4),
                Map.of("pool", "a100"), List.of(new Taint("nvidia.com/gpu", "present", "NoSchedule")), 20, DiskType.cinder("ceph-ssd", 100));

        String expected = "{\"name\":\"a100\",\"vm_engine\":{\"nova_engine\":{\"flavor_id\":\"gpu-f\"}},\"zones\":[\"GZ1\"],"
                + "\"scale_spec\":{\"auto_scale\":{\"min_size\":0,\"max_size\":4,\"size\":0}},\"labels\":{\"pool\":\"a100\"},"
                + "\"taints\":[{\"key\":\"nvidia.com/gpu\",\"value\":\"present\",\"effect\":\"NoSchedule\"}],"
                + "\"parallel_upgrade_chunk\":20,\"disk_type\":{\"cinder_volume_type\":{\"type\":\"ceph-ssd\",\"size\":100}}}";
        assertEquals(JsonParser.parseString(expected), JsonParser.parseString(Json.COMPACT.toJson(spec)));
    }

    @Test
    void nodeGroupCreateLeavesOutEmptyLabelsTaintsAndUpgradeChunkAsTerraformDoes() {
        NodeGroupSpec spec = new NodeGroupSpec("a100", VmEngine.flavor("gpu-f"), List.of("GZ1"), ScaleSpec.fixed(1),
                Map.of(), List.of(), 0, DiskType.cinder("ceph-ssd", 100));

        String expected = "{\"cluster_id\":\"c1\",\"node_group_spec\":{\"name\":\"a100\","
                + "\"vm_engine\":{\"nova_engine\":{\"flavor_id\":\"gpu-f\"}},\"zones\":[\"GZ1\"],"
                + "\"scale_spec\":{\"fixed_scale\":{\"size\":1}},"
                + "\"disk_type\":{\"cinder_volume_type\":{\"type\":\"ceph-ssd\",\"size\":100}}}}";
        assertEquals(JsonParser.parseString(expected), JsonParser.parseString(NodeGroupClient.createBody("c1", spec)));
    }

    @Test
    void nodeGroupCreateSendsLabelsTaintsAndChunkWhenGiven() {
        NodeGroupSpec spec = new NodeGroupSpec("a100", VmEngine.flavor("gpu-f"), List.of("GZ1"), ScaleSpec.fixed(1),
                Map.of("pool", "a100"), List.of(new Taint("nvidia.com/gpu", "present", "NoSchedule")), 10,
                DiskType.cinder("ceph-ssd", 100));

        var spec0 = JsonParser.parseString(NodeGroupClient.createBody("c1", spec)).getAsJsonObject().getAsJsonObject("node_group_spec");
        assertEquals(JsonParser.parseString("{\"pool\":\"a100\"}"), spec0.get("labels"));
        assertEquals(1, spec0.getAsJsonArray("taints").size());
        assertEquals(10, spec0.get("parallel_upgrade_chunk").getAsInt());
    }

    @Test
    void nodeGroupPatchSendsOnlyWhatChanges() {
        assertEquals("{\"scale_spec\":{\"fixed_scale\":{\"size\":3}}}", Json.COMPACT.toJson(NodeGroupPatch.none().withScale(ScaleSpec.fixed(3))));
        assertEquals("{\"vm_engine\":{\"nova_engine\":{\"flavor_id\":\"f2\"}},\"taints\":[],\"parallel_upgrade_chunk\":50}",
                Json.COMPACT.toJson(NodeGroupPatch.none().withFlavor("f2").withTaints(List.of()).withParallelUpgradeChunk(50)));
    }

    @Test
    void addonBodiesUseGen2Names() {
        assertEquals(JsonParser.parseString("{\"addon_id\":\"a\",\"addon_version_id\":\"v\",\"namespace\":\"ns\",\"values\":\"x: 1\",\"addon_name\":\"n\"}"),
                JsonParser.parseString(Json.COMPACT.toJson(new ClusterAddonCreate("a", "v", "ns", "x: 1", "n"))));
        assertEquals("{\"addon_version_id\":\"v2\",\"values\":\"{}\"}", Json.COMPACT.toJson(new ClusterAddonPatch("v2", "{}")));
    }

    @Test
    void clusterAnswerIsRead() {
        String answer = "{\"id\":\"39UdIv4W0EegBs2EYVeGdas38do\",\"uuid\":\"u\",\"name\":\"c\",\"status\":\"RUNNING\",\"version\":\"v1.34.2\","
                + "\"api_address\":\"https://1.2.3.4:6443\",\"external_ip\":\"1.2.3.4\",\"internal_ip\":\"10.0.0.5\","
                + "\"master\":{\"vm_engine\":{\"nova_engine\":{\"flavor_id\":\"mf\"}},\"replicas\":1,\"disks\":[{\"type\":\"ceph-ssd\",\"size\":10}]},"
                + "\"node_groups\":[{\"id\":\"ng\",\"name\":\"a\",\"scale_spec\":{\"fixed_scale\":{\"size\":2}},\"labels\":{\"k\":\"v\"}}]}";
        Cluster cluster = Json.parse("get", answer, Cluster.class);
        assertEquals("mf", cluster.master().vmEngine().flavorId());
        assertEquals(10, cluster.master().disks().get(0).size());
        assertEquals("1.2.3.4", cluster.externalIp());
        assertEquals(2, cluster.nodeGroups().get(0).scaleSpec().currentSize());
    }
}
