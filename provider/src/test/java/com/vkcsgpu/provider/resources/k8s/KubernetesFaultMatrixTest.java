package com.vkcsgpu.provider.resources.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.KubeFaults;
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
 * ObjectSet under faults of the cluster's Kubernetes API: each either recovers, or fails as a failure the
 * provider understands (a code the engine reads as "nothing happened", a message naming the object and the
 * cause, no Java class name), and the next apply with the fault gone completes with one of each object.
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

    static Stream<Arguments> faults() {
        return Stream.of(
                Arguments.of("429 from the API", KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 429, 2)),
                Arguments.of("503 from the API", KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 503, 2)),
                Arguments.of("500 from the API", KubeFaults.Fault.status("PATCH", CONFIG_MAPS, 500, 1)),
                Arguments.of("connection dropped", KubeFaults.Fault.drop("PATCH", CONFIG_MAPS, 1)),
                Arguments.of("API unreachable for a while", KubeFaults.Fault.drop("*", ".*", 40)),
                Arguments.of("token expired (401)", KubeFaults.Fault.status("*", ".*", 401, 40)));
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
                                                                                     KubeFaults.Fault fault) {
        Map<String, Object> in = inputs();
        cluster.server().faults().inject(fault);
        String outcome;
        String id = null;
        try {
            id = handler.create(in, false, 0, "urn:set", ProgressReporter.NONE).id();
            outcome = "recovered";
        } catch (ProviderException e) {
            String message = e.getMessage();
            assertFalse(message.matches("(?s).*\\b\\w+(Exception|Error)\\b.*"), "a Java class name in: " + message);
            assertTrue(message.contains("ConfigMap") || message.contains("Kubernetes API"),
                    "the failure names what it was doing: " + message);
            outcome = "failed: " + e.kind() + ": " + message;
        }
        System.err.println("ObjectSet under " + name + ": " + outcome);
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
