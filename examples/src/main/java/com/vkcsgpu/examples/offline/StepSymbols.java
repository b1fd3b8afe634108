package com.vkcsgpu.examples.offline;

import com.vkcsgpu.harness.DiffKind;
import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.StepKind;
import com.vkcsgpu.harness.Urns;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** How the printers show a step, in the notation of the Pulumi CLI: symbol, operation and diff. */
final class StepSymbols {
    /**
     * A default provider, which the CLI neither shows nor counts; explicit providers (a program's own, such as a
     * YAML program's {@code k8sProvider}) are shown like any resource. The engine names default providers
     * {@code default} or {@code default_<version>} (pulumi/pulumi pkg/resource/deploy/providers/registry.go).
     */
    static boolean isDefaultProvider(String type, String name) {
        return type.startsWith(Urns.PROVIDER_TYPE_PREFIX) && (name.equals("default") || name.startsWith("default_"));
    }

    private StepSymbols() {
    }

    /** The CLI's symbol for a step: {@code +} create, {@code ~} update, {@code +-} replace, {@code -} delete. */
    static String symbol(StepKind kind) {
        return switch (kind) {
            case CREATE -> "+ ";
            case UPDATE -> "~ ";
            case REPLACE -> "+-";
            case DELETE -> "- ";
            case READ -> "> ";
            case IMPORT -> "= ";
            case SAME, REFRESH, NOT_DEPLOYED -> "  ";
        };
    }

    /** The operation as a word ({@code create}, {@code update}, ...), for the preview's plan column. */
    static String operation(StepKind kind) {
        return kind == StepKind.NOT_DEPLOYED ? "not deployed offline" : kind.name().toLowerCase();
    }

    /** The properties that differ, as the CLI lists them: {@code [diff: ~fixedScale.size +taints[1]]}; "" for none. */
    static String diff(ResourceStep step) {
        if (step.detailedDiff().isEmpty()) {
            return "";
        }
        Map<String, DiffKind> sorted = new TreeMap<>(step.detailedDiff());
        return " [diff: " + sorted.entrySet().stream().map(e -> diffSymbol(e.getValue()) + e.getKey())
                .collect(Collectors.joining(" ")) + "]";
    }

    private static String diffSymbol(DiffKind kind) {
        return switch (kind) {
            case ADD, ADD_REPLACE -> "+";
            case DELETE, DELETE_REPLACE -> "-";
            case UPDATE, UPDATE_REPLACE -> "~";
        };
    }
}
