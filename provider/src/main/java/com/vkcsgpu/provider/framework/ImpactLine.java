package com.vkcsgpu.provider.framework;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.OneOf;
import com.vkcsgpu.doc.WireValues;
import com.vkcsgpu.domain.ImpactKind;
import java.util.List;
import java.util.Map;

/**
 * One line of a preview's impact: what a planned change does to one pool's GPU nodes and the jobs on them, computed
 * in preview from read-only calls ({@link PreviewImpact}). The engine shows {@link #message()} as a warning on the
 * resource; the resource's {@code previewImpact} output carries the line itself for automation.
 */
@Doc("What a planned change does to one pool's GPU nodes and the pods on them, computed in preview from read-only "
        + "calls.")
public record ImpactLine(
        @Doc("The pool (node group name) the line is about; empty when it is about the whole cluster.") String pool,
        @Doc("What the change does.") @OneOf(ImpactKind.class) String kind,
        @Doc("The line as the preview prints it.") String summary,
        @Doc("The nodes the change reaches, by name (empty when the cluster could not be read).") List<String> nodes,
        @Doc("The running GPU pods on those nodes and what the change does to each.") List<ImpactedPod> pods,
        @Doc("Counts the line is about, by name (e.g. `nodes`, `podsDeleted`, `podsBlocking`, `chunks`, "
                + "`secondsPerNode`).") Map<String, Integer> counts,
        @Doc("Values before the change, by name (e.g. `driver`, or an advertised resource such as "
                + "`nvidia.com/gpu` with its allocatable count).") Map<String, String> before,
        @Doc("Values after the change, by the same names as `before`.") Map<String, String> after,
        @Doc("What the change is predicted to end in when that is not plain success, e.g. `upgrade-failed`; "
                + "empty otherwise.") String outcome,
        @Doc("Set when the cluster could not be read in preview (not created yet, no rights): why, and what the "
                + "line assumes instead.") String assumption) {
    /** The name of the output property that carries a resource's impact lines. */
    public static final String PROPERTY = "previewImpact";
    /** The description of that output, one text for every resource that declares it. */
    public static final String PROPERTY_DOC = "Set in preview only: what the planned change does to the GPU nodes "
            + "and the pods running on them, one line per pool and kind, computed from read-only calls (the engine "
            + "also prints each line as a warning). Empty when the change reaches no GPU node; absent after `up`.";

    public ImpactLine {
        pool = pool == null ? "" : pool;
        nodes = nodes == null ? List.of() : List.copyOf(nodes);
        pods = pods == null ? List.of() : List.copyOf(pods);
        counts = counts == null ? Map.of() : Map.copyOf(counts);
        before = before == null ? Map.of() : Map.copyOf(before);
        after = after == null ? Map.of() : Map.copyOf(after);
        outcome = outcome == null ? "" : outcome;
    }

    /** A line of {@code kind} about {@code pool}, with nothing but its summary; add the rest with the withers. */
    public static ImpactLine of(String pool, ImpactKind kind, String summary) {
        return new ImpactLine(pool, WireValues.of(kind), summary, null, null, null,
                null, null, null, null);
    }

    /** This line reaching {@code nodes}. */
    public ImpactLine withNodes(List<String> nodes) {
        return new ImpactLine(pool, kind, summary, nodes, pods, counts, before, after, outcome, assumption);
    }

    /** This line naming {@code pods}. */
    public ImpactLine withPods(List<ImpactedPod> pods) {
        return new ImpactLine(pool, kind, summary, nodes, pods, counts, before, after, outcome, assumption);
    }

    /** This line with {@code counts}. */
    public ImpactLine withCounts(Map<String, Integer> counts) {
        return new ImpactLine(pool, kind, summary, nodes, pods, counts, before, after, outcome, assumption);
    }

    /** This line with the values {@code before} and {@code after} the change. */
    public ImpactLine withValues(Map<String, String> before, Map<String, String> after) {
        return new ImpactLine(pool, kind, summary, nodes, pods, counts, before, after, outcome, assumption);
    }

    /** This line predicting {@code outcome} (e.g. {@code upgrade-failed}). */
    public ImpactLine withOutcome(String outcome) {
        return new ImpactLine(pool, kind, summary, nodes, pods, counts, before, after, outcome, assumption);
    }

    /** This line computed without reading the cluster, for the reason and on the assumption {@code assumption}. */
    public ImpactLine withAssumption(String assumption) {
        return new ImpactLine(pool, kind, summary, nodes, pods, counts, before, after, outcome, assumption);
    }

    /** The text the engine prints: {@code impact [pool h100, driver-reload]: <summary> (assumed: ...)}. */
    public String message() {
        String where = pool.isEmpty() ? kind : "pool " + pool + ", " + kind;
        String assumed = assumption == null || assumption.isEmpty() ? "" : " (assumed: " + assumption + ")";
        return "impact [" + where + "]: " + summary + assumed;
    }
}
