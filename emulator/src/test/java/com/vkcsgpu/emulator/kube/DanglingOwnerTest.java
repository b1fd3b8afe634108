package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A dependent written after its owner went (a reconcile that read the owner just before it was deleted) is collected,
 * as kube-controller-manager's garbage collector collects an object whose owners are all absent.
 */
class DanglingOwnerTest extends OneClusterTest {

    @Test
    void aDaemonSetWrittenAfterItsOwnerWasDeletedIsCollected() throws InterruptedException {
        HttpResponse<String> crd = cluster.kubectl("POST", "/apis/apiextensions.k8s.io/v1/customresourcedefinitions",
                "application/json", """
                {"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition",
                 "metadata":{"name":"policies.example.com"},
                 "spec":{"group":"example.com","scope":"Cluster",
                  "names":{"plural":"policies","singular":"policy","kind":"Policy"},
                  "versions":[{"name":"v1","served":true,"storage":true,"schema":{"openAPIV3Schema":{
                   "type":"object","x-kubernetes-preserve-unknown-fields":true}}}]}}
                """);
        assertEquals(201, crd.statusCode(), crd.body());
        KubeStore store = cluster.server.store();
        ResourceType policyType = store.registry().findKind("example.com/v1", "Policy").orElseThrow();
        cluster.server.garbageCollector().watchOwners(policyType);
        HttpResponse<String> created = cluster.kubectl("POST", "/apis/example.com/v1/policies", "application/json",
                "{\"apiVersion\":\"example.com/v1\",\"kind\":\"Policy\",\"metadata\":{\"name\":\"p\"}}");
        assertEquals(201, created.statusCode(), created.body());
        JsonObject policy = JsonParser.parseString(created.body()).getAsJsonObject();
        JsonObject orphan = daemonSetOwnedBy(policy, "written-late");
        JsonObject kept = daemonSetOwnedBy(policy, "written-before");
        createDaemonSet(kept);

        cluster.kubectl("DELETE", "/apis/example.com/v1/policies/p", "application/json", "");
        awaitGone("written-before");
        createDaemonSet(orphan);

        awaitGone("written-late");
    }

    private static void createDaemonSet(JsonObject ds) {
        HttpResponse<String> created = cluster.kubectl("POST", "/apis/apps/v1/namespaces/default/daemonsets",
                "application/json", ds.toString());
        assertEquals(201, created.statusCode(), created.body());
    }

    private static JsonObject daemonSetOwnedBy(JsonObject owner, String name) {
        JsonObject ds = JsonParser.parseString("""
                {"apiVersion":"apps/v1","kind":"DaemonSet","metadata":{"name":"%s","namespace":"default"},
                 "spec":{"selector":{"matchLabels":{"app":"%s"}},"template":{"metadata":{"labels":{"app":"%s"}},
                  "spec":{"containers":[{"name":"c","image":"i"}]}}}}
                """.formatted(name, name, name)).getAsJsonObject();
        Owners.setController(ds, owner);
        return ds;
    }

    private static void awaitGone(String daemonSet) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        Optional<JsonObject> left = cluster.server.store().get(BuiltinTypes.DAEMON_SET, "default", daemonSet);
        while (left.isPresent() && Instant.now().isBefore(deadline)) {
            Thread.sleep(20);
            left = cluster.server.store().get(BuiltinTypes.DAEMON_SET, "default", daemonSet);
        }
        assertTrue(left.isEmpty(), daemonSet + " was collected");
    }
}
