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
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
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
            return stub.withDeadlineAfter(10, TimeUnit.MINUTES).create(CreateRequest.newBuilder().setUrn(urn)
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

    private static Map<String, Object> releaseInputs(KubeTestCluster cluster) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kubeconfig", cluster.kubeconfig());
        m.put("chart", Map.of("localPath", FixtureChart.directory().toString()));
        m.put("chartVersion", FixtureChart.VERSION);
        return new ResourceHandler<>(new OperatorReleaseResource(), new OperationTracker()).check(m).inputs();
    }

    private static Map<String, Object> gateInputs(GpuClusterSim cluster) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kubeconfig", cluster.kubeconfig());
        m.put("pools", List.of(Map.of("name", "h200", "expectedNodes", 1.0, "gpusPerNode", 8.0)));
        return new ResourceHandler<>(new ReadinessGateResource(), new OperationTracker()).check(m).inputs();
    }

    /** One plugin killed while it applies a release and waits at a gate (two clusters), then the next up in a new one. */
    @Test
    void killedMidApplyAndMidGateTheNextUpCompletesBothWithoutDuplicates() throws Exception {
        try (KubeTestCluster cluster = new KubeTestCluster("killed"); GpuClusterSim gpus = new GpuClusterSim()) {
            gpus.nodes("h200", List.of(), "h200-0");
            gpus.gpuPresent("h200-0");
            Map<String, Object> release = releaseInputs(cluster);
            Map<String, Object> gate = gateInputs(gpus);
            // The ClusterPolicy is applied last: its PATCH hangs, so the plugin is mid-apply when it is killed.
            KubeFaults faults = cluster.server().faults();
            faults.inject(KubeFaults.Fault.hang("PATCH", "/apis/nvidia.com/v1/clusterpolicies/.*", 1));
            try (Plugin first = new Plugin()) {
                var applying = first.create(RELEASE_URN, OperatorReleaseResource.TOKEN, release);
                var waiting = first.create(GATE_URN, ReadinessGateResource.TOKEN, gate);
                // a plugin's start, a chart render in a Helm process and an apply: minutes on a saturated machine
                Poll.until("the plugin to reach the ClusterPolicy and watch the GPU cluster", Duration.ofMinutes(5),
                        () -> (faults.pending().isEmpty() || applying.isDone())
                                && (gpus.api.faults().openWatches() > 0 || waiting.isDone()),
                        () -> "ClusterPolicy PATCH pending: " + !faults.pending().isEmpty() + ", release answered: "
                                + applying.isDone() + ", open watches: " + gpus.api.faults().openWatches()
                                + ", gate answered: " + waiting.isDone());
                first.kill9();
                assertThrows(ExecutionException.class, () -> applying.get(30, TimeUnit.SECONDS),
                        "the killed plugin never answered the release");
                assertThrows(ExecutionException.class, () -> waiting.get(30, TimeUnit.SECONDS),
                        "the killed plugin never answered the gate");
            }
            KubeStore store = cluster.store();
            assertTrue(store.get(BuiltinTypes.DEPLOYMENT, "gpu-operator", "gpu-operator").isPresent(),
                    "the killed apply got as far as the operator");
            gpus.reconciled();
            gpus.validator("h200-0", 4);
            gpus.advertise("h200-0", 8, "580.126.20");

            // The engine recorded neither create: the next up creates both again.
            try (Plugin next = new Plugin()) {
                var applied = next.create(RELEASE_URN, OperatorReleaseResource.TOKEN, release);
                var passed = next.create(GATE_URN, ReadinessGateResource.TOKEN, gate);
                CreateResponse created = applied.get(10, TimeUnit.MINUTES);
                assertEquals("gpu-operator/gpu-operator", created.getId());
                @SuppressWarnings("unchecked")
                List<Map<String, Object>> objects = (List<Map<String, Object>>) Values.unwrap(
                        StructCodec.decode(created.getProperties()).get("appliedObjects"));
                assertEquals(objects.size(), objects.stream().map(o -> o.get("kind") + "/" + o.get("namespace") + "/"
                        + o.get("name")).distinct().count(), "each object once: " + objects);
                assertEquals(Boolean.TRUE, StructCodec.decode(passed.get(10, TimeUnit.MINUTES).getProperties())
                        .get("ready"));
            }
            assertEquals(1, store.list(store.type("nvidia.com/v1", "ClusterPolicy"), null, LabelSelector.ALL,
                    FieldSelector.ALL).size());
            List<JsonObject> deployments = store.list(BuiltinTypes.DEPLOYMENT, "gpu-operator", LabelSelector.ALL,
                    FieldSelector.ALL);
            assertEquals(deployments.size(), deployments.stream().map(d -> FieldSelector.valueAt(d, "metadata.name"))
                    .distinct().count());
        }
    }
}
