package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SharedSchemaType;
import com.vkcsgpu.gpu.ImpactLine;
import java.util.List;
import java.util.Map;

/**
 * One line of a preview's impact, as a component reports its children's ({@code previewImpact}): what a planned
 * change does to one pool's GPU nodes and the pods on them. Set in preview only; see the provider's docs/development.md
 * ("Preview impact") for the shape.
 */
@SharedSchemaType("gpu:ImpactLine")
@Doc("What a planned change does to one pool's GPU nodes and the pods on them, computed in preview from read-only "
        + "calls.")
public record GpuImpactLine(
        @Doc("The pool the line is about; empty when it is about the whole cluster.") @Export(name = "pool")
        String pool,
        @Doc("What the change does, e.g. `driver-reload` or `gpu-reconfigure`.") @Export(name = "kind") String kind,
        @Doc("The line as the preview prints it.") @Export(name = "summary") String summary,
        @Doc("The nodes the change reaches.") @Export(name = "nodes") List<String> nodes,
        @Doc("The running GPU pods on those nodes and what the change does to each.") @Export(name = "pods")
        List<GpuImpactedPod> pods,
        @Doc("Counts the line is about, by name.") @Export(name = "counts") Map<String, Integer> counts,
        @Doc("Values before the change, by name.") @Export(name = "before") Map<String, String> before,
        @Doc("Values after the change, by the same names.") @Export(name = "after") Map<String, String> after,
        @Doc("The predicted end when not plain success, e.g. `upgrade-failed`.") @Export(name = "outcome")
        String outcome,
        @Doc("Set when the cluster could not be read: why, and what the line assumes.") @Export(name = "assumption")
        String assumption) implements OutputObject {
    /** The description of every component's {@code previewImpact} output. */
    static final String OUTPUT_DOC = "Set in preview only: what the planned change does to the GPU nodes and the pods "
            + "running on them, one line per pool and kind, computed from read-only calls (the preview also prints each "
            + "line as a warning on the child resource). Empty when nothing GPU is reached and after `up`.";

    /** The lines of a child resource's {@code previewImpact} output; empty outside preview. */
    static Output<List<GpuImpactLine>> of(Output<List<ImpactLine>> lines) {
        return lines.applyValue(list -> list == null ? List.of() : list.stream().map(GpuImpactLine::of).toList());
    }

    private static GpuImpactLine of(ImpactLine line) {
        return new GpuImpactLine(line.pool(), line.kind(), line.summary(), line.nodes(),
                line.pods() == null ? List.of() : line.pods().stream().map(GpuImpactedPod::of).toList(),
                line.counts(), line.before(), line.after(), line.outcome(), line.assumption());
    }
}
