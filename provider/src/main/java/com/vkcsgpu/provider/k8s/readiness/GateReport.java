package com.vkcsgpu.provider.k8s.readiness;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The readiness of the whole gate at one moment.
 *
 * @param verdict       ready when the ClusterPolicy and every pool are; otherwise the first reason
 * @param clusterPolicy the ClusterPolicy's own verdict (for a gate that may not read it, the operator pod's and the
 *                      operand DaemonSets' state)
 * @param pools         one report per expected pool, in the order given
 * @param checkedAt     when the snapshot was evaluated
 */
public record GateReport(Verdict verdict, Verdict clusterPolicy, List<PoolReport> pools, Instant checkedAt) {
    private static final int MAX_REASONS_IN_SUMMARY = 3;

    /** Copies the pools. */
    public GateReport {
        pools = List.copyOf(pools);
    }

    /** Whether dependents may use the GPUs. */
    public boolean isReady() {
        return verdict.isReady();
    }

    /**
     * A status line for people: each pool's headline, then the first few reasons, e.g.
     * {@code "h200: 3/4 nodes validated, 24 nvidia.com/gpu; node h200-3: driver not ready: ... for 6m"}.
     */
    public String summary() {
        List<String> parts = new ArrayList<>();
        pools.forEach(p -> parts.add(p.headline()));
        List<String> reasons = reasons();
        reasons.stream().limit(MAX_REASONS_IN_SUMMARY).forEach(parts::add);
        if (reasons.size() > MAX_REASONS_IN_SUMMARY) {
            parts.add("and " + (reasons.size() - MAX_REASONS_IN_SUMMARY) + " more");
        }
        return String.join("; ", parts);
    }

    /** Every reason: the ClusterPolicy's first, then each pool's. */
    public List<String> reasons() {
        List<String> reasons = new ArrayList<>();
        if (!clusterPolicy.isReady()) {
            reasons.add(clusterPolicy.reason());
        }
        pools.forEach(p -> reasons.addAll(p.reasons()));
        return reasons;
    }
}
