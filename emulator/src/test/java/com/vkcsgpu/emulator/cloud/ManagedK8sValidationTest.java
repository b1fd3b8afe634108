package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Bad requests get 400 naming the field (grpc-gateway Status, see ErrorStyle), conflicts 409. */
class ManagedK8sValidationTest extends OneCloudTest {
    static String clusterId;

    @BeforeAll
    static void prepare() {
        clusterId = client.runningCluster("valid");
    }

    static JsonObject cluster(Consumer<JsonObject> change) {
        JsonObject body = JsonParser.parseString(client.clusterBody("fresh", "v1.33.3")).getAsJsonObject();
        change.accept(body);
        return body;
    }

    static JsonObject nodeGroup(Consumer<JsonObject> change) {
        JsonObject body = JsonParser.parseString(client.nodeGroupBody(clusterId, "pool", "GPU1A-32-96-A100-1", "GZ1",
                "{\"fixed_scale\":{\"size\":1}}")).getAsJsonObject();
        change.accept(body.getAsJsonObject("node_group_spec"));
        return body;
    }

    static JsonObject path(JsonObject root, String dotted) {
        JsonObject o = root;
        for (String part : dotted.split("\\.")) {
            o = o.getAsJsonObject(part);
        }
        return o;
    }

    static Stream<Arguments> badClusters() {
        String gpu = cloud.flavorId("GPU1A-32-96-A100-1");
        return Stream.of(
                Arguments.of("name too short", cluster(b -> b.addProperty("name", "ab")), "name"),
                Arguments.of("name upper case", cluster(b -> b.addProperty("name", "Demo")), "name"),
                Arguments.of("name with --", cluster(b -> b.addProperty("name", "a--b")), "name"),
                Arguments.of("name of 25 characters", cluster(b -> b.addProperty("name", "c".repeat(25))), "name"),
                Arguments.of("name starting with a digit", cluster(b -> b.addProperty("name", "1gpu")), "name"),
                Arguments.of("version format", cluster(b -> b.addProperty("version", "1.33.3")), "version"),
                Arguments.of("unknown version", cluster(b -> b.addProperty("version", "v1.29.0")), "version"),
                Arguments.of("unknown master flavor", cluster(b -> path(b, "master_spec.engine.nova_engine")
                        .addProperty("flavor_id", "00000000-0000-0000-0000-000000000000")), "master_spec.engine.nova_engine.flavor_id"),
                Arguments.of("GPU master", cluster(b -> path(b, "master_spec.engine.nova_engine").addProperty("flavor_id", gpu)),
                        "master_spec.engine.nova_engine.flavor_id"),
                Arguments.of("2 masters", cluster(b -> path(b, "master_spec").addProperty("replicas", 2)), "master_spec.replicas"),
                Arguments.of("regional with 1 master and 2 zones", cluster(b -> {
                    JsonObject deployment = b.getAsJsonObject("deployment_type");
                    deployment.add("zonal_deployment", null);
                    deployment.add("multi_zonal_deployment", JsonParser.parseString("{\"zones\":[\"MS1\",\"GZ1\"]}"));
                }), "deployment_type.multi_zonal_deployment.zones"),
                Arguments.of("unknown zone", cluster(b -> path(b, "deployment_type.zonal_deployment").addProperty("zone", "XX9")),
                        "deployment_type.zonal_deployment.zone"),
                Arguments.of("bad CIDR", cluster(b -> path(b, "network_config.plugin.calico").addProperty("pods_ipv4_cidr", "10.0.0.0/33")),
                        "network_config.plugin.calico.pods_ipv4_cidr"),
                Arguments.of("network id not UUID", cluster(b -> path(b, "network_config.engine.sprut_engine").addProperty("network_id", "net")),
                        "network_config.engine.sprut_engine.network_id"),
                Arguments.of("public ip without external network", cluster(b -> path(b, "load_balancer_config.octavia_engine")
                        .addProperty("enable_public_ip", true)), "network_config.engine.sprut_engine.external_network_id"),
                Arguments.of("no deployment type", cluster(b -> b.remove("deployment_type")), "deployment_type"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badClusters")
    void badClusterIs400NamingTheField(String what, JsonObject body, String field) {
        assertBadRequest(client.mk8s("POST", "clusters", body.toString()), field);
    }

    static Stream<Arguments> badNodeGroups() {
        return Stream.of(
                Arguments.of("name with --", nodeGroup(s -> s.addProperty("name", "gpu--a")), "node_group_spec.name"),
                Arguments.of("name of 25 characters", nodeGroup(s -> s.addProperty("name", "n".repeat(25))), "node_group_spec.name"),
                Arguments.of("name starting with a digit", nodeGroup(s -> s.addProperty("name", "8x-h200")), "node_group_spec.name"),
                Arguments.of("unknown flavor", nodeGroup(s -> path(s, "vm_engine.nova_engine").addProperty("flavor_id", "x")),
                        "node_group_spec.vm_engine.nova_engine.flavor_id"),
                Arguments.of("A100 in a zone without A100", nodeGroup(s -> s.add("zones", JsonParser.parseString("[\"MS1\"]"))),
                        "node_group_spec.zones"),
                Arguments.of("two zones", nodeGroup(s -> s.add("zones", JsonParser.parseString("[\"GZ1\",\"ME1\"]"))),
                        "node_group_spec.zones"),
                Arguments.of("min > max", nodeGroup(s -> s.add("scale_spec",
                        JsonParser.parseString("{\"auto_scale\":{\"min_size\":3,\"max_size\":2,\"size\":3}}"))),
                        "node_group_spec.scale_spec.auto_scale.max_size"),
                Arguments.of("fixed size 0 (VK: 1 to 500 nodes)", nodeGroup(s -> s.add("scale_spec",
                        JsonParser.parseString("{\"fixed_scale\":{\"size\":0}}"))), "node_group_spec.scale_spec.fixed_scale.size"),
                Arguments.of("fixed size 501", nodeGroup(s -> s.add("scale_spec",
                        JsonParser.parseString("{\"fixed_scale\":{\"size\":501}}"))), "node_group_spec.scale_spec.fixed_scale.size"),
                Arguments.of("autoscaling min 0", nodeGroup(s -> s.add("scale_spec",
                        JsonParser.parseString("{\"auto_scale\":{\"min_size\":0,\"max_size\":2,\"size\":0}}"))),
                        "node_group_spec.scale_spec.auto_scale.min_size"),
                Arguments.of("autoscaling max 501", nodeGroup(s -> s.add("scale_spec",
                        JsonParser.parseString("{\"auto_scale\":{\"min_size\":1,\"max_size\":501,\"size\":1}}"))),
                        "node_group_spec.scale_spec.auto_scale.max_size"),
                Arguments.of("empty taint value", nodeGroup(s -> s.add("taints",
                        JsonParser.parseString("[{\"key\":\"k\",\"value\":\"\",\"effect\":\"NoSchedule\"}]"))),
                        "node_group_spec.taints[0].value"),
                Arguments.of("taint without value", nodeGroup(s -> s.add("taints",
                        JsonParser.parseString("[{\"key\":\"k\",\"effect\":\"NoSchedule\"}]"))),
                        "node_group_spec.taints[0].value"),
                Arguments.of("bad taint effect", nodeGroup(s -> s.add("taints",
                        JsonParser.parseString("[{\"key\":\"k\",\"value\":\"v\",\"effect\":\"NoWay\"}]"))),
                        "node_group_spec.taints[0].effect"),
                Arguments.of("chunk 0", nodeGroup(s -> s.addProperty("parallel_upgrade_chunk", 0)), "node_group_spec.parallel_upgrade_chunk"),
                Arguments.of("chunk 101", nodeGroup(s -> s.addProperty("parallel_upgrade_chunk", 101)), "node_group_spec.parallel_upgrade_chunk"),
                Arguments.of("unknown volume type", nodeGroup(s -> path(s, "disk_type.cinder_volume_type").addProperty("type", "nvme")),
                        "node_group_spec.disk_type.cinder_volume_type.type"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badNodeGroups")
    void badNodeGroupIs400NamingTheField(String what, JsonObject body, String field) {
        assertBadRequest(client.mk8s("POST", "node-groups", body.toString()), field);
        assertEquals("RUNNING", client.clusterStatus(clusterId), "a refused request changes nothing");
    }

    @Test
    void upgradeRules() {
        assertBadRequest(client.mk8s("PATCH", "clusters/" + clusterId + ":upgrade", "{\"target_version\":\"v1.32.1\"}"), "target_version");
        assertBadRequest(client.mk8s("PATCH", "clusters/" + clusterId + ":upgrade", "{\"target_version\":\"v1.33.3\"}"), "target_version");
        assertBadRequest(client.mk8s("PATCH", "clusters/" + clusterId + ":upgrade", "{\"target_version\":\"1.34\"}"), "target_version");
    }

    @Test
    void duplicateNamesAre409() {
        CloudClient.Response r = client.mk8s("POST", "clusters", client.clusterBody("valid", "v1.33.3"));
        assertEquals(409, r.status());
        assertEquals(6, r.json().get("code").getAsInt());
    }

    @Test
    void changesWhileNotRunningAre409() {
        String id = client.mk8s("POST", "clusters", client.clusterBody("busy", "v1.33.3")).json().get("id").getAsString();
        CloudClient.Response r = client.mk8s("POST", "node-groups",
                client.nodeGroupBody(id, "pool", "STD3-4-8", "MS1", "{\"fixed_scale\":{\"size\":1}}"));
        assertEquals(409, r.status(), r.body());
        assertTrue(r.json().get("message").getAsString().contains("PROVISIONING"));
    }

    @Test
    void unknownIdsAre404AndMalformedBodies400() {
        assertEquals(404, client.mk8s("GET", "clusters/2AbCdEfGhIjKlMnOpQrStUvWxYz").status());
        assertEquals(404, client.mk8s("GET", "node-groups/2AbCdEfGhIjKlMnOpQrStUvWxYz").status());
        assertEquals(404, client.mk8s("DELETE", "node-groups/2AbCdEfGhIjKlMnOpQrStUvWxYz").status());
        assertEquals(400, client.mk8s("POST", "clusters", "{not json").status());
    }

    @Test
    void everyViolationIsListed() {
        JsonObject body = cluster(b -> {
            b.addProperty("name", "X");
            b.addProperty("version", "latest");
        });
        CloudClient.Response r = client.mk8s("POST", "clusters", body.toString());
        assertEquals(List.of("name", "version"), fields(r));
    }

    private static void assertBadRequest(CloudClient.Response response, String field) {
        assertEquals(400, response.status(), response.body());
        JsonObject error = response.json();
        assertEquals(3, error.get("code").getAsInt());
        assertTrue(error.get("message").getAsString().contains(field), error.toString());
        assertTrue(fields(response).contains(field), response.body());
    }

    private static List<String> fields(CloudClient.Response response) {
        List<String> fields = new ArrayList<>();
        for (JsonElement detail : response.json().getAsJsonArray("details")) {
            for (JsonElement v : detail.getAsJsonObject().getAsJsonArray("field_violations")) {
                fields.add(v.getAsJsonObject().get("field").getAsString());
            }
        }
        return fields;
    }
}
