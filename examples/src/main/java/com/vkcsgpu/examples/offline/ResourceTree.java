package com.vkcsgpu.examples.offline;

import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.Urns;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The resource table of Pulumi's interactive display: a header, then one row per resource with the operation's
 * symbol, the type indented under its parent with {@code ├─ }/{@code └─ } (and {@code │  } for a parent's later
 * siblings), the name, the status (or plan) and the info column; the stack is the root and a resource whose parent
 * is not shown hangs under the stack (pulumi/pulumi pkg/backend/display/progress.go at commit 001ffec, {@code getOrCreateTreeNode},
 * {@code addIndentations}). The default provider is neither shown nor counted, as the CLI hides it.
 */
final class ResourceTree {
    private final List<ResourceStep> steps;
    private final Comparator<ResourceStep> order;

    /**
     * @param steps the operation's steps
     * @param order the order of siblings (Pulumi's: the order the rows appeared in)
     */
    ResourceTree(List<ResourceStep> steps, Comparator<ResourceStep> order) {
        this.steps = steps.stream().filter(s -> !StepSymbols.isDefaultProvider(s.type(), s.name())).toList();
        this.order = order;
    }

    /**
     * Prints the table.
     *
     * @param statusHeader {@code Plan} for a preview, {@code Status} for an operation
     * @param status       a step's status column ({@code create}, {@code created (2s)})
     * @param info         a step's info column ({@code [diff: ~size]}, "" for none)
     */
    void print(PrintStream out, String statusHeader, Function<ResourceStep, String> status,
               Function<ResourceStep, String> info) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"", "Type", "Name", statusHeader, "Info"});
        Map<String, List<ResourceStep>> children = new LinkedHashMap<>();
        List<ResourceStep> roots = new ArrayList<>();
        ResourceStep stack = steps.stream().filter(s -> s.type().equals(Urns.STACK_TYPE)).findFirst().orElse(null);
        for (ResourceStep step : steps) {
            if (step == stack) {
                continue;
            }
            boolean parentShown = steps.stream().anyMatch(s -> s.urn().equals(step.parent()) && s != step);
            String parent = parentShown ? step.parent() : stack == null ? null : stack.urn();
            if (parent == null) {
                roots.add(step);
            } else {
                children.computeIfAbsent(parent, p -> new ArrayList<>()).add(step);
            }
        }
        if (stack != null) {
            roots.add(0, stack);
        }
        roots.sort(stack == null ? order : Comparator.comparing((ResourceStep s) -> s != stack).thenComparing(order));
        for (ResourceStep root : roots) {
            addRows(rows, root, "", "", children, status, info);
        }
        boolean anyInfo = rows.stream().skip(1).anyMatch(r -> !r[4].isEmpty());
        int[] widths = new int[4];
        for (String[] row : rows) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            String line = String.format(" %-2s  %-" + widths[1] + "s  %-" + widths[2] + "s  %-" + widths[3] + "s",
                    row[0], row[1], row[2], row[3]);
            line = anyInfo ? line + "  " + row[4] : line;
            out.println(line.stripTrailing());
        }
    }

    private void addRows(List<String[]> rows, ResourceStep step, String prefix, String childIndent,
                         Map<String, List<ResourceStep>> children, Function<ResourceStep, String> status,
                         Function<ResourceStep, String> info) {
        rows.add(new String[] {StepSymbols.symbol(step.kind()).trim(), prefix + step.type(), step.name(),
                status.apply(step), info.apply(step)});
        List<ResourceStep> kids = new ArrayList<>(children.getOrDefault(step.urn(), List.of()));
        kids.sort(order);
        for (int i = 0; i < kids.size(); i++) {
            boolean last = i == kids.size() - 1;
            addRows(rows, kids.get(i), childIndent + (last ? "└─ " : "├─ "), childIndent + (last ? "   " : "│  "),
                    children, status, info);
        }
    }
}
