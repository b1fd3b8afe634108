package com.vkcsgpu.examples.bench;

import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import com.vkcsgpu.provider.k8s.readiness.ClusterSnapshot;
import com.vkcsgpu.provider.k8s.readiness.GateEvaluation;
import com.vkcsgpu.provider.k8s.readiness.GateDiagnosis;
import com.vkcsgpu.provider.k8s.readiness.GateEvaluator;
import com.vkcsgpu.provider.k8s.readiness.GateReport;
import com.vkcsgpu.provider.k8s.readiness.GateSettings;
import com.vkcsgpu.provider.k8s.readiness.GpuReadiness;
import com.vkcsgpu.provider.k8s.readiness.PoolExpectation;
import com.vkcsgpu.provider.wait.WaitControl;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The readiness gate over N GPU nodes of an emulated cluster written ready ({@link ReadyCluster}): how long one
 * verdict takes over the ready cluster, how long the waiting gate takes to answer READY after the last readiness
 * change, and how much heap the gate's caches hold.
 *
 * <p>The last change is the bench's own: one node is labelled as upgrading its driver, the gate starts and reports
 * that node, and the bench labels it {@code upgrade-done}; the latency runs from that write to the gate's READY.
 */
final class GateAtScale {
    private static final String NAMESPACE = ReadyCluster.NAMESPACE;
    private static final String POLICY = "cluster-policy";
    private static final int VERDICT_RUNS = 5;
    private static final Duration WAIT_LIMIT = Duration.ofMinutes(10);
    private static final ResourceDefinitionContext CLUSTER_POLICY = new ResourceDefinitionContext.Builder()
            .withGroup("nvidia.com").withVersion("v1").withKind("ClusterPolicy").withPlural("clusterpolicies")
            .withNamespaced(false).build();
    /** One size's figures; {@code gateHeapBytes} is negative when not measured. */
    record Figures(int nodes, long writeMillis, double verdictMillis, long latencyMillis, long gateHeapBytes) {
    }

    private GateAtScale() {
    }

    static Figures measure(int nodes, boolean measureHeap) throws Exception {
        EmulatorCa ca = EmulatorCa.generate("bench CA");
        try (KubeApiServer server = KubeApiServer.start("bench", ca);
                KubernetesClient client = client(server, ca)) {
            long start = System.nanoTime();
            ReadyCluster.write(server, nodes);
            long writeMillis = (System.nanoTime() - start) / 1_000_000;
            GateSettings settings = GateSettings.of(NAMESPACE, POLICY, List.of(PoolExpectation.of("l4", nodes, 1)))
                    .scaled(0.001);
            double verdictMillis = verdictMillis(client, settings);
            setUpgradeState(server, "gpu-0", "upgrade-required");

            long heapBefore = measureHeap ? usedHeapAfterGc() : -1;
            long[] heapWhileWaiting = {-1};
            CountDownLatch waitingForTheLastNode = new CountDownLatch(1);
            GateEvaluator gate = new GateEvaluator(client, settings, Clock.systemUTC());
            Instant deadline = Instant.now().plus(WAIT_LIMIT);
            CompletableFuture<GateEvaluator.Result> result = CompletableFuture.supplyAsync(() -> gate.await(
                    until(deadline), report -> {
                        if (waitingForTheLastNode.getCount() > 0 && waitsForTheLastNode(report)) {
                            if (measureHeap) {
                                heapWhileWaiting[0] = usedHeapAfterGc();
                            }
                            waitingForTheLastNode.countDown();
                        }
                    }));
            if (!waitingForTheLastNode.await(WAIT_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
                throw new IllegalStateException("the gate never reported gpu-0 upgrading");
            }
            long changed = System.nanoTime();
            setUpgradeState(server, "gpu-0", "upgrade-done");
            GateEvaluator.Result end = result.get(WAIT_LIMIT.toSeconds(), TimeUnit.SECONDS);
            long latencyMillis = (System.nanoTime() - changed) / 1_000_000;
            if (end.outcome() != GateEvaluator.Outcome.READY) {
                throw new IllegalStateException("the gate ended " + end.outcome() + ": " + end.message());
            }
            long gateHeap = measureHeap ? heapWhileWaiting[0] - heapBefore : -1;
            return new Figures(nodes, writeMillis, verdictMillis, latencyMillis, gateHeap);
        }
    }

    private static boolean waitsForTheLastNode(GateReport report) {
        return report.verdict().diagnosis() == GateDiagnosis.DRIVER_UPGRADE_IN_PROGRESS
                && "gpu-0".equals(report.verdict().params().get(GateDiagnosis.NODE));
    }

    /** The median time of one verdict over the whole cluster as listed once (pure evaluation, no API call). */
    private static double verdictMillis(KubernetesClient client, GateSettings settings) {
        GenericKubernetesResource policy = client.genericKubernetesResources(CLUSTER_POLICY).withName(POLICY).get();
        ClusterSnapshot snapshot = new ClusterSnapshot(POLICY, policy, client.nodes().list().getItems(),
                client.pods().inNamespace(NAMESPACE).list().getItems(),
                client.apps().daemonSets().inNamespace(NAMESPACE).list().getItems(),
                client.v1().events().inNamespace(NAMESPACE).list().getItems());
        long[] runs = new long[VERDICT_RUNS];
        for (int i = 0; i < runs.length; i++) {
            long start = System.nanoTime();
            GateReport report = GateEvaluation.evaluate(settings.pools(), snapshot, Instant.now(),
                    settings.restartThreshold());
            runs[i] = System.nanoTime() - start;
            if (!report.verdict().isReady()) {
                throw new IllegalStateException("the converged cluster is not ready: " + report.summary());
            }
        }
        Arrays.sort(runs);
        return runs[runs.length / 2] / 1e6;
    }

    private static WaitControl until(Instant deadline) {
        return WaitControl.of(deadline, () -> false, line -> { });
    }

    private static void setUpgradeState(KubeApiServer server, String node, String state) {
        server.store().edit(BuiltinTypes.NODE, null, node, "gpu-operator-upgrade", live -> {
            live.getAsJsonObject("metadata").getAsJsonObject("labels").addProperty(GpuReadiness.UPGRADE_STATE_LABEL, state);
            return live;
        });
    }

    private static KubernetesClient client(KubeApiServer server, EmulatorCa ca) {
        Config config = new ConfigBuilder().withMasterUrl(server.serverUrl().toString())
                .withOauthToken(server.bearerToken())
                .withCaCertData(Base64.getEncoder().encodeToString(ca.caCertificatePem().getBytes(StandardCharsets.UTF_8)))
                .withRequestTimeout(60_000).withRequestRetryBackoffLimit(0).build(); // listing 2,000 nodes on a loaded machine
        return new KubernetesClientBuilder().withConfig(config).build();
    }

    private static long usedHeapAfterGc() {
        Runtime runtime = Runtime.getRuntime();
        List<Long> samples = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            System.gc();
            samples.add(runtime.totalMemory() - runtime.freeMemory());
        }
        return samples.stream().min(Long::compare).orElseThrow();
    }
}
