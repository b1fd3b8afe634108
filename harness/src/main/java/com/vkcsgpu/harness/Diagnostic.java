package com.vkcsgpu.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One warning or error of a run as {@code pulumi up} shows it under {@code Diagnostics:}, grouped by the resource it
 * is about ({@code urn}; the stack's URN for the program's own failure). {@link #of(RunResult)} reports each failure
 * once, as the engine does (pulumi/pulumi {@code pkg/backend/display/progress.go}, {@code printDiagnostics}): a
 * failed step's error under its resource; not again the copies that travel back up — the error the program or a
 * component (the plugin running Construct) logs when its registration is refused, the component's Construct
 * failure that wraps it, a program exit code 32 (the Java SDK's "the program logged the error"); and a Java
 * exception's message without the SDK's command line and stack frames.
 *
 * @param urn      the resource the diagnostic is about, or "" when the run has no stack
 * @param severity {@code warning} or {@code error}
 * @param message  the text, without the URN the grouping shows
 */
public record Diagnostic(String urn, String severity, String message) {
    /** The Java SDK's wrapper around a program's unhandled exception (pulumi-java, {@code DeploymentImpl}). */
    private static final Pattern UNHANDLED = Pattern.compile(
            "(?s)^Running program \\[PID: \\d+]\\(.*?\\) failed with an unhandled exception:\\s*\\n(.*)$");
    /** A stack trace's exception line: the class, then its message. */
    private static final Pattern EXCEPTION_LINE = Pattern.compile("^(?:[\\w$]+\\.)*[\\w$]+(?:Exception|Error): (.*)$");
    /** How a Java stack trace introduces a cause. */
    private static final String CAUSED_BY = "Caused by: ";
    /** A stack frame line, or the "... n more" that ends a cause's frames. */
    private static final Pattern FRAME = Pattern.compile("^\\s+(at |\\.\\.\\. \\d+ more).*");
    /** An engine error about a resource: its URN, then what happened. */
    private static final Pattern ABOUT_RESOURCE = Pattern.compile("(?s)^(urn:pulumi:[^ ]+?): (.*)$");
    /** The exit code with which the Java SDK says it has logged the error itself. */
    static final String LOGGED_EXIT = "program exited with code 32";

    /** The run's warnings and errors, each failure once, in the order the run met them. */
    public static List<Diagnostic> of(RunResult run) {
        String stack = run.steps().stream().filter(s -> s.type().equals(Urns.STACK_TYPE)).map(ResourceStep::urn)
                .findFirst().orElse("");
        List<String> engineErrors = run.errors().stream().filter(e -> !e.startsWith(LOGGED_EXIT)).toList();
        List<Diagnostic> shown = new ArrayList<>();
        for (String error : engineErrors) {
            if (echoes(error, null, engineErrors)) {
                continue;
            }
            Matcher about = ABOUT_RESOURCE.matcher(error);
            shown.add(about.matches() ? new Diagnostic(about.group(1), "error", about.group(2))
                    : new Diagnostic(stack, "error", error));
        }
        for (EngineLogMessage log : run.logs()) {
            if (log.ephemeral() || log.source() != EngineLogMessage.Source.ENGINE_LOG
                    || !(log.severity().equals("WARNING") || log.severity().equals("ERROR"))) {
                continue;
            }
            String message = withoutJavaFrames(log.message()).strip();
            if (log.severity().equals("ERROR") && echoes(log.message(), message, engineErrors)) {
                continue;
            }
            shown.add(new Diagnostic(log.urn().isEmpty() ? stack : log.urn(), log.severity().toLowerCase(Locale.ROOT),
                    message));
        }
        return List.copyOf(shown);
    }

    /**
     * Whether {@code message} only repeats another of the engine's {@code failures}: it quotes the failure whole (a
     * refused registration's status, a Construct failure around its child's), or the failure quotes the message of
     * the exception {@code shown} (a logged message as displayed; null for the engine's own) begins with.
     */
    private static boolean echoes(String message, String shown, List<String> failures) {
        String exception = shown == null ? "" : exceptionText(firstLine(shown));
        for (String failure : failures) {
            if (failure.equals(message)) {
                continue;
            }
            if (message.contains(failure) || (exception.length() > 20 && failure.contains(exception))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A Java SDK unhandled-exception report as its exception's message, then each cause that says more than what
     * came before (a wrapped exception usually repeats its cause's message): no command line, no class names, no
     * frames. Any other text unchanged.
     */
    static String withoutJavaFrames(String message) {
        Matcher unhandled = UNHANDLED.matcher(message);
        if (!unhandled.matches()) {
            return message;
        }
        List<StringBuilder> exceptions = new ArrayList<>();
        for (String line : unhandled.group(1).split("\n")) {
            if (FRAME.matcher(line).matches() || line.isBlank()) {
                continue;
            }
            if (exceptions.isEmpty() || line.startsWith(CAUSED_BY)) {
                String exception = line.startsWith(CAUSED_BY) ? line.substring(CAUSED_BY.length()) : line;
                exceptions.add(new StringBuilder(exceptionText(exception.strip())));
            } else {
                exceptions.get(exceptions.size() - 1).append('\n').append(line.strip());
            }
        }
        if (exceptions.isEmpty()) {
            return message;
        }
        StringBuilder shown = new StringBuilder("the program failed: ").append(exceptions.get(0));
        for (StringBuilder cause : exceptions.subList(1, exceptions.size())) {
            if (!shown.toString().contains(cause)) {
                shown.append("\ncaused by: ").append(cause);
            }
        }
        return shown.toString();
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }

    /** {@code java.lang.IllegalStateException: no credentials} as {@code no credentials}. */
    private static String exceptionText(String line) {
        String text = line.startsWith("the program failed: ") ? line.substring("the program failed: ".length()) : line;
        Matcher exception = EXCEPTION_LINE.matcher(text);
        return exception.matches() ? exception.group(1) : text;
    }

    /** The resource this is about, when there is one. */
    public Optional<String> resource() {
        return urn.isEmpty() ? Optional.empty() : Optional.of(urn);
    }
}
