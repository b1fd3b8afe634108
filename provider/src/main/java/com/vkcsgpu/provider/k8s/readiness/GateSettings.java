package com.vkcsgpu.provider.k8s.readiness;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What a gate watches and how patient it is.
 *
 * @param operatorNamespace namespace of the GPU Operator and its operand pods
 * @param clusterPolicyName name of the ClusterPolicy ({@code cluster-policy} from the chart)
 * @param pools             the pools to wait for
 * @param restartThreshold  container restarts that count as a crash loop
 * @param blockedGrace      how long a {@link Verdict.Severity#BLOCKED} verdict may persist before the gate
 *                          fails (the operator may still be rolling out a fix right after a change)
 * @param progressInterval  how often progress is reported when nothing changes
 * @param tick              how often cached state is re-evaluated without any change, for durations in
 *                          messages, the deadline and cancellation (no API call is made on a tick, except one
 *                          small list while a watch is down, to learn whether the credentials were refused)
 */
public record GateSettings(String operatorNamespace, String clusterPolicyName, List<PoolExpectation> pools,
        int restartThreshold, Duration blockedGrace, Duration progressInterval, Duration tick) {

    /** Checks the values. */
    public GateSettings {
        Objects.requireNonNull(operatorNamespace, "operatorNamespace");
        Objects.requireNonNull(clusterPolicyName, "clusterPolicyName");
        pools = List.copyOf(pools);
        if (restartThreshold < 1) {
            throw new IllegalArgumentException("restartThreshold must be at least 1");
        }
        Objects.requireNonNull(blockedGrace, "blockedGrace");
        Objects.requireNonNull(progressInterval, "progressInterval");
        Objects.requireNonNull(tick, "tick");
    }

    /**
     * Production settings: 5 restarts make a crash loop, a blocked state fails after 3 minutes, progress
     * every 15 s (or on change), a 1 s tick.
     */
    public static GateSettings of(String operatorNamespace, String clusterPolicyName, List<PoolExpectation> pools) {
        return new GateSettings(operatorNamespace, clusterPolicyName, pools, GpuReadiness.DEFAULT_RESTART_THRESHOLD,
                Duration.ofMinutes(3), Duration.ofSeconds(15), Duration.ofSeconds(1));
    }

    /**
     * A copy whose grace, progress interval and tick are multiplied by {@code factor} (the plugin's
     * {@code VKCS_GPU_WAIT_SCALE} against the emulator), kept above small floors so a scaled gate still
     * lets the simulated operator settle and does not flood the engine with progress lines.
     */
    public GateSettings scaled(double factor) {
        if (!(factor > 0 && factor <= 1)) {
            throw new IllegalArgumentException("the gate's time scale must be in (0, 1], got " + factor);
        }
        return withTimings(atLeast(blockedGrace, factor, Duration.ofMillis(500)),
                atLeast(progressInterval, factor, Duration.ofSeconds(2)), atLeast(tick, factor, Duration.ofMillis(20)));
    }

    private static Duration atLeast(Duration production, double factor, Duration floor) {
        Duration scaled = Duration.ofNanos((long) (production.toNanos() * factor));
        return scaled.compareTo(floor) < 0 ? (production.compareTo(floor) < 0 ? production : floor) : scaled;
    }

    /** The shortest gap between two progress reports on change: a second, or the interval when shorter. */
    public Duration minProgressGap() {
        Duration second = Duration.ofSeconds(1);
        return progressInterval.compareTo(second) < 0 ? progressInterval : second;
    }

    /** A copy with other timings (tests scale them down). */
    public GateSettings withTimings(Duration blockedGrace, Duration progressInterval, Duration tick) {
        return new GateSettings(operatorNamespace, clusterPolicyName, pools, restartThreshold, blockedGrace,
                progressInterval, tick);
    }
}
