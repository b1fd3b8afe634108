package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.ConfigMapList;
import io.fabric8.kubernetes.api.model.ListOptionsBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Query options and endpoints as kube-apiserver serves them: field selectors limited to each
 * kind's field labels (400 otherwise), {@code dryRun=All}, {@code limit}/{@code continue},
 * 410 for a watch from before the history window, {@code /version} from the cluster's version,
 * health endpoints, 415 for protobuf bodies.
 */
class RequestOptionsTest {
    private static final String JSON = "application/json";
    private static TestCluster cluster;

    @BeforeAll
    static void start() {
        cluster = new TestCluster(KubeApiServer.start("options", TestCluster.CA, "v1.33.3", 0.01));
        cluster.server.syncNodeGroup("cpu", List.of(
                new EmulatedNode("cpu-0", "cpu", Map.of(), List.of(), 16, 65536, 0, null),
                new EmulatedNode("cpu-1", "cpu", Map.of(), List.of(), 16, 65536, 0, null)));
    }

    @AfterAll
    static void stop() {
        cluster.close();
    }

    @Test
    void unsupportedFieldLabelsAre400AsUpstream() {
        HttpResponse<String> pods = cluster.kubectl("GET", "/api/v1/pods?fieldSelector=spec.foo%3Dbar", null, null);
        assertEquals(400, pods.statusCode(), pods.body());
        assertEquals("field label not supported: spec.foo", Json.string(Json.parseObject(pods.body()), "message"));

        HttpResponse<String> configMaps = cluster.kubectl("GET",
                "/api/v1/namespaces/default/configmaps?fieldSelector=data.a%3D1", null, null);
        assertEquals(400, configMaps.statusCode(), "only metadata.name and metadata.namespace for most kinds");

        HttpResponse<String> watch = cluster.kubectl("GET",
                "/api/v1/nodes?watch=true&timeoutSeconds=10&fieldSelector=status.phase%3DReady", null, null);
        assertEquals(400, watch.statusCode(), watch.body());

        KubernetesClientException fabric8 = org.junit.jupiter.api.Assertions.assertThrows(
                KubernetesClientException.class,
                () -> cluster.client.pods().inAnyNamespace().withField("spec.foo", "bar").list());
        assertEquals(400, fabric8.getCode());
    }

    @Test
    void supportedFieldLabelsSelectWithBooleansFalseWhenUnset() {
        cluster.server.store().edit(BuiltinTypes.NODE, null, "cpu-1", "test",
                node -> {
                    Json.child(node, "spec").addProperty("unschedulable", true);
                    return node;
                });
        HttpResponse<String> schedulable = cluster.kubectl("GET",
                "/api/v1/nodes?fieldSelector=spec.unschedulable%3Dfalse", null, null);
        assertEquals(200, schedulable.statusCode(), schedulable.body());
        assertEquals(List.of("cpu-0"), names(Json.parseObject(schedulable.body())));
        assertEquals(List.of("default"), cluster.client.namespaces().withField("metadata.name", "default").list()
                .getItems().stream().map(n -> n.getMetadata().getName()).toList());
    }

    @Test
    void dryRunAnswersAsIfWrittenAndStoresNothing() {
        String before = cluster.server.store().resourceVersion();
        HttpResponse<String> created = cluster.kubectl("POST", "/api/v1/namespaces/default/configmaps?dryRun=All",
                JSON, "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"dry\"},\"data\":{\"a\":\"1\"}}");
        assertEquals(201, created.statusCode(), created.body());
        assertEquals("1", Json.parseObject(created.body()).getAsJsonObject("data").get("a").getAsString());
        assertEquals(404, cluster.kubectl("GET", "/api/v1/namespaces/default/configmaps/dry", null, null).statusCode());
        assertEquals(before, cluster.server.store().resourceVersion(), "nothing was written");

        HttpResponse<String> invalid = cluster.kubectl("POST", "/api/v1/namespaces/default/configmaps?dryRun=All",
                JSON, "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"Dry_Run\"}}");
        assertEquals(422, invalid.statusCode(), "a dry run is validated like the real write");

        cluster.client.configMaps().inNamespace("default").resource(configMap("kept")).create();
        HttpResponse<String> deleted = cluster.kubectl("DELETE", "/api/v1/namespaces/default/configmaps/kept",
                JSON, "{\"kind\":\"DeleteOptions\",\"apiVersion\":\"v1\",\"dryRun\":[\"All\"]}");
        assertEquals(200, deleted.statusCode(), deleted.body());
        assertEquals(200, cluster.kubectl("GET", "/api/v1/namespaces/default/configmaps/kept", null, null)
                .statusCode(), "kubectl delete --dry-run=server keeps the object");

        ConfigMap applied = cluster.client.configMaps().inNamespace("default").resource(configMap("dry-apply"))
                .dryRun().fieldManager("vkcs-gpu").serverSideApply();
        assertEquals("dry-apply", applied.getMetadata().getName());
        assertNull(cluster.client.configMaps().inNamespace("default").withName("dry-apply").get());
    }

    @Test
    void listsArePagedWithLimitAndContinue() {
        cluster.kubectl("POST", "/api/v1/namespaces", JSON,
                "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"paging\"}}");
        for (int i = 0; i < 5; i++) {
            cluster.client.configMaps().inNamespace("paging").resource(configMap("cm-" + i)).create();
        }
        List<String> seen = new ArrayList<>();
        String continueToken = null;
        int pages = 0;
        do {
            ConfigMapList page = cluster.client.configMaps().inNamespace("paging")
                    .list(new ListOptionsBuilder().withLimit(2L).withContinue(continueToken).build());
            page.getItems().forEach(cm -> seen.add(cm.getMetadata().getName()));
            continueToken = page.getMetadata().getContinue();
            pages++;
            if (continueToken != null) {
                assertEquals(5 - seen.size(), page.getMetadata().getRemainingItemCount());
            }
        } while (continueToken != null && !continueToken.isEmpty());
        assertEquals(List.of("cm-0", "cm-1", "cm-2", "cm-3", "cm-4"), seen);
        assertEquals(3, pages);
    }

    @Test
    void aWatchFromBeforeTheHistoryWindowGetsAn410ErrorEvent() {
        KubeStore store = cluster.server.store();
        String old = store.resourceVersion();
        store.setHistoryLimit(2);
        try {
            for (int i = 0; i < 3; i++) {
                cluster.client.configMaps().inNamespace("default").resource(configMap("churn-" + i)).create();
            }
            HttpResponse<String> watch = cluster.kubectl("GET",
                    "/api/v1/namespaces/default/configmaps?watch=true&timeoutSeconds=10&resourceVersion=" + old,
                    null, null);
            assertEquals(200, watch.statusCode(), "watch errors come as an event, as upstream");
            JsonObject event = Json.parseObject(watch.body().trim());
            assertEquals("ERROR", Json.string(event, "type"));
            JsonObject status = event.getAsJsonObject("object");
            assertEquals(410, status.get("code").getAsInt());
            assertEquals("Expired", Json.string(status, "reason"));
            assertTrue(Json.string(status, "message").startsWith("too old resource version: " + old), status.toString());
        } finally {
            store.setHistoryLimit(4096);
        }
    }

    @Test
    void aWatchFromResourceVersionOneIsExpiredNotAReplay() {
        HttpResponse<String> watch = cluster.kubectl("GET",
                "/api/v1/namespaces?watch=true&timeoutSeconds=10&resourceVersion=1", null, null);
        JsonObject event = Json.parseObject(watch.body().trim());
        assertEquals("ERROR", Json.string(event, "type"), "a real cluster compacted its bootstrap long ago");
        assertEquals(410, event.getAsJsonObject("object").get("code").getAsInt());
    }

    @Test
    void aConnectionStaysUsableAfterAWatchEndsAsWithGoNetHttp() {
        // kube-apiserver (Go net/http) ends a watch's chunked body and keeps the connection; a client
        // that pooled it then sends a POST on it, which it may not retry if the server had closed it.
        for (int i = 0; i < 20; i++) {
            cluster.kubectl("GET", "/api/v1/namespaces?watch=true&timeoutSeconds=10&resourceVersion=1", null, null);
            HttpResponse<String> created = cluster.kubectl("POST", "/api/v1/namespaces/default/configmaps", JSON,
                    "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"after-watch-" + i
                            + "\"}}");
            assertEquals(201, created.statusCode(), created.body());
        }
    }

    @Test
    void versionHealthAndProtobuf() {
        assertEquals("v1.33.3", cluster.client.getKubernetesVersion().getGitVersion());
        assertEquals("33", cluster.client.getKubernetesVersion().getMinor());
        for (String path : List.of("/healthz", "/livez", "/readyz")) {
            HttpResponse<String> health = cluster.kubectl("GET", path, null, null);
            assertEquals(200, health.statusCode(), path);
            assertEquals("ok", health.body());
        }
        HttpResponse<String> protobuf = cluster.kubectl("POST", "/api/v1/namespaces/default/configmaps",
                "application/vnd.kubernetes.protobuf", "k8s\u0000");
        assertEquals(415, protobuf.statusCode(), protobuf.body());
        assertEquals("UnsupportedMediaType", Json.string(Json.parseObject(protobuf.body()), "reason"));
        HttpResponse<String> yaml = cluster.kubectl("POST", "/api/v1/namespaces/default/configmaps",
                "application/yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: from-yaml}\n");
        assertEquals(201, yaml.statusCode(), yaml.body());
        assertFalse(yaml.body().isEmpty());
    }

    @Test
    void deploymentsServeTheScaleSubresource() {
        cluster.client.apps().deployments().inNamespace("default").resource(
                new io.fabric8.kubernetes.api.model.apps.DeploymentBuilder()
                        .withNewMetadata().withName("scaled").endMetadata()
                        .withNewSpec().withReplicas(1).withNewSelector().addToMatchLabels("app", "scaled").endSelector()
                        .withNewTemplate().withNewMetadata().addToLabels("app", "scaled").endMetadata()
                        .withNewSpec().addNewContainer().withName("c").withImage("busybox").endContainer().endSpec()
                        .endTemplate().endSpec().build()).create();
        String path = "/apis/apps/v1/namespaces/default/deployments/scaled/scale";
        HttpResponse<String> read = cluster.kubectl("GET", path, null, null);
        assertEquals(200, read.statusCode(), read.body());
        JsonObject scale = Json.parseObject(read.body());
        assertEquals("Scale", Json.string(scale, "kind"));
        assertEquals("autoscaling/v1", Json.string(scale, "apiVersion"));
        assertEquals(1, scale.getAsJsonObject("spec").get("replicas").getAsInt());
        assertEquals("app=scaled", Json.string(scale.getAsJsonObject("status"), "selector"));

        // kubectl scale --replicas=3 sends a merge patch to /scale.
        HttpResponse<String> patched = cluster.kubectl("PATCH", path, "application/merge-patch+json",
                "{\"spec\":{\"replicas\":3}}");
        assertEquals(200, patched.statusCode(), patched.body());
        assertEquals(3, cluster.client.apps().deployments().inNamespace("default").withName("scaled").get()
                .getSpec().getReplicas());

        HttpResponse<String> negative = cluster.kubectl("PUT", path, JSON,
                "{\"apiVersion\":\"autoscaling/v1\",\"kind\":\"Scale\",\"metadata\":{\"name\":\"scaled\"},"
                        + "\"spec\":{\"replicas\":-1}}");
        assertEquals(422, negative.statusCode(), negative.body());
        assertEquals(404, cluster.kubectl("GET", "/api/v1/namespaces/default/configmaps/x/scale", null, null)
                .statusCode(), "only Deployments serve /scale here");
    }

    private static ConfigMap configMap(String name) {
        return new ConfigMapBuilder().withNewMetadata().withName(name).endMetadata().withData(Map.of("a", "1")).build();
    }

    private static List<String> names(JsonObject list) {
        List<String> names = new ArrayList<>();
        list.getAsJsonArray("items").forEach(i -> names.add(Json.name(i.getAsJsonObject())));
        return names;
    }
}
