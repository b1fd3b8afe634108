package com.vkcsgpu.provider.resources.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.KubeFaults;
import com.vkcsgpu.provider.framework.FailureKind;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.framework.ProviderException;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.KubeTestCluster;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * ObjectSet under faults of the cluster's Kubernetes API: each ends as its case expects, recovered or failed with
 * a given kind (the code the engine reads) and a message naming what it was doing and the cause (no Java class
 * name), and the next apply with the fault gone completes with one of each object.
 */
class KubernetesFaultMatrixTest {
    private static final String CM = """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: settings}
            data: {a: "1"}
            """;
    private static final String NS = "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"team-a\"}}";
    private static final String CONFIG_MAPS = "/api/v1/namespaces/team-a/configmaps(/settings)?";

    private final KubeTestCluster cluster = new KubeTestCluster("faults");
    private final ResourceHandler<ObjectSetArgs, ObjectSetState> handler = new ResourceHandler<>(
            new ObjectSetResource(KubeClients::fromKubeconfig, Duration.ofMillis(20)), new OperationTracker());

    @AfterEach
    void close() {
        cluster.close();
    }

    /**
     * What an apply under a fault must end in: recovered (a null kind), or the failure of that kind whose message
     * starts with what it was doing and carries the cause.
     */
    record Expected(FailureKind kind, String doing, String cause) {
        static Expected recovered() {
            return new Expected(null, null, null);
        }

        static Expected failure(FailureKind kind, String doing, String cause) {
            return new Expected(kind, doing, cause);
        }

        @Override
        public String toString() {
            return kind == null ? "recovered" : "failed: " + kind + ": " + doing + " ... " + cause;
        }
    }

    static Stream<Arguments> faults() {
        String noAnswer = "no answer from the cluster's Kubernetes API (Connection was closed)";
        return Stream.of(
                // KubeClients lets fabric8 retry 429 and 5xx answers (requestRetryBackoffLimit), so a few are survived
                Arguments.of("429 from the API", KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 429, 2), Expected.recovered()),
                Arguments.of("503 from the API", KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 503, 2), Expected.recovered()),
                Arguments.of("500 from the API", KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 500, 1), Expected.recovered()),
                // a dropped apply may or may not have been carried out: the engine must not assume nothing happened
                Arguments.of("connection dropped", KubeFaults.Fault.drop("PATCH", CONFIG_MAPS, 1), Expected.failure(
                        FailureKind.OUTCOME_UNKNOWN, "apply of v1 ConfigMap team-a/settings failed: ", noAnswer)),
                Arguments.of("API unreachable for a while", KubeFaults.Fault.drop("*", ".*", 40), Expected.failure(
                        FailureKind.UNAVAILABLE, "API discovery of v1 failed: ", noAnswer)),
                Arguments.of("token expired (401)", KubeFaults.Fault.status("*", ".*", 401, 40), Expected.failure(
                        FailureKind.UNAUTHENTICATED, "API discovery of v1 failed: ",
                        "the cluster's Kubernetes API refused the credentials (HTTP 401: injected fault: HTTP 401)")));
    }

    private Map<String, Object> inputs() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kubeconfig", cluster.kubeconfig());
        m.put("objects", List.of(NS, CM));
        m.put("namespace", "team-a");
        ResourceHandler.CheckResult checked = handler.check(m);
        assertEquals(List.of(), checked.failures());
        return checked.inputs();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void applyRecoversOrFailsWithADiagnosisAndTheNextApplyCompletesWithoutDuplicates(String name,
                                                                                     KubeFaults.Fault fault,
                                                                                     Expected expected) {
        Map<String, Object> in = inputs();
        cluster.server().faults().inject(fault);
        String id = null;
        try {
            id = handler.create(in, false, 0, "urn:set", ProgressReporter.NONE).id();
            assertNull(expected.kind(), "recovered, where " + expected + " was expected");
        } catch (ProviderException e) {
            String message = e.getMessage();
            assertEquals(expected.kind(), e.kind(), "under " + name + ": " + message);
            assertTrue(message.startsWith(expected.doing()) && message.contains(expected.cause()),
                    "the failure names what it was doing and the cause (" + expected + "): " + message);
            assertFalse(message.matches("(?s).*\\b\\w+(Exception|Error)\\b.*"), "a Java class name in: " + message);
        }
        cluster.server().faults().clear();

        // The next up: a create when the failed one left nothing in state, an update of the partial state otherwise.
        if (id == null) {
            id = handler.create(in, false, 0, "urn:set", ProgressReporter.NONE).id();
        }
        assertTrue(id.startsWith("objectset-"), id);
        assertEquals(1, cluster.store().list(BuiltinTypes.CONFIG_MAP, "team-a",
                com.vkcsgpu.emulator.kube.LabelSelector.ALL, com.vkcsgpu.emulator.kube.FieldSelector.ALL).stream()
                .filter(cm -> cm.getAsJsonObject("metadata").get("name").getAsString().equals("settings")).count());
        assertEquals("1", cluster.store().get(BuiltinTypes.CONFIG_MAP, "team-a", "settings").orElseThrow()
                .getAsJsonObject("data").get("a").getAsString());
    }
}
