package com.vkcsgpu.harness;

import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What one engine operation did: the step per resource, the ordered plugin RPCs, the diagnostics, the stack
 * outputs and the errors. A failed step fails the run (see {@link #succeeded()}) but the state keeps what
 * happened, as with the engine.
 *
 * @param operation       which operation ran
 * @param steps           the steps, in the order they completed
 * @param calls           the plugin RPCs, in the order they started
 * @param logs            Engine.Log messages and the plugin's stdout/stderr lines, in arrival order
 * @param outputs         the stack outputs, decoded with {@link Values#toJava} (secrets as {@link Values.Secret})
 * @param errors          why the run failed (empty on success)
 * @param programExitCode the program JVM's exit code (0 for operations without a program)
 * @param programOutput   the program JVM's stdout and stderr
 */
public record RunResult(
        Operation operation,
        List<ResourceStep> steps,
        List<ProviderCall> calls,
        List<EngineLogMessage> logs,
        Map<String, Object> outputs,
        List<String> errors,
        int programExitCode,
        String programOutput) {

    public RunResult {
        steps = List.copyOf(steps);
        calls = List.copyOf(calls);
        logs = List.copyOf(logs);
        outputs = Map.copyOf(outputs);
        errors = List.copyOf(errors);
    }

    public boolean succeeded() {
        return errors.isEmpty();
    }

    /** Returns this result, or throws an {@link AssertionError} that shows the errors, calls and program output. */
    public RunResult assertSucceeded() {
        if (!succeeded()) {
            throw new AssertionError(operation + " failed:\n  " + String.join("\n  ", errors) + "\n" + describe());
        }
        return this;
    }

    /** Returns this result, or throws when the run did not fail. */
    public RunResult assertFailed() {
        if (succeeded()) {
            throw new AssertionError(operation + " was expected to fail but succeeded\n" + describe());
        }
        return this;
    }

    /** The step of the resource with this name (last URN segment) or URN. */
    public ResourceStep step(String nameOrUrn) {
        return findStep(nameOrUrn).orElseThrow(() -> new NoSuchElementException("no step for '" + nameOrUrn
                + "'; steps: " + steps.stream().map(s -> s.name() + "=" + s.kind()).collect(Collectors.joining(", "))));
    }

    public Optional<ResourceStep> findStep(String nameOrUrn) {
        List<ResourceStep> matches = steps.stream()
                .filter(s -> s.urn().equals(nameOrUrn) || s.name().equals(nameOrUrn)).toList();
        if (matches.size() > 1) {
            throw new IllegalArgumentException("several resources are named '" + nameOrUrn + "'; use the URN: "
                    + matches.stream().map(ResourceStep::urn).toList());
        }
        return matches.stream().findFirst();
    }

    /** The steps of one kind. */
    public List<ResourceStep> steps(StepKind kind) {
        return steps.stream().filter(s -> s.kind() == kind).toList();
    }

    /** The calls of one RPC method, e.g. {@code "Create"}. */
    public List<ProviderCall> calls(String method) {
        return calls.stream().filter(c -> c.method().equals(method)).toList();
    }

    /** The single call of this method on the resource with this name or URN. */
    public ProviderCall call(String method, String nameOrUrn) {
        List<ProviderCall> matches = calls.stream().filter(c -> c.method().equals(method)
                && (c.urn().equals(nameOrUrn) || c.name().equals(nameOrUrn))).toList();
        if (matches.size() != 1) {
            throw new NoSuchElementException("expected one " + method + " call on '" + nameOrUrn + "' but found "
                    + matches.size() + "; calls: " + calls);
        }
        return matches.get(0);
    }

    /** The names of the resources a method was called on, in call order, e.g. {@code deleted order}. */
    public List<String> callOrder(String method) {
        return calls(method).stream().map(ProviderCall::name).toList();
    }

    /** Engine.Log messages of one severity ({@code DEBUG}, {@code INFO}, {@code WARNING}, {@code ERROR}). */
    public List<EngineLogMessage> logs(String severity) {
        return logs.stream().filter(l -> l.severity().equals(severity)).toList();
    }

    /** One stack output, decoded. */
    public Object output(String name) {
        if (!outputs.containsKey(name)) {
            throw new NoSuchElementException("no stack output '" + name + "'; outputs: " + outputs.keySet());
        }
        return outputs.get(name);
    }

    /** A readable summary for assertion messages (never shows secret values: they are stored redacted). */
    public String describe() {
        StringBuilder b = new StringBuilder();
        b.append("steps:\n");
        steps.forEach(s -> b.append("  ").append(s.kind()).append(' ').append(s.urn())
                .append(s.detailedDiff().isEmpty() ? "" : " " + s.detailedDiff())
                .append(s.error().map(e -> " ERROR " + e).orElse("")).append('\n'));
        b.append("calls:\n");
        calls.forEach(c -> b.append("  ").append(c).append('\n'));
        String tail = programOutput.length() > 6000 ? "..." + programOutput.substring(programOutput.length() - 6000) : programOutput;
        if (!tail.isBlank()) {
            b.append("program exit code ").append(programExitCode).append(", output:\n").append(tail).append('\n');
        }
        logs.stream().filter(l -> l.source() == EngineLogMessage.Source.PLUGIN_STDERR).reduce((a, x) -> x)
                .ifPresent(l -> b.append("last plugin stderr line: ").append(l.message()).append('\n'));
        return b.toString();
    }
}
