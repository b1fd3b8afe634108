package com.vkcsgpu.examples.offline;

import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import com.vkcsgpu.harness.Urns;
import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Prints a preview like {@code pulumi preview}: one line per resource with its planned operation (symbol, type,
 * name, nesting under its parent, changed properties), then the count per operation.
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
        int typeWidth = steps.stream().mapToInt(s -> StepSymbols.indent(s).length() + s.type().length()).max().orElse(0);
        int nameWidth = steps.stream().mapToInt(s -> s.name().length()).max().orElse(0);
        for (ResourceStep step : steps) {
            String type = StepSymbols.indent(step) + step.type();
            out.printf(" %s %-" + typeWidth + "s  %-" + nameWidth + "s  %s%s%n", StepSymbols.symbol(step.kind()), type,
                    step.name(), StepSymbols.operation(step.kind()), StepSymbols.diff(step));
        }
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
