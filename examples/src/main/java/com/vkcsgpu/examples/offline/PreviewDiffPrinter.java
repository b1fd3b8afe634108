package com.vkcsgpu.examples.offline;

import com.vkcsgpu.harness.Diagnostic;
import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import com.vkcsgpu.harness.Urns;
import java.io.PrintStream;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Prints a preview like {@code pulumi preview}: the resource tree ({@link ResourceTree}) with each resource's
 * planned operation and changed properties, then the count per operation.
 */
final class PreviewDiffPrinter {
    private final PrintStream out;

    PreviewDiffPrinter(PrintStream out) {
        this.out = out;
    }

    /**
     * The header, printed before the preview runs (as the CLI does), with what the seconds until the plan are
     * spent on: two JVMs start (the plugin and the program) and the program registers its resources.
     */
    void header(String stack) {
        out.println("Previewing update (" + stack + "):");
        out.println("    (starting the plugin and the program, then planning each resource; the plan follows)");
    }

    /** The plan of {@code preview}: its tree, the diagnostics of a preview that succeeded, and the counts. */
    void print(RunResult preview) {
        // The default provider is neither shown nor counted, as the CLI hides it.
        List<ResourceStep> steps = preview.steps().stream()
                .filter(s -> !StepSymbols.isDefaultProvider(s.type(), s.name())).toList();
        new ResourceTree(steps, Comparator.comparingInt(steps::indexOf)).print(out, "Plan",
                step -> StepSymbols.operation(step.kind()), step -> StepSymbols.diff(step).strip());
        // As pulumi preview: the warnings the providers sent, the impact lines of a change among them (#34); a failed
        // preview's diagnostics are the run's failure report's.
        if (preview.succeeded()) {
            Map<String, String> types = new java.util.HashMap<>();
            preview.steps().forEach(step -> types.put(step.urn(), step.type()));
            new DiagnosticsPrinter(out).print(Diagnostic.of(preview),
                    urn -> types.getOrDefault(urn, Urns.qualifiedType(urn)));
        }
        out.println();
        Map<StepKind, Integer> counts = new EnumMap<>(StepKind.class);
        steps.forEach(s -> counts.merge(s.kind(), 1, Integer::sum));
        out.println("Resources:");
        counts.forEach((kind, count) -> out.println("    " + (StepSymbols.symbol(kind).trim() + " " + count).trim() + " "
                + switch (kind) {
                    case SAME -> "unchanged";
                    case NOT_DEPLOYED -> StepSymbols.operation(kind);
                    default -> "to " + StepSymbols.operation(kind);
                }));
    }
}
