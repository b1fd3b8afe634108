package com.vkcsgpu.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.FieldSelector;
import com.vkcsgpu.emulator.kube.KubeFaults;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.LabelSelector;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Values;
import com.vkcsgpu.provider.k8s.KubeTestCluster;
import com.vkcsgpu.provider.k8s.helm.FixtureChart;
import com.vkcsgpu.provider.k8s.readiness.GpuClusterSim;
import com.vkcsgpu.provider.resources.gpu.OperatorReleaseResource;
import com.vkcsgpu.provider.resources.gpu.ReadinessGateResource;
import com.vkcsgpu.provider.wire.StructCodec;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.StatusRuntimeException;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pulumirpc.Provider.CreateRequest;
import pulumirpc.Provider.CreateResponse;
import pulumirpc.ResourceProviderGrpc;

/**
 * {@code kill -9} of the plugin process in the middle of an OperatorRelease apply and of a ReadinessGate wait: the
 * engine got no answer, so it recorded nothing and the next up creates again, in a new plugin process; that create
 * completes with one of each object (server-side apply by name adopts what the killed one wrote).
 */
class PluginKilledMidOperationTest {
    private static final String RELEASE_URN = "urn:pulumi:dev::gpu::vkcs-gpu:gpu:OperatorRelease::operator";
    private static final String GATE_URN = "urn:pulumi:dev::gpu::vkcs-gpu:gpu:ReadinessGate::gate";

    @TempDir
    Path dir;

    /** The plugin as the engine starts it. */
    private final class Plugin implements AutoCloseable {
        final Process process;
        final ManagedChannel channel;
        final ResourceProviderGrpc.ResourceProviderFutureStub stub;

        Plugin() throws Exception {
            ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), Main.class.getName(), "127.0.0.1:1")
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            pb.environment().put("VKCS_GPU_TEST_CLOUD_DIR", dir.resolve("cloud").toString());
            process = pb.start();
            int port = Integer.parseInt(new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8)).readLine().trim());
            channel = ManagedChannelBuilder.forAddress("127.0.0.1", port).usePlaintext().build();
            stub = ResourceProviderGrpc.newFutureStub(channel);
        }

        com.google.common.util.concurrent.ListenableFuture<CreateResponse> create(String urn, String type,
                                                                                   Map<String, Object> inputs) {
            return stub.withDeadlineAfter(120, TimeUnit.SECONDS).create(CreateRequest.newBuilder().setUrn(urn)
                    .setType(type).setProperties(StructCodec.encode(inputs)).build());
        }

        void kill9() throws InterruptedException {
            process.destroyForcibly(); // SIGKILL: no shutdown hook, no cancellation
            assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        }

        @Override
        public void close() {
            channel.shutdownNow();
            process.destroyForcibly();
        }
    }

    private static void awaitTrue(java.util.function.BooleanSupplier condition, String what) {
        Instant deadline = Instant.now().plusSeconds(60);
        while (!condition.getAsBoolean()) {
            assertTrue(Instant.now().isBefore(deadline), "never " + what);
            Thread.onSpinWait();
        }
    }

    @Test
    void killedMidApplyTheNextUpCompletesTheReleaseWithoutDuplicates() throws Exception {
        try (KubeTestCluster cluster = new KubeTestCluster("killed")) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kubeconfig", cluster.kubeconfig());
            m.put("chart", Map.of("localPath", FixtureChart.directory().toString()));
            m.put("chartVersion", FixtureChart.VERSION);
            Map<String, Object> inputs = new ResourceHandler<>(new OperatorReleaseResource(), new OperationTracker())
                    .check(m).inputs();
            // The ClusterPolicy is applied last: its PATCH hangs, so the plugin is mid-apply when it is killed.
            KubeFaults faults = cluster.server().faults();
            faults.inject(KubeFaults.Fault.hang("PATCH", "/apis/nvidia.com/v1/clusterpolicies/.*", 1));
            try (Plugin first = new Plugin()) {
                var create = first.create(RELEASE_URN, OperatorReleaseResource.TOKEN, inputs);
                awaitTrue(() -> faults.pending().isEmpty() || create.isDone(), "reached the ClusterPolicy");
                first.kill9();
                assertThrows(java.util.concurrent.ExecutionException.class, () -> create.get(30, TimeUnit.SECONDS),
                        "the killed plugin never answered");
            }
            KubeStore store = cluster.store();
            assertTrue(store.get(BuiltinTypes.DEPLOYMENT, "gpu-operator", "gpu-operator").isPresent(),
                    "the killed apply got as far as the operator");

            try (Plugin next = new Plugin()) {
                CreateResponse created = next.create(RELEASE_URN, OperatorReleaseResource.TOKEN, inputs)
                        .get(120, TimeUnit.SECONDS);
                assertEquals("gpu-operator/gpu-operator", created.getId());
                @SuppressWarnings("unchecked")
                List<Map<String, Object>> applied = (List<Map<String, Object>>) Values.unwrap(
                        StructCodec.decode(created.getProperties()).get("appliedObjects"));
                assertEquals(applied.size(), applied.stream().map(o -> o.get("kind") + "/" + o.get("namespace") + "/"
                        + o.get("name")).distinct().count(), "each object once: " + applied);
            }
            assertEquals(1, store.list(store.type("nvidia.com/v1", "ClusterPolicy"), null, LabelSelector.ALL,
                    FieldSelector.ALL).size());
            List<JsonObject> deployments = store.list(BuiltinTypes.DEPLOYMENT, "gpu-operator", LabelSelector.ALL,
                    FieldSelector.ALL);
            assertEquals(deployments.size(), deployments.stream().map(d -> FieldSelector.valueAt(d, "metadata.name"))
                    .distinct().count());
        }
    }

    @Test
    void killedMidGateTheNextUpsGatePasses() throws Exception {
        try (GpuClusterSim cluster = new GpuClusterSim()) {
            cluster.nodes("h200", List.of(), "h200-0");
            cluster.gpuPresent("h200-0");
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kubeconfig", cluster.kubeconfig());
            m.put("pools", List.of(Map.of("name", "h200", "expectedNodes", 1.0, "gpusPerNode", 8.0)));
            Map<String, Object> inputs = new ResourceHandler<>(new ReadinessGateResource(), new OperationTracker())
                    .check(m).inputs();
            try (Plugin first = new Plugin()) {
                var gate = first.create(GATE_URN, ReadinessGateResource.TOKEN, inputs);
                awaitTrue(() -> cluster.api.faults().openWatches() > 0 || gate.isDone(), "watched");
                first.kill9();
                assertThrows(java.util.concurrent.ExecutionException.class, () -> gate.get(30, TimeUnit.SECONDS));
            }
            awaitTrue(() -> cluster.api.faults().openWatches() == 0, "closed the killed plugin's watches");
            cluster.reconciled();
            cluster.validator("h200-0", 4);
            cluster.advertise("h200-0", 8, "580.126.20");
            try (Plugin next = new Plugin()) {
                CreateResponse passed = next.create(GATE_URN, ReadinessGateResource.TOKEN, inputs).get(120, TimeUnit.SECONDS);
                assertEquals(Boolean.TRUE, StructCodec.decode(passed.getProperties()).get("ready"));
            }
        }
    }
}
