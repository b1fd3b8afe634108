package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Writes are admitted as kube-apiserver admits them: 422 Invalid for invalid names, pods without
 * containers and workloads whose selector misses their template; unknown fields dropped, with a
 * warning (the default), silently (Ignore) or refused (Strict, 400); custom resources pruned,
 * defaulted and type-checked by their CRD's structural schema.
 */
class AdmissionTest {
    private static final String JSON = "application/json";
    private static TestCluster cluster;

    @BeforeAll
    static void start() {
        cluster = new TestCluster();
        HttpResponse<String> crd = cluster.kubectl("POST", "/apis/apiextensions.k8s.io/v1/customresourcedefinitions",
                JSON, """
                {"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition",
                 "metadata":{"name":"widgets.example.com"},
                 "spec":{"group":"example.com","scope":"Namespaced",
                  "names":{"plural":"widgets","singular":"widget","kind":"Widget"},
                  "versions":[{"name":"v1","served":true,"storage":true,"schema":{"openAPIV3Schema":{
                   "type":"object","properties":{"spec":{"type":"object","required":["mode"],"properties":{
                    "size":{"type":"integer","default":1},
                    "mode":{"type":"string","enum":["fast","safe"]},
                    "labels":{"type":"object","additionalProperties":{"type":"string"}},
                    "raw":{"type":"object","x-kubernetes-preserve-unknown-fields":true},
                    "limits":{"type":"object","properties":{"cpu":{"x-kubernetes-int-or-string":true},
                      "burst":{"type":"boolean","default":false}}}}}}}}}]}}
                """);
        assertEquals(201, crd.statusCode(), crd.body());
    }

    @AfterAll
    static void stop() {
        cluster.close();
    }

    @Test
    void aPodWithoutContainersIsInvalid() {
        HttpResponse<String> response = cluster.kubectl("POST", "/api/v1/namespaces/default/pods", JSON,
                "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"empty\"},\"spec\":{\"containers\":[]}}");
        assertEquals(422, response.statusCode(), response.body());
        JsonObject status = Json.parseObject(response.body());
        assertEquals("Invalid", Json.string(status, "reason"));
        assertEquals("Pod \"empty\" is invalid: spec.containers: Required value", Json.string(status, "message"));
        assertEquals("spec.containers", Json.string(status.getAsJsonObject("details").getAsJsonArray("causes")
                .get(0).getAsJsonObject(), "field"));
        assertEquals(404, cluster.kubectl("GET", "/api/v1/namespaces/default/pods/empty", null, null).statusCode(),
                "nothing was stored");
    }

    @Test
    void aDeploymentWhoseSelectorMissesItsTemplateIsInvalid() {
        KubernetesClientException e = assertThrows(KubernetesClientException.class,
                () -> cluster.client.apps().deployments().inNamespace("default").resource(new DeploymentBuilder()
                        .withNewMetadata().withName("mismatch").endMetadata()
                        .withNewSpec().withNewSelector().addToMatchLabels("app", "a").endSelector()
                        .withNewTemplate().withNewMetadata().addToLabels("app", "b").endMetadata()
                        .withNewSpec().addNewContainer().withName("c").withImage("busybox").endContainer().endSpec()
                        .endTemplate().endSpec().build()).create());
        assertEquals(422, e.getCode());
        assertEquals("Deployment.apps \"mismatch\" is invalid: spec.template.metadata.labels: Invalid value: "
                + "{\"app\":\"b\"}: `selector` does not match template `labels`", e.getStatus().getMessage());
    }

    @Test
    void invalidNamesAndContainersAreAllReportedAtOnce() {
        HttpResponse<String> badName = cluster.kubectl("POST", "/api/v1/namespaces/default/configmaps", JSON,
                "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"Bad_Name\"}}");
        assertEquals(422, badName.statusCode(), badName.body());
        assertTrue(badName.body().contains("metadata.name: Invalid value: \\\"Bad_Name\\\": a lowercase RFC 1123"
                + " subdomain must consist of"), badName.body());

        HttpResponse<String> pod = cluster.kubectl("POST", "/api/v1/namespaces/default/pods", JSON, """
                {"apiVersion":"v1","kind":"Pod","metadata":{"name":"two-errors"},
                 "spec":{"containers":[{"name":"Main"},{"name":"ok","image":"busybox"}]}}
                """);
        assertEquals(422, pod.statusCode(), pod.body());
        String message = Json.string(Json.parseObject(pod.body()), "message");
        assertTrue(message.startsWith("Pod \"two-errors\" is invalid: [spec.containers[0].name: Invalid value: "
                + "\"Main\": a lowercase RFC 1123 label"), message);
        assertTrue(message.endsWith(", spec.containers[0].image: Required value]"), message);
    }

    @Test
    void unknownFieldsOfBuiltInKindsAreDroppedWithAWarningOrRefusedWhenStrict() {
        String body = "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"%s\",\"colour\":\"red\"},"
                + "\"data\":{\"a\":\"1\"},\"dataa\":{\"b\":\"2\"}}";
        HttpResponse<String> strict = cluster.kubectl("POST",
                "/api/v1/namespaces/default/configmaps?fieldValidation=Strict", JSON, body.formatted("strict"));
        assertEquals(400, strict.statusCode(), strict.body());
        assertEquals("strict decoding error: unknown field \"dataa\", unknown field \"metadata.colour\"",
                Json.string(Json.parseObject(strict.body()), "message"));

        HttpResponse<String> warned = cluster.kubectl("POST", "/api/v1/namespaces/default/configmaps", JSON,
                body.formatted("warned"));
        assertEquals(201, warned.statusCode(), warned.body());
        assertEquals(List.of("299 - \"unknown field \\\"dataa\\\"\"", "299 - \"unknown field \\\"metadata.colour\\\"\""),
                warned.headers().allValues("Warning"));
        JsonObject stored = Json.parseObject(cluster.kubectl("GET", "/api/v1/namespaces/default/configmaps/warned",
                null, null).body());
        assertFalse(stored.has("dataa"), stored.toString());
        assertFalse(stored.getAsJsonObject("metadata").has("colour"), stored.toString());

        HttpResponse<String> ignored = cluster.kubectl("POST",
                "/api/v1/namespaces/default/configmaps?fieldValidation=Ignore", JSON, body.formatted("ignored"));
        assertEquals(201, ignored.statusCode(), ignored.body());
        assertTrue(ignored.headers().allValues("Warning").isEmpty());
    }

    @Test
    void customResourcesArePrunedDefaultedAndTypeChecked() {
        String path = "/apis/example.com/v1/namespaces/default/widgets";
        HttpResponse<String> created = cluster.kubectl("POST", path, JSON, """
                {"apiVersion":"example.com/v1","kind":"Widget","metadata":{"name":"w"},
                 "spec":{"mode":"fast","extra":"dropped","labels":{"a":"b"},"raw":{"anything":{"goes":1}},
                  "limits":{"cpu":"500m"}},"status":{"unknown":true}}
                """);
        assertEquals(201, created.statusCode(), created.body());
        JsonObject widget = Json.parseObject(created.body());
        JsonObject spec = widget.getAsJsonObject("spec");
        assertFalse(spec.has("extra"), "pruned: " + spec);
        assertFalse(widget.has("status"), "status is not in the schema: pruned");
        assertEquals(1, spec.get("size").getAsInt(), "defaulted from the schema");
        assertFalse(spec.getAsJsonObject("limits").get("burst").getAsBoolean(), "nested default");
        assertEquals("{\"anything\":{\"goes\":1}}", spec.get("raw").toString(), "preserved unknown fields");
        assertEquals("{\"a\":\"b\"}", spec.get("labels").toString(), "additionalProperties keep their keys");

        HttpResponse<String> strict = cluster.kubectl("POST", path + "?fieldValidation=Strict", JSON, """
                {"apiVersion":"example.com/v1","kind":"Widget","metadata":{"name":"s"},"spec":{"mode":"fast","extra":1}}
                """);
        assertEquals(400, strict.statusCode(), strict.body());
        assertTrue(strict.body().contains("unknown field \\\"spec.extra\\\""), strict.body());

        HttpResponse<String> wrong = cluster.kubectl("POST", path, JSON, """
                {"apiVersion":"example.com/v1","kind":"Widget","metadata":{"name":"bad"},
                 "spec":{"size":"three","mode":"slow","limits":{"cpu":2}}}
                """);
        assertEquals(422, wrong.statusCode(), wrong.body());
        assertEquals("Widget.example.com \"bad\" is invalid: [spec.size: Invalid value: \"string\": spec.size in body"
                + " must be of type integer: \"three\", spec.mode: Unsupported value: \"slow\": supported values: "
                + "\"fast\", \"safe\"]", Json.string(Json.parseObject(wrong.body()), "message"));

        HttpResponse<String> missing = cluster.kubectl("POST", path, JSON,
                "{\"apiVersion\":\"example.com/v1\",\"kind\":\"Widget\",\"metadata\":{\"name\":\"m\"},\"spec\":{}}");
        assertEquals(422, missing.statusCode(), missing.body());
        assertTrue(missing.body().contains("spec.mode: Required value"), missing.body());
    }

    @Test
    void serverSideApplyIsAdmittedToo() {
        HttpResponse<String> applied = cluster.kubectl("PATCH",
                "/apis/example.com/v1/namespaces/default/widgets/applied?fieldManager=vkcs-gpu",
                "application/apply-patch+yaml", """
                apiVersion: example.com/v1
                kind: Widget
                metadata: {name: applied}
                spec: {mode: safe, notInSchema: x}
                """);
        assertEquals(200, applied.statusCode(), applied.body());
        JsonObject spec = Json.parseObject(applied.body()).getAsJsonObject("spec");
        assertFalse(spec.has("notInSchema"), spec.toString());
        assertFalse(applied.body().contains("notInSchema"), "not owned in managedFields either: " + applied.body());
        assertEquals(1, spec.get("size").getAsInt());

        HttpResponse<String> invalid = cluster.kubectl("PATCH",
                "/apis/example.com/v1/namespaces/default/widgets/applied?fieldManager=vkcs-gpu",
                "application/apply-patch+yaml", "{apiVersion: example.com/v1, kind: Widget, metadata: {name: applied},"
                        + " spec: {mode: safe, size: many}}");
        assertEquals(422, invalid.statusCode(), invalid.body());
    }
}
