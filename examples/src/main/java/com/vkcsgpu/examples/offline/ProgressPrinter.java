package com.vkcsgpu.examples.offline;

import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Prints what an up or destroy did, one line per resource in the order the steps finished: symbol, outcome, type,
 * name, and the last progress message the provider reported while it waited (how many it sent in all), so a
 * reader sees what each long step waited for without the stream of status updates. Warnings and errors the
 * provider or a component logged are printed under their resource, as {@code pulumi up} does, so a deprecated
 * release or an unsupported driver is not lost in a successful run.
 */
final class ProgressPrinter {
    private static final int MAX_STATUS = 100;
    private final PrintStream out;

    ProgressPrinter(PrintStream out) {
        this.out = out;
    }

    void print(String title, RunResult run) {
        out.println(title);
        for (ResourceStep step : run.steps()) {
            List<String> statuses = run.logs().stream()
                    .filter(l -> l.ephemeral() && l.urn().equals(step.urn())
                            && l.source() == EngineLogMessage.Source.ENGINE_LOG)
                    .map(EngineLogMessage::message).filter(m -> !m.isBlank()).toList();
            String waited = statuses.isEmpty() ? ""
                    : "  (" + statuses.size() + " progress update" + (statuses.size() == 1 ? "" : "s") + "; last: "
                    + shorten(statuses.get(statuses.size() - 1)) + ")";
            out.printf(" %s %-9s %s %s%s%s%n", StepSymbols.symbol(step.kind()), pastTense(step.kind()), step.type(),
                    step.name(), waited, step.error().map(e -> "  FAILED: " + e).orElse(""));
            diagnostics(run).filter(l -> l.urn().equals(step.urn())).forEach(this::printDiagnostic);
        }
        List<String> stepUrns = run.steps().stream().map(ResourceStep::urn).toList();
        diagnostics(run).filter(l -> !stepUrns.contains(l.urn())).forEach(this::printDiagnostic);
        run.errors().forEach(e -> out.println("error: " + e));
    }

    /** The engine's warnings and errors of the run: what {@code pulumi up} prints as diagnostics. */
    private static Stream<EngineLogMessage> diagnostics(RunResult run) {
        return run.logs().stream().filter(l -> !l.ephemeral() && l.source() == EngineLogMessage.Source.ENGINE_LOG
                && (l.severity().equals("WARNING") || l.severity().equals("ERROR")));
    }

    private void printDiagnostic(EngineLogMessage log) {
        out.println("    " + log.severity().toLowerCase(Locale.ROOT) + ": " + log.message().strip());
    }

    private static String pastTense(StepKind kind) {
        return switch (kind) {
            case CREATE -> "created";
            case UPDATE -> "updated";
            case REPLACE -> "replaced";
            case DELETE -> "deleted";
            case SAME -> "unchanged";
            case READ -> "read";
            case REFRESH -> "refreshed";
            case IMPORT -> "imported";
            case NOT_DEPLOYED -> "not deployed offline";
        };
    }

    private static String shorten(String message) {
        String oneLine = message.replaceAll("\\s+", " ").trim();
        return oneLine.length() <= MAX_STATUS ? oneLine : oneLine.substring(0, MAX_STATUS - 3) + "...";
    }
}
