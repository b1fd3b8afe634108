package com.vkcsgpu.examples.offline;

import com.vkcsgpu.harness.Diagnostic;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import com.vkcsgpu.harness.StepListener;
import com.vkcsgpu.harness.Urns;
import java.io.PrintStream;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;

/**
 * Prints an up or destroy live, the way {@code pulumi up --non-interactive} does (pulumi/pulumi,
 * pkg/backend/display/progress.go): a line when a resource's step starts ({@code creating}), a line whenever the
 * provider reports new progress, and a line when it ends with its wall-clock duration ({@code created (2s)});
 * after the operation the resource tree of the interactive display's last frame ({@link ResourceTree}: types
 * nested under their parents, status with duration, errors and warnings counted in the info column), the
 * diagnostics under their resource, the {@code Outputs:} and the {@code Resources:} summary with the operation's
 * {@code Duration:}. The default provider is neither shown nor counted, as the CLI
 * hides it. A step's progress messages are printed whole; the durations the provider writes into them are left
 * out, because against the emulator they count time-scaled waits ("PROVISIONING for 889ms" for what a real
 * cloud takes minutes over) — the duration column shows this run's real wall time instead.
 */
final class ProgressPrinter implements StepListener {
    /** A duration as the provider writes it (its {@code wait.Elapsed}): 889ms, 12s, 6m, 1h2m. */
    private static final String DURATION = "\\d+(?:h\\d+m|ms|s|m)";
    /** The provider's waits write " for 6m", ", 4m elapsed" and " (12s)" into their progress messages. */
    private static final Pattern WAIT_DURATION =
            Pattern.compile(" for " + DURATION + "|, " + DURATION + " elapsed| \\(" + DURATION + "\\)");
    private final PrintStream out;
    private final LongSupplier millis;
    private final long operationStart;
    private final Map<String, Long> started = new HashMap<>();
    private final Map<String, String> lastProgress = new HashMap<>();
    private final Map<String, String> types = new HashMap<>();
    private final Map<String, StepKind> kinds = new HashMap<>();
    private final Map<String, Long> finishedAt = new HashMap<>();
    /** The order resources first appeared in, which orders siblings in the tree as the CLI does. */
    private final Map<String, Integer> appeared = new HashMap<>();

    /** A display of one operation, timed by {@code millis} (the wall clock in milliseconds). */
    ProgressPrinter(PrintStream out, String title, LongSupplier millis) {
        this.out = out;
        this.millis = millis;
        this.operationStart = millis.getAsLong();
        out.println(title);
    }

    @Override
    public synchronized void started(String urn, String type, StepKind kind) {
        if (StepSymbols.isDefaultProvider(type, Urns.name(urn))) {
            return;
        }
        started.put(urn, millis.getAsLong());
        appeared.putIfAbsent(urn, appeared.size());
        types.put(urn, type);
        kinds.put(urn, kind);
        line(kind, type, Urns.name(urn), presentParticiple(kind) + " (0s)");
    }

    @Override
    public synchronized void logged(EngineLogMessage log) {
        if (!log.ephemeral() || log.source() != EngineLogMessage.Source.ENGINE_LOG || log.message().isBlank()
                || !started.containsKey(log.urn())) {
            return;
        }
        String progress = withoutWaitDurations(log.message());
        if (progress.equals(lastProgress.put(log.urn(), progress))) {
            return;
        }
        StepKind kind = kinds.get(log.urn());
        line(kind, types.get(log.urn()), Urns.name(log.urn()), presentParticiple(kind) + " (" + elapsed(log.urn()) + ") " + progress);
    }

    @Override
    public synchronized void finished(ResourceStep step) {
        if (StepSymbols.isDefaultProvider(step.type(), step.name())) {
            return;
        }
        appeared.putIfAbsent(step.urn(), appeared.size());
        finishedAt.put(step.urn(), millis.getAsLong());
        // A failure's message can be long (a driver's last log lines); like the CLI, the line says the step failed
        // and the summary's errors say why.
        line(step.kind(), step.type(), step.name(), status(step));
    }

    /** After the operation: its diagnostics, outputs (up), the count per outcome and the operation's duration. */
    synchronized void summarize(RunResult run) {
        List<Diagnostic> diagnostics = Diagnostic.of(run);
        out.println();
        new ResourceTree(run.steps(), Comparator.comparingInt(s -> appeared.getOrDefault(s.urn(), Integer.MAX_VALUE)))
                .print(out, "Status", this::status, step -> DiagnosticsPrinter.counts(diagnostics, step.urn()));
        new DiagnosticsPrinter(out).print(diagnostics, urn -> types.getOrDefault(urn, Urns.qualifiedType(urn)));
        if (!run.outputs().isEmpty()) {
            out.println();
            out.println("Outputs:");
            new OutputsPrinter(out).print(run.outputs());
        }
        Map<StepKind, Integer> counts = new EnumMap<>(StepKind.class);
        run.steps().stream().filter(s -> !StepSymbols.isDefaultProvider(s.type(), s.name())).forEach(s -> counts.merge(s.kind(), 1, Integer::sum));
        out.println();
        out.println("Resources:");
        counts.forEach((kind, count) -> out.println("    " + (StepSymbols.symbol(kind).trim() + " " + count).trim() + " "
                + pastTense(kind)));
        out.println();
        out.println("Duration: " + human(millis.getAsLong() - operationStart));
    }

    /** A finished step's status column: {@code created (2s)}, {@code creating failed (1s)}. */
    private String status(ResourceStep step) {
        String outcome = step.error().isPresent() ? presentParticiple(step.kind()) + " failed" : pastTense(step.kind());
        Long start = started.get(step.urn());
        Long end = finishedAt.get(step.urn());
        return start == null || end == null ? outcome : outcome + " (" + human(end - start) + ")";
    }

    private void line(StepKind kind, String type, String name, String info) {
        out.println(" " + StepSymbols.symbol(kind) + " " + type + " " + name + " " + info);
    }

    private String elapsed(String urn) {
        return human(millis.getAsLong() - started.get(urn));
    }

    /** The CLI's duration format: {@code 0s}, {@code 12s}, {@code 1m5s}. */
    static String human(long millis) {
        long seconds = millis / 1000;
        return seconds >= 60 ? seconds / 60 + "m" + seconds % 60 + "s" : seconds + "s";
    }

    static String withoutWaitDurations(String message) {
        return WAIT_DURATION.matcher(message.replaceAll("\\s+", " ").strip()).replaceAll("");
    }

    private static String presentParticiple(StepKind kind) {
        return switch (kind) {
            case CREATE -> "creating";
            case DELETE -> "deleting";
            case UPDATE -> "updating";
            case REPLACE -> "replacing";
            default -> "running";
        };
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
}
