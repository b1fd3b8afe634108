package com.vkcsgpu.examples.offline;

import com.vkcsgpu.harness.Diagnostic;
import com.vkcsgpu.harness.Urns;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The {@code Diagnostics:} section as {@code pulumi up} prints it (pulumi/pulumi
 * {@code pkg/backend/display/progress.go}, {@code printDiagnostics}): per resource a {@code <type> (<name>):}
 * header, under it each of its warnings and errors indented, the first line prefixed with its severity, a blank
 * line between resources; nothing when there are none. The diagnostics are {@link Diagnostic#of}'s, each
 * failure once.
 */
final class DiagnosticsPrinter {
    private final PrintStream out;

    DiagnosticsPrinter(PrintStream out) {
        this.out = out;
    }

    /** Prints {@code diagnostics}, resources in the order their first diagnostic came; {@code type} of a URN. */
    void print(List<Diagnostic> diagnostics, Function<String, String> type) {
        if (diagnostics.isEmpty()) {
            return;
        }
        Map<String, List<Diagnostic>> byResource = new LinkedHashMap<>();
        diagnostics.forEach(d -> byResource.computeIfAbsent(d.urn(), u -> new ArrayList<>()).add(d));
        out.println();
        out.println("Diagnostics:");
        boolean first = true;
        for (Map.Entry<String, List<Diagnostic>> resource : byResource.entrySet()) {
            if (!first) {
                out.println();
            }
            first = false;
            String urn = resource.getKey();
            if (!urn.isEmpty()) {
                out.println("  " + type.apply(urn) + " (" + Urns.name(urn) + "):");
            }
            for (Diagnostic d : resource.getValue()) {
                for (String line : (d.severity() + ": " + d.message()).split("\n")) {
                    out.println("    " + line.stripTrailing());
                }
            }
        }
    }

    /** {@code 1 error, 2 warnings}: what the tree's info column says of {@code urn}; "" when nothing. */
    static String counts(List<Diagnostic> diagnostics, String urn) {
        long errors = diagnostics.stream().filter(d -> d.urn().equals(urn) && d.severity().equals("error")).count();
        long warnings = diagnostics.stream().filter(d -> d.urn().equals(urn) && d.severity().equals("warning")).count();
        List<String> parts = new ArrayList<>();
        if (errors > 0) {
            parts.add(errors + (errors == 1 ? " error" : " errors"));
        }
        if (warnings > 0) {
            parts.add(warnings + (warnings == 1 ? " warning" : " warnings"));
        }
        return String.join(", ", parts);
    }
}
