package com.vkcsgpu.provider.resources.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Values;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.KubeTestCluster;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** ObjectSet create, diff, refresh, update and delete against an emulated cluster. */
class ObjectSetLifecycleTest {
    static final String NS = "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"team-a\"}}";
    static final String CM = """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: settings}
            data: {a: "1"}
            """;
    static final String CRD = """
            apiVersion: apiextensions.k8s.io/v1
            kind: CustomResourceDefinition
            metadata: {name: gadgets.example.com}
            spec:
              group: example.com
              scope: Namespaced
              names: {kind: Gadget, plural: gadgets}
              versions: [{name: v1, served: true, storage: true}]
            """;
    static final String GADGET = """
            apiVersion: example.com/v1
            kind: Gadget
            metadata: {name: g1}
            spec: {size: 3}
            """;

    private final KubeTestCluster cluster = new KubeTestCluster("objectset");
    private final ResourceHandler<ObjectSetArgs, ObjectSetState> handler = new ResourceHandler<>(
            new ObjectSetResource(KubeClients::fromKubeconfig, Duration.ofMillis(20)), new OperationTracker());

    @AfterEach
    void close() {
        cluster.close();
    }

    private Map<String, Object> inputs(String... objects) {
        return inputs(false, objects);
    }

    private Map<String, Object> inputs(boolean force, String... objects) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("forceConflicts", force);
        m.put("kubeconfig", cluster.kubeconfig());
        m.put("objects", List.of(objects));
        m.put("namespace", "team-a");
        ResourceHandler.CheckResult checked = handler.check(m);
        assertEquals(List.of(), checked.failures());
        return checked.inputs();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> applied(Map<String, Object> outputs) {
        return (List<Map<String, Object>>) Values.unwrap(outputs.get("appliedObjects"));
    }

    @Test
    void createRefreshUpdateDelete() {
        Map<String, Object> in = inputs(GADGET, CM, CRD, NS);
        ResourceHandler.Created created = handler.create(in, false, 0, "urn:set", ProgressReporter.NONE);
        assertTrue(created.id().startsWith("objectset-"));
        assertEquals(List.of("Namespace", "CustomResourceDefinition", "ConfigMap", "Gadget"),
                applied(created.outputs()).stream().map(o -> o.get("kind")).toList());
        assertEquals("team-a", applied(created.outputs()).get(3).get("namespace"));
        assertTrue(created.outputs().get("kubeconfig") instanceof Values.Secret, "the kubeconfig stays secret");

        // Same inputs: no diff. Refresh: the server's defaults and metadata are no drift.
        assertFalse(handler.diff(created.outputs(), in, in, List.of()).hasChanges());
        ResourceHandler.ReadResult refreshed = handler.read(created.id(), created.outputs(), in, 0, "urn:set",
                ProgressReporter.NONE);
        assertTrue(Values.sameValue(in.get("objects"), refreshed.inputs().get("objects")), "no drift");

        // Someone edits the ConfigMap: refresh shows the live value at the field the user set.
        cluster.store().edit(BuiltinTypes.CONFIG_MAP, "team-a", "settings", "kubectl-edit", cm -> {
            cm.getAsJsonObject("data").addProperty("a", "edited");
            cm.getAsJsonObject("data").addProperty("extra", "not ours");
            return cm;
        });
        refreshed = handler.read(created.id(), created.outputs(), in, 0, "urn:set", ProgressReporter.NONE);
        Diff drift = handler.diff(refreshed.outputs(), refreshed.inputs(), in, List.of());
        assertEquals(List.of("objects[1]"), drift.entries().stream().map(e -> e.path().toString()).toList());
        @SuppressWarnings("unchecked")
        List<String> seen = (List<String>) Values.unwrap(refreshed.inputs().get("objects"));
        assertTrue(seen.get(1).contains("\"a\":\"edited\"") && !seen.get(1).contains("extra"), seen.get(1));

        // Update: drop the Gadget and change the ConfigMap. The edit made kubectl-edit the owner of
        // data.a, so taking it back is a conflict unless forced deliberately.
        Map<String, Object> conflicting = inputs(CM.replace("\"1\"", "\"2\""), CRD, NS);
        Exception conflict = org.junit.jupiter.api.Assertions.assertThrows(Exception.class, () -> handler.update(
                created.id(), created.outputs(), conflicting, false, 0, "urn:set", ProgressReporter.NONE));
        assertTrue(conflict.getMessage().contains("conflict with \"kubectl-edit\""), conflict.getMessage());
        Map<String, Object> next = inputs(true, CM.replace("\"1\"", "\"2\""), CRD, NS);
        Map<String, Object> updated = handler.update(created.id(), created.outputs(), next, false, 0, "urn:set",
                ProgressReporter.NONE);
        assertEquals(3, applied(updated).size());
        assertTrue(cluster.store().get(cluster.store().type("example.com/v1", "Gadget"), "team-a", "g1").isEmpty());
        JsonObject cm = cluster.store().get(BuiltinTypes.CONFIG_MAP, "team-a", "settings").orElseThrow();
        assertEquals("2", cm.getAsJsonObject("data").get("a").getAsString());

        // Deleted outside: refresh drops it from the inputs, so the next up re-creates it.
        cluster.store().delete(BuiltinTypes.CONFIG_MAP, "team-a", "settings");
        refreshed = handler.read(created.id(), updated, next, 0, "urn:set", ProgressReporter.NONE);
        assertEquals(2, ((List<?>) Values.unwrap(refreshed.inputs().get("objects"))).size());
        assertEquals(2, applied(refreshed.outputs()).size());

        handler.delete(created.id(), refreshed.outputs(), 0, "urn:set", ProgressReporter.NONE);
        assertTrue(cluster.store().get(BuiltinTypes.NAMESPACE, null, "team-a").isEmpty());
        assertTrue(cluster.store().get(BuiltinTypes.CRD, null, "gadgets.example.com").isEmpty());
        // Deleting again (already gone) succeeds; a read then reports the set gone.
        handler.delete(created.id(), refreshed.outputs(), 0, "urn:set", ProgressReporter.NONE);
        assertEquals("", handler.read(created.id(), refreshed.outputs(), next, 0, "urn:set", ProgressReporter.NONE).id());
    }

    /** A Secret manifest given as one secret element of {@code objects}: nowhere in clear in outputs or inputs. */
    @Test
    void aSecretManifestInsideTheListStaysSecretInEveryOutput() {
        String password = "db-password-in-a-manifest";
        String secretManifest = "{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"name\":\"db\"},"
                + "\"stringData\":{\"password\":\"" + password + "\"}}";
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kubeconfig", cluster.kubeconfig());
        m.put("objects", List.of(NS, Values.secret(secretManifest)));
        m.put("namespace", "team-a");
        Map<String, Object> in = handler.check(m).inputs();
        ResourceHandler.Created created = handler.create(in, false, 0, "urn:set", ProgressReporter.NONE);
        ResourceHandler.ReadResult refreshed = handler.read(created.id(), created.outputs(), in, 0, "urn:set",
                ProgressReporter.NONE);
        cluster.store().edit(BuiltinTypes.SECRET, "team-a", "db", "kubectl-edit", secret -> {
            secret.add("stringData", new JsonObject());
            secret.getAsJsonObject("stringData").addProperty("password", password + "-drifted");
            return secret;
        });
        ResourceHandler.ReadResult drifted = handler.read(created.id(), created.outputs(), in, 0, "urn:set",
                ProgressReporter.NONE);
        for (Map<String, Object> values : List.of(in, created.outputs(), refreshed.outputs(), refreshed.inputs(),
                drifted.outputs(), drifted.inputs())) {
            List<String> clear = new java.util.ArrayList<>();
            collectClear(values, password, clear);
            assertEquals(List.of(), clear, "a secret in clear among " + values.keySet());
        }
        assertTrue(((List<?>) created.outputs().get("objects")).get(1) instanceof Values.Secret,
                "the Secret manifest is secret, the Namespace is not: " + created.outputs().get("objects"));
        handler.delete(created.id(), created.outputs(), 0, "urn:set", ProgressReporter.NONE);
    }

    private static void collectClear(Object value, String secret, List<String> into) {
        if (value instanceof String s && s.contains(secret)) {
            into.add(s);
        } else if (value instanceof Map<?, ?> map) {
            map.values().forEach(v -> collectClear(v, secret, into));
        } else if (value instanceof List<?> list) {
            list.forEach(v -> collectClear(v, secret, into));
        }
    }
}
