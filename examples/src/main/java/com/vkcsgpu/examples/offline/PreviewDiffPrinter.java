package com.vkcsgpu.examples.offline;

import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
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

    void print(String stack, RunResult preview) {
        out.println("Previewing update (" + stack + "):");
        // The default provider is neither shown nor counted, as the CLI hides it.
        List<ResourceStep> steps = preview.steps().stream()
                .filter(s -> !StepSymbols.isDefaultProvider(s.type(), s.name())).toList();
        new ResourceTree(steps, Comparator.comparingInt(steps::indexOf)).print(out, "Plan",
                step -> StepSymbols.operation(step.kind()), step -> StepSymbols.diff(step).strip());
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
