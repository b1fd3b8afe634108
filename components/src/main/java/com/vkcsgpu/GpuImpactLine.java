package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.vkcsgpu.doc.SharedSchemaType;
import com.vkcsgpu.gpu.ImpactLine;
import java.util.List;
import java.util.Map;

/**
 * One line of a preview's impact, as a component reports its children's ({@code previewImpact}): what a planned
 * change does to one pool's GPU nodes and the pods on them. Set in preview only; see the provider's docs/development.md
 * ("Preview impact") for the shape.
 *
 * <p>In the package schema this is {@code vkcs-gpu:gpu:ImpactLine}, the type a resource of the provider declares
 * and documents property by property; the schema, the SDKs and the API docs take their descriptions from there.
 */
@SharedSchemaType("gpu:ImpactLine")
public record GpuImpactLine(
        @Export(name = "pool") String pool,
        @Export(name = "kind") String kind,
        @Export(name = "summary") String summary,
        @Export(name = "nodes") List<String> nodes,
        @Export(name = "pods") List<GpuImpactedPod> pods,
        @Export(name = "counts") Map<String, Integer> counts,
        @Export(name = "before") Map<String, String> before,
        @Export(name = "after") Map<String, String> after,
        @Export(name = "outcome") String outcome,
        @Export(name = "assumption") String assumption) implements OutputObject {
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
