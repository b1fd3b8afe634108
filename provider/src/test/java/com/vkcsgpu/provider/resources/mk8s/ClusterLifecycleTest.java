package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.CloudBehaviour;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.PartialFailureException;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Values;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code vkcs-gpu:mk8s:Cluster} through the framework's handler against the embedded emulator. */
class ClusterLifecycleTest {
    private static EmulatedMk8s env;
    private static ResourceHandler<?, ?> clusters;

    @BeforeAll
    static void start() {
        env = new EmulatedMk8s();
        clusters = env.resource(ClusterResource.TOKEN);
    }

    @AfterAll
    static void stop() {
        env.close();
    }

    static Map<String, Object> program(String name) {
        return with(Inputs.cluster(), "name", name, "masterFlavorId", env.flavor(EmulatedMk8s.MASTER_FLAVOR));
    }

    private static Map<String, Object> checked(Map<String, Object> inputs) {
        ResourceHandler.CheckResult result = clusters.check(inputs);
        assertEquals(List.of(), result.failures());
        return result.inputs();
    }

    /**
     * The cluster's keystone-auth kubeconfig gets the provider's Keystone token at the API address VK Cloud records
     * for it; the same kubeconfig pointed at another server (a listener on 127.0.0.1) gets nothing: no connection,
     * no token.
     */
    @Test
    void theKeystoneTokenGoesOnlyToTheApiAddressVkCloudRecordsForTheCluster() throws Exception {
        try (EmulatedMk8s own = new EmulatedMk8s()) { // its own cloud: the other tests count this one's requests
            tokenGoesOnlyToTheRecordedAddress(own);
        }
    }

    private static void tokenGoesOnlyToTheRecordedAddress(EmulatedMk8s env) throws Exception {
        ResourceHandler<?, ?> clusters = env.resource(ClusterResource.TOKEN);
        Map<String, Object> inputs = clusters.check(with(Inputs.cluster(), "name", "token-destination",
                "masterFlavorId", env.flavor(EmulatedMk8s.MASTER_FLAVOR))).inputs();
        ResourceHandler.Created created = clusters.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter);
        String kubeconfig = (String) ((Values.Secret) created.outputs().get("kubeconfig")).value();
        String apiAddress = (String) created.outputs().get("apiAddress");
        assertTrue(kubeconfig.contains("command: keystone-auth") && kubeconfig.contains(apiAddress), kubeconfig);
        try (var client = env.kubeClients().apply(kubeconfig)) {
            assertTrue(client.namespaces().list().getItems().size() > 0, "the recorded address is served");
        }
        try (java.net.ServerSocket listener = new java.net.ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
            String elsewhere = "https://127.0.0.1:" + listener.getLocalPort();
            var refused = org.junit.jupiter.api.Assertions.assertThrows(
                    com.vkcsgpu.provider.k8s.KubeOperationException.class,
                    () -> env.kubeClients().apply(kubeconfig.replace(apiAddress, elsewhere)).close());
            assertTrue(refused.getMessage().contains("VK Cloud reports it as the API address of no cluster of project"),
                    refused.getMessage());
            listener.setSoTimeout(200);
            org.junit.jupiter.api.Assertions.assertThrows(java.net.SocketTimeoutException.class,
                    () -> listener.accept().close(), "the listener was connected to");
        }
        clusters.delete(created.id(), created.outputs(), 0, EmulatedMk8s.URN, env.reporter);
    }

    @Test
    void createRefreshImportUpgradeAndDelete() {
        Map<String, Object> inputs = checked(program("lifecycle"));
        ResourceHandler.Created created = clusters.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter);
        String id = created.id();
        assertEquals(id, created.outputs().get("clusterId"));
        assertEquals("RUNNING", created.outputs().get("status"));
        Values.Secret kubeconfig = assertInstanceOf(Values.Secret.class, created.outputs().get("kubeconfig"),
                "the kubeconfig is a secret output");
        assertTrue(((String) kubeconfig.value()).contains("clusters:"), "a kubeconfig: " + kubeconfig);
        assertTrue(env.progress.stream().anyMatch(line -> line.startsWith("cluster " + id + ": PROVISIONING for")),
                "progress while provisioning: " + env.progress);

        ResourceHandler.ReadResult refreshed = clusters.read(id, created.outputs(), inputs, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals(inputs, refreshed.inputs(), "refresh right after create shows no drift");
        assertFalse(Diffs.diff(clusters, refreshed.inputs(), program("lifecycle")).hasChanges());

        ResourceHandler.ReadResult imported = clusters.read(id, null, null, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals(id, imported.id());
        assertEquals("lifecycle", imported.inputs().get("name"));
        assertEquals(List.of("GZ1"), imported.inputs().get("availabilityZones"));
        assertFalse(Diffs.diff(clusters, imported.inputs(), program("lifecycle")).hasChanges(),
                "import by id yields the inputs the program declares: " + imported.inputs());

        Map<String, Object> upgraded = checked(with(program("lifecycle"), "version", "v1.34.2",
                "masterFlavorId", env.flavor("STD3-8-16")));
        assertEquals("masterFlavorId version", Diffs.summary(clusters.diff(Map.of(), inputs, upgraded, List.of())));
        env.cloud.clearRequests();
        Map<String, Object> outputs = clusters.update(id, created.outputs(), upgraded, false, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals("v1.34.2", outputs.get("version"));
        var cluster = env.cluster("lifecycle").orElseThrow();
        assertEquals("v1.34.2", cluster.version());
        assertEquals("STD3-8-16", cluster.masterFlavorName());
        List<String> changes = env.cloud.requests().stream()
                .filter(r -> r.route().endsWith(":upgrade") || r.route().endsWith(":scaleControlPlane"))
                .map(r -> r.route().substring(r.route().indexOf(':'))).toList();
        assertEquals(List.of(":upgrade", ":scaleControlPlane"), changes, "upgrade first, then the control plane, once each");

        clusters.delete(id, outputs, 0, EmulatedMk8s.URN, env.reporter);
        assertTrue(env.cluster("lifecycle").isEmpty(), "delete waits until the cluster is gone");
        assertEquals("", clusters.read(id, outputs, upgraded, 0, EmulatedMk8s.URN, env.reporter).id(),
                "refresh of a deleted cluster says it is gone");
        clusters.delete(id, outputs, 0, EmulatedMk8s.URN, env.reporter); // already gone: still success
    }

    @Test
    void anExternalNetworkVkChoseIsNotDriftAndCiliumRefusedByVkIsAnInputErrorNamingIt() {
        CloudBehaviour before = env.cloud.behaviour();
        try {
            env.cloud.behaviour(before.withAutoExternalNetwork(true).withCiliumAccepted(false));
            Map<String, Object> inputs = checked(program("auto-network"));
            ResourceHandler.Created created = clusters.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter);
            assertFalse(env.outOfBand().clusters().findCluster(created.id()).orElseThrow().networkConfig().engine()
                    .sprutEngine().externalNetworkId().isEmpty(), "VK chose one and returns it on read");

            ResourceHandler.ReadResult refreshed = clusters.read(created.id(), created.outputs(), inputs, 0,
                    EmulatedMk8s.URN, env.reporter);
            assertEquals(null, refreshed.inputs().get("externalNetworkId"), "the network VK chose is no input");
            assertFalse(Diffs.diff(clusters, refreshed.inputs(), program("auto-network")).hasChanges(),
                    "the network VK chose must not replace the cluster: " + refreshed.inputs());
            clusters.delete(created.id(), created.outputs(), 0, EmulatedMk8s.URN, env.reporter);

            RuntimeException refused = assertThrows(RuntimeException.class, () -> clusters.create(
                    checked(with(program("cilium"), "networkPlugin", "cilium")), false, 0, EmulatedMk8s.URN, env.reporter));
            assertTrue(refused.getMessage().contains("Currently, only calico is supported"), refused.getMessage());
            assertTrue(env.cluster("cilium").isEmpty());
        } finally {
            env.cloud.behaviour(before);
        }
    }

    @Test
    void aFailedWaitAfterAcceptanceKeepsPartialStateAndTheNextUpResumes() {
        env.cloud.clearRequests(); // the class's other tests create clusters too
        Map<String, Object> inputs = checked(program("partial"));
        PartialFailureException failure = assertThrows(PartialFailureException.class,
                () -> clusters.create(inputs, false, 0.05, EmulatedMk8s.URN, env.reporter),
                "provisioning takes longer than the 50 ms timeout");
        String id = failure.id();
        assertEquals(id, failure.outputs().get("clusterId"));
        assertTrue(failure.getMessage().contains("timed out"), failure.getMessage());
        assertEquals(1, env.cloud.requestCount("POST", "clusters"));

        // The engine records the resource with init errors and calls Update on the next `up`.
        Map<String, Object> resumed = clusters.update(id, failure.outputs(), inputs, false, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals("RUNNING", resumed.get("status"));
        assertInstanceOf(Values.Secret.class, resumed.get("kubeconfig"));
        assertEquals(1, env.cloud.requestCount("POST", "clusters"), "resuming never creates a second cluster");
        clusters.delete(id, resumed, 0, EmulatedMk8s.URN, env.reporter);
    }

    @Test
    void aGpuMasterFlavorFailsWithAHelpfulMessageAndLeavesNothing() {
        Map<String, Object> inputs = checked(with(program("gpu-masters"), "masterFlavorId", env.flavor("GPU1A-32-96-A100-1")));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> clusters.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter));
        assertTrue(e.getMessage().contains("masters need a CPU flavor"), e.getMessage());
        assertTrue(env.cluster("gpu-masters").isEmpty());
    }
}
