package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.grpc.Status;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.TestInstance;
import pulumirpc.Provider.ConstructResponse;
import pulumirpc.Resource.RegisterResourceRequest;

/**
 * The engine issues Constructs of independent components concurrently. Each GpuNodePool Construct here
 * invokes {@code getGpuFlavors} (answered from another thread, as after a cloud call) and registers children;
 * eight at once, twenty rounds, one plugin served over TCP: every one must answer with its own outputs, and
 * its children must be registered under it, with the monitor the Construct named. Rounds alternate between
 * two monitors and one Construct of each round is refused (a wrongly typed input): before the bridge cleared
 * the SDK's thread-local deployment, a gRPC thread kept the deployment of the Construct it served last (a
 * failed one is never invalidated), and the next Construct on that thread bound its parent to it, so its
 * children went to the previous round's monitor (or, when that deployment had finished meanwhile, failed with
 * "Trying to acquire Deployment#instance after 'run' was called").
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ConcurrentConstructTest {
    private static final int CONCURRENT = 8;
    /** The Construct of each round whose input is wrongly typed. */
    private static final int REFUSED = 5;
    private static final int MONITORS = 2;
    private FakeEngine engine;
    private ExecutorService callers;

    @BeforeAll
    void start() throws Exception {
        engine = new FakeEngine(MONITORS);
        callers = Executors.newFixedThreadPool(CONCURRENT);
    }

    @AfterAll
    void stop() throws Exception {
        callers.shutdownNow();
        engine.close();
    }

    @RepeatedTest(20)
    void eightConcurrentConstructsWithInvokesAllSucceed(RepetitionInfo round) {
        List<CompletableFuture<ConstructResponse>> calls = new ArrayList<>();
        int monitor = round.getCurrentRepetition() % MONITORS;
        for (int i = 0; i < CONCURRENT; i++) {
            String pool = "r" + round.getCurrentRepetition() + "-pool" + i;
            boolean dryRun = i % 2 == 0;
            Map<String, Object> inputs = Map.of("clusterId", "cluster-1", "poolName", pool, "gpuModel",
                    i % 3 == 0 ? "A100_40GB" : "L4", "availabilityZone", "GZ1",
                    "nodeCount", i == REFUSED ? "one" : 1.0);
            calls.add(CompletableFuture.supplyAsync(() -> engine.stub().construct(
                    engine.construct("GpuNodePool", pool, StructCodec.encode(inputs), dryRun, monitor).build()),
                    callers));
        }
        for (int i = 0; i < CONCURRENT; i++) {
            String pool = "r" + round.getCurrentRepetition() + "-pool" + i;
            if (i == REFUSED) {
                var e = assertThrows(CompletionException.class, calls.get(i)::join);
                assertEquals(Status.Code.INVALID_ARGUMENT, Status.fromThrowable(e.getCause()).getCode(), e.getMessage());
                continue;
            }
            ConstructResponse response = calls.get(i).join();
            String urn = "urn:pulumi:dev::proj::vkcs-gpu:index:GpuNodePool::" + pool;
            assertEquals(urn, response.getUrn());
            Map<String, Object> state = StructCodec.decode(response.getState());
            assertEquals(i % 3 == 0 ? "fl-a100-1" : "fl-l4-1", state.get("flavorId"), pool + ": " + state);
            RegisterResourceRequest child = engine.registrationsAt(monitor).stream()
                    .filter(r -> r.getName().equals(pool + "-node-group")).findFirst()
                    .orElseThrow(() -> new AssertionError("no node group of " + pool + " registered with monitor "
                            + monitor + "; registered anywhere: " + engine.registrations.stream()
                            .anyMatch(r -> r.getName().equals(pool + "-node-group"))));
            assertEquals(urn, child.getParent(), "the node group's parent");
        }
    }
}
