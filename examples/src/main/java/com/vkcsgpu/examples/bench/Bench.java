package com.vkcsgpu.examples.bench;

import com.vkcsgpu.emulator.cloud.RecordedRequest;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.offline.ReferenceStack;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.RunResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The Java half of {@code ./bench}: figures that need the emulator and the engine harness, each printed as a ratio
 * measured in this run or as a count (docs/benchmarks.md).
 */
public final class Bench {
    private static final double FAST = 0.001;
    private static final double SLOW = 0.01;

    private Bench() {
    }

    /** Prints every figure, or those of the parts named ({@code up}, {@code gate}). */
    public static void main(String[] args) throws Exception {
        List<String> parts = args.length == 0 ? List.of("up", "gate") : List.of(args);
        if (parts.contains("up")) {
            referenceStackUp();
        }
        if (parts.contains("gate")) {
            gateAtScale();
        }
        System.exit(0);
    }

    /**
     * The readiness gate over 100, 500 and 2,000 GPU nodes (and its heap at 1,000): one verdict over the ready
     * cluster, and the waiting gate's READY after the last readiness change ({@link GateAtScale}).
     */
    static void gateAtScale() throws Exception {
        System.out.println();
        System.out.println("## readiness gate at scale (an emulated cluster written ready: nodes, driver and validator pods, ClusterPolicy)");
        GateAtScale.measure(100, false); // warm-up: class loading and JIT would otherwise land on the first size
        for (int nodes : new int[] {100, 500, 2000}) {
            GateAtScale.Figures f = GateAtScale.measure(nodes, false);
            System.out.printf(Locale.ROOT, "  %5d nodes: verdict %.1f ms (%.1f us per node); READY %d ms after the last"
                    + " readiness change%n", nodes, f.verdictMillis(), f.verdictMillis() * 1000 / nodes, f.latencyMillis());
        }
        GateAtScale.Figures heap = GateAtScale.measure(1000, true);
        System.out.printf(Locale.ROOT, "  gate's own heap at %d nodes (informer caches and client, live after GC): %.0f MB%n",
                heap.nodes(), heap.gateHeapBytes() / 1e6);
    }

    /**
     * The offline {@code up} of the reference stack at two emulator time scales. The emulator's waits scale with
     * the time scale and nothing else does, so the difference between the two runs is the waits' share: overhead
     * is what {@code up} spends beyond the emulated waits, as a fraction of them.
     */
    static void referenceStackUp() {
        System.out.println("## offline up of the reference stack (Helm), overhead above the emulator's simulated waits");
        up(FAST); // warm-up: the first run also loads Helm's native library and fills the chart cache
        UpRun fast = up(FAST);
        UpRun slow = up(SLOW);
        double waitsAtFast = (slow.millis() - fast.millis()) * FAST / (SLOW - FAST);
        System.out.printf(Locale.ROOT, "  up at time scale %s: %d ms; at %s: %d ms%n", FAST, fast.millis(), SLOW,
                slow.millis());
        if (waitsAtFast <= 0) {
            System.out.println("  simulated waits not measurable: the runs' noise is larger than the waits");
        } else {
            System.out.printf(Locale.ROOT, "  simulated waits at %s: %.0f ms; overhead %.0f%% of the waits;"
                    + " at %s the waits are %.0f ms and the overhead %.0f%%%n", FAST, waitsAtFast,
                    (fast.millis() - waitsAtFast) / waitsAtFast * 100, SLOW, waitsAtFast * SLOW / FAST,
                    (slow.millis() - waitsAtFast * SLOW / FAST) / (waitsAtFast * SLOW / FAST) * 100);
        }
        System.out.println();
        System.out.println("## cloud requests of one up (time scale " + FAST + "), by route");
        fast.requestsByRoute().forEach((route, count) -> System.out.printf(Locale.ROOT, "  %4d  %s%n", count, route));
    }

    private record UpRun(long millis, Map<String, Long> requestsByRoute) {
    }

    private static UpRun up(double timeScale) {
        Path dir = temporaryDirectory();
        // the Helm install of the reference stack needs cluster-admin: timed on the permissive platform, as before
        try (VkCloudEmulator cloud = VkCloudEmulator.builder().timeScale(timeScale)
                .platform(EmulatedStack.PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS).start()) {
            EngineHarness stack = ReferenceStack.harness(cloud, dir.resolve("state.json"), timeScale, InstallMethod.HELM)
                    .build();
            int before = cloud.requests().size();
            long start = System.nanoTime();
            RunResult up = stack.up(ReferenceStack.program());
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (!up.succeeded()) {
                throw new IllegalStateException("the reference stack's up failed: " + up.errors());
            }
            List<RecordedRequest> requests = cloud.requests().subList(before, cloud.requests().size());
            Map<String, Long> byRoute = requests.stream().collect(Collectors.groupingBy(
                    r -> r.method() + " " + r.route(), TreeMap::new, Collectors.counting()));
            stack.destroy();
            return new UpRun(millis, byRoute);
        } finally {
            deleteRecursively(dir);
        }
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("vkcs-gpu-bench");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void deleteRecursively(Path dir) {
        try (var paths = Files.walk(dir)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary directory does not spoil the figures
        }
    }
}
