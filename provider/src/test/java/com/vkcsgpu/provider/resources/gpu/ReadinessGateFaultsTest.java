package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.KubeFaults;
import com.vkcsgpu.provider.Poll;
import com.vkcsgpu.provider.framework.FailureKind;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ProviderException;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.k8s.KeystoneBearer;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.readiness.GpuClusterSim;
import com.vkcsgpu.provider.secret.SecretString;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The gate keeps waiting through faults of the cluster's API: watches that end mid-wait, a 410 Gone when it
 * watches again, a 503 on a list; it sees the GPUs become ready after all of them.
 */
class ReadinessGateFaultsTest {
    private static final String URN = "urn:pulumi:dev::gpu::vkcs-gpu:gpu:ReadinessGate::gate";
    private final ReadinessGateResource resource = new ReadinessGateResource(KubeClients::fromKubeconfig,
            s -> s.withTimings(Duration.ofMillis(300), Duration.ofMillis(100), Duration.ofMillis(100)), Clock.systemUTC());
    private final GpuClusterSim cluster = new GpuClusterSim();

    @AfterEach
    void close() {
        cluster.close();
    }

    @Test
    void aWatchDroppedMidWaitAnd410OnReWatchAndA503AreSurvived() throws Exception {
        cluster.nodes("h200", List.of(), "h200-0");
        cluster.gpuPresent("h200-0");
        KubeFaults faults = cluster.api.faults();
        faults.inject(KubeFaults.Fault.status("GET", ".*", 410, 2).onWatches());
        faults.inject(KubeFaults.Fault.status("GET", ".*", 503, 1));
        ReadinessGateArgs args = new ReadinessGateArgs(SecretString.of(cluster.kubeconfig()), "gpu-operator",
                List.of(new GatePool("h200", null, 1, 8, "nvidia.com/gpu", null, null)), "cluster-policy", null);
        CompletableFuture<ReadinessGateState> gate = CompletableFuture.supplyAsync(() -> {
            try (var ctx = new OperationTracker().start(URN, false, Duration.ofSeconds(60), ProgressReporter.NONE)) {
                return resource.create(args, ctx);
            }
        });
        // Mid-wait: once the gate watches, every watch ends; then the GPUs become ready.
        Instant deadline = Instant.now().plusSeconds(30);
        while (faults.openWatches() == 0 && !gate.isDone() && Instant.now().isBefore(deadline)) {
            Poll.pause();
        }
        assertTrue(faults.openWatches() > 0, "the gate watches while it waits");
        faults.dropOpenWatches();
        cluster.reconciled();
        cluster.validator("h200-0", 4);
        cluster.advertise("h200-0", 8, "580.126.20");
        ReadinessGateState state = gate.get(60, TimeUnit.SECONDS);
        assertTrue(state.ready());
        assertEquals("READY", state.poolStatuses().get(0).state());
        assertEquals(List.of(), faults.pending(), "every injected fault was met");
    }

    private ReadinessGateArgs args() {
        return new ReadinessGateArgs(SecretString.of(cluster.kubeconfig()), "gpu-operator",
                List.of(new GatePool("h200", null, 1, 8, "nvidia.com/gpu", null, null)), "cluster-policy", null);
    }

    private CompletableFuture<ReadinessGateState> gate() {
        ReadinessGateArgs args = args();
        return CompletableFuture.supplyAsync(() -> {
            try (var ctx = new OperationTracker().start(URN, false, Duration.ofSeconds(60), ProgressReporter.NONE)) {
                return resource.create(args, ctx);
            }
        });
    }

    private void gpusBecomeReady() {
        cluster.reconciled();
        cluster.validator("h200-0", 4);
        cluster.advertise("h200-0", 8, "580.126.20");
    }

    /** More 429s and 500s on the gate's lists and watches than fabric8 retries within one call: the informers list again. */
    @Test
    void throttlingAndServerErrorsOnTheGatesListsAndWatchesAreWaitedOut() throws Exception {
        cluster.nodes("h200", List.of(), "h200-0");
        cluster.gpuPresent("h200-0");
        KubeFaults faults = cluster.api.faults();
        faults.inject(KubeFaults.Fault.status("GET", ".*", 429, 6));
        faults.inject(KubeFaults.Fault.status("GET", ".*", 500, 6));
        faults.inject(KubeFaults.Fault.status("GET", ".*", 429, 3).onWatches());
        faults.inject(KubeFaults.Fault.status("GET", ".*", 503, 3).onWatches());
        CompletableFuture<ReadinessGateState> gate = gate();
        Instant deadline = Instant.now().plusSeconds(30);
        while (!faults.pending().isEmpty() && !gate.isDone() && Instant.now().isBefore(deadline)) {
            Poll.pause();
        }
        assertEquals(List.of(), faults.pending(), "the gate met every fault while it waited");
        gpusBecomeReady();
        assertTrue(gate.get(60, TimeUnit.SECONDS).ready());
    }

    /**
     * Mid-gate, the cluster's API starts refusing the caller once the watches end: the token expired (401) or the
     * kubeconfig's user lost the right to read what the gate watches (403, RBAC). The gate stops waiting at once,
     * saying which and how to fix it, instead of listing again until its deadline (60 s; an answer within the 30 s
     * asked for here is the gate stopping); with the caller accepted again the next up's gate passes.
     */
    @ParameterizedTest(name = "HTTP {0}")
    @CsvSource(delimiter = '|', value = {
        "401 | UNAUTHENTICATED | refused the credentials | run `pulumi up` again",
        "403 | PERMISSION_DENIED | refused the kubeconfig's user (HTTP 403: | Ways out: give the kubeconfig input the kubeconfig of a service account"})
    void aCallerRefusedMidGateEndsTheWaitSayingHowToFixItAndTheNextGatePasses(int status, FailureKind kind,
            String refusal, String fix) throws Exception {
        cluster.nodes("h200", List.of(), "h200-0");
        cluster.gpuPresent("h200-0");
        KubeFaults faults = cluster.api.faults();
        CompletableFuture<ReadinessGateState> gate = gate();
        Instant deadline = Instant.now().plusSeconds(30);
        while (faults.openWatches() < 4 && !gate.isDone() && Instant.now().isBefore(deadline)) {
            Poll.pause();
        }
        assertTrue(faults.openWatches() > 0, "the gate watches while it waits");
        faults.inject(KubeFaults.Fault.status("*", ".*", status, 10_000));
        faults.inject(KubeFaults.Fault.status("*", ".*", status, 10_000).onWatches());
        faults.dropOpenWatches();
        ExecutionException failed = assertThrows(ExecutionException.class, () -> gate.get(30, TimeUnit.SECONDS));
        ProviderException refused = assertInstanceOf(ProviderException.class, failed.getCause());
        assertEquals(kind, refused.kind(), refused.getMessage());
        // The API's own words sit between the two (fabric8 has only the reason for a refused watch upgrade).
        assertTrue(refused.getMessage().startsWith("stopped waiting for GPU readiness: "), refused.getMessage());
        assertTrue(refused.getMessage().contains(refusal), refused.getMessage());
        assertTrue(refused.getMessage().contains(fix), refused.getMessage());

        faults.clear();
        gpusBecomeReady();
        assertTrue(gate().get(60, TimeUnit.SECONDS).ready());
    }

    /**
     * A Keystone token that lapses before the session renews it (a loaded machine, a token revoked early): a watch
     * re-opened with it is refused, the session authenticates again and the watch opens with the new token; the
     * gate never stops as "refused the credentials". Twice, so that a renewed token lapsing is handled as well.
     */
    @Test
    void keystoneTokensLapsingBeforeTheirRenewalDoNotStopTheGate() throws Exception {
        cluster.nodes("h200", List.of(), "h200-0");
        cluster.gpuPresent("h200-0");
        Set<String> lapsed = ConcurrentHashMap.newKeySet();
        Map<String, Long> lastPresented = new ConcurrentHashMap<>();
        cluster.api.acceptKeystoneTokens(token -> {
            lastPresented.put(token, System.nanoTime());
            return token.startsWith("keystone-") && !lapsed.contains(token);
        });
        AtomicInteger issued = new AtomicInteger(1);
        KeystoneBearer session = new KeystoneBearer() {
            @Override
            public SecretString token() {
                return SecretString.of("keystone-" + issued.get());
            }

            @Override
            public SecretString renewAfterRefusal(SecretString refused) {
                if (refused.reveal().equals("keystone-" + issued.get())) {
                    issued.incrementAndGet();
                }
                return token();
            }
        };
        ReadinessGateResource keystoneGate = new ReadinessGateResource(
                kubeconfig -> KubeClients.fromKubeconfig(kubeconfig,
                        KeystoneBearer.onlyTo(cluster.api.serverUrl().toString(), session)),
                s -> s.withTimings(Duration.ofMillis(300), Duration.ofMillis(100), Duration.ofMillis(100)), Clock.systemUTC());
        String keystoneKubeconfig = GpuClusterSim.keystoneAuthKubeconfig(cluster.api);
        ReadinessGateArgs args = new ReadinessGateArgs(SecretString.of(keystoneKubeconfig), "gpu-operator",
                List.of(new GatePool("h200", null, 1, 8, "nvidia.com/gpu", null, null)), "cluster-policy", null);
        CompletableFuture<ReadinessGateState> gate = CompletableFuture.supplyAsync(() -> {
            try (var ctx = new OperationTracker().start(URN, false, Duration.ofSeconds(60), ProgressReporter.NONE)) {
                return keystoneGate.create(args, ctx);
            }
        });
        KubeFaults faults = cluster.api.faults();
        for (int lapse = 1; lapse <= 2; lapse++) {
            Instant deadline = Instant.now().plusSeconds(30);
            // The next lapse waits until the previous token has not been presented for a second: a request refused
            // with it is retried with the renewed token, and a lapse landing on that retry would be two lapses
            // within one request, which Keystone's hours-long tokens never do.
            String previous = "keystone-" + (lapse - 1);
            while (!(issued.get() == lapse && faults.openWatches() >= 5 && quietFor(lastPresented.get(previous), Duration.ofSeconds(1)))
                    && !gate.isDone() && Instant.now().isBefore(deadline)) {
                Poll.pause();
            }
            assertEquals(lapse, issued.get(), "the gate watches with the token of the session");
            lapsed.add("keystone-" + lapse);
            faults.dropOpenWatches();
        }
        Instant deadline = Instant.now().plusSeconds(30);
        while (faults.openWatches() < 5 && !gate.isDone() && Instant.now().isBefore(deadline)) {
            Poll.pause();
        }
        gpusBecomeReady();
        assertTrue(gate.get(60, TimeUnit.SECONDS).ready());
        assertEquals(3, issued.get(), "one renewal per lapse, however many requests were refused");
    }

    /** Whether {@code lastNanos} (a {@link System#nanoTime()}, or null for never) is at least {@code quiet} ago. */
    private static boolean quietFor(Long lastNanos, Duration quiet) {
        return lastNanos == null || System.nanoTime() - lastNanos >= quiet.toNanos();
    }

    /** Refresh of a gate with an expired token says so (UNAUTHENTICATED), not "unavailable". */
    @Test
    void refreshWithAnExpiredTokenIsUnauthenticated() {
        cluster.nodes("h200", List.of(), "h200-0");
        cluster.api.faults().inject(KubeFaults.Fault.status("*", ".*", 401, 100));
        ReadinessGateState state = new ReadinessGateState(args(), "gate-1", false, List.of(), Instant.now().toString());
        try (var ctx = new OperationTracker().start(URN, false, Duration.ofSeconds(60), ProgressReporter.NONE)) {
            ProviderException e = assertThrows(ProviderException.class, () -> resource.read("gate-1", state, ctx));
            assertEquals(FailureKind.UNAUTHENTICATED, e.kind(), e.getMessage());
        }
    }
}
