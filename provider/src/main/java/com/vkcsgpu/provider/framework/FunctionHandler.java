package com.vkcsgpu.provider.framework;

import java.util.List;
import java.util.Map;

/**
 * Runs one declared {@link ProviderFunction} on wire values.
 *
 * @param <A> arguments record
 * @param <R> result record
 */
public final class FunctionHandler<A extends Record, R extends Record> {
    private final ProviderFunction<A, R> function;
    private final OperationTracker tracker;

    /**
     * Wraps a function. Its records' models are reflected at its first invocation, not while the plugin starts
     * (docs/benchmarks.md); a malformed property fails there and in the schema's generation (SchemaGoldenTest).
     */
    public FunctionHandler(ProviderFunction<A, R> function, OperationTracker tracker) {
        this.function = function;
        this.tracker = tracker;
    }

    /** The declared function. */
    public ProviderFunction<A, R> function() {
        return function;
    }

    /** The result of an invocation: a result, or the argument failures. */
    public record Invoked(Map<String, Object> result, List<Diagnostics.Failure> failures) {
    }

    /** Checks the arguments and, when they are valid, invokes the function. */
    public Invoked invoke(Map<String, Object> arguments, boolean preview) {
        ResourceHandler.CheckResult checked = ResourceHandler.checkRecord(RecordModel.of(function.argsType()),
                function.argsType(), arguments, function::check);
        if (!checked.failures().isEmpty()) {
            return new Invoked(Map.of(), checked.failures());
        }
        RecordCodec.Decoded<A> decoded = RecordCodec.decode(function.argsType(), checked.inputs(), null);
        if (!decoded.unknowns().isEmpty()) {
            throw new InvalidInputException(function.token() + " needs known arguments; unknown: "
                    + decoded.unknowns());
        }
        try (OperationTracker.Running ctx = tracker.start("", preview, function.timeout(), ProgressReporter.NONE)) {
            R result;
            try {
                result = function.invoke(decoded.value(), ctx);
            } catch (RuntimeException e) {
                throw WaitEndings.translate(function.failures().translate(e));
            }
            return new Invoked(RecordCodec.encode(result, null), List.of());
        }
    }
}
