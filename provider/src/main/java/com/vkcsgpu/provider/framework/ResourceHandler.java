package com.vkcsgpu.provider.framework;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Runs one declared {@link CustomResource} on wire values: this is where check, diff, preview,
 * defaults, secrets, timeouts and partial failures are handled once for every resource.
 *
 * @param <A> inputs record
 * @param <S> outputs record
 */
public final class ResourceHandler<A extends Record, S extends Record> {
    private final CustomResource<A, S> resource;
    private final OperationTracker tracker;

    /**
     * Wraps a resource; fails fast when its outputs record does not embed its inputs record. The records' models
     * (their annotations, generic types and accessors) are reflected at the first call for this type, not while
     * the plugin starts (docs/benchmarks.md); a malformed property fails there and in the schema's generation
     * (SchemaGoldenTest).
     */
    public ResourceHandler(CustomResource<A, S> resource, OperationTracker tracker) {
        this.resource = Objects.requireNonNull(resource, "resource");
        this.tracker = tracker;
        if (Arrays.stream(resource.stateType().getRecordComponents())
                .noneMatch(component -> component.getType() == resource.argsType())) {
            throw new IllegalArgumentException(resource.stateType().getSimpleName() + " must embed "
                    + resource.argsType().getSimpleName() + " as one of its components");
        }
    }

    /** The declared resource. */
    public CustomResource<A, S> resource() {
        return resource;
    }

    private RecordModel args() {
        return RecordModel.of(resource.argsType());
    }

    private RecordModel state() {
        return RecordModel.of(resource.stateType());
    }

    /** The result of Check: the inputs to store (defaults applied, secrets marked) and any failures. */
    public record CheckResult(Map<String, Object> inputs, List<Diagnostics.Failure> failures) {
    }

    /** The result of Create. */
    public record Created(String id, Map<String, Object> outputs) {
    }

    /** The result of Read; an empty id means the object is gone. */
    public record ReadResult(String id, Map<String, Object> outputs, Map<String, Object> inputs) {
    }

    /** Validates new inputs without calling any API. */
    public CheckResult check(Map<String, Object> news) {
        return checkRecord(args(), resource.argsType(), news, resource::check);
    }

    @SuppressWarnings("unchecked")
    static <R extends Record> CheckResult checkRecord(RecordModel model, Class<R> type, Map<String, Object> news,
                                                      java.util.function.BiConsumer<R, Diagnostics> check) {
        List<Diagnostics.Failure> failures = new ArrayList<>();
        for (String key : news.keySet()) {
            if (!key.startsWith("__") && model.property(key) == null) {
                failures.add(new Diagnostics.Failure(PropertyPath.of(key),
                        "unknown property; known properties: " + RecordCodec.names(model)));
            }
        }
        RecordCodec.Decoded<R> decoded = RecordCodec.decode(type, news, null);
        decoded.errors().forEach((path, reason) -> failures.add(new Diagnostics.Failure(path, reason)));
        if (decoded.value() != null) {
            failures.addAll(ruleFailures(decoded, type, check));
        }
        Map<String, Object> inputs = (Map<String, Object>) Values.copy(news);
        normalize(model, inputs);
        return new CheckResult(inputs, SecretRedaction.redact(model, news, failures));
    }

    /**
     * The resource's own rules, run also when decoding found errors so every problem is reported at once.
     * A value that could not be decoded is null in the record, as an unknown one is, so rules skip it, and
     * nothing more is said about a path decoding already reported.
     */
    private static <R extends Record> List<Diagnostics.Failure> ruleFailures(
            RecordCodec.Decoded<R> decoded, Class<R> type, java.util.function.BiConsumer<R, Diagnostics> check) {
        Set<PropertyPath> undecided = new LinkedHashSet<>(decoded.unknowns());
        undecided.addAll(decoded.errors().keySet());
        Diagnostics diags = new Diagnostics(undecided);
        try {
            check.accept(decoded.value(), diags);
        } catch (RuntimeException e) {
            if (decoded.errors().isEmpty()) {
                throw new ProviderBugException("check of " + type.getSimpleName() + " failed: " + e, e);
            }
            // A rule tripped over a value decoding already rejected; what it found before still counts.
        }
        return diags.failures().stream()
                .filter(f -> decoded.errors().keySet().stream().noneMatch(bad -> f.path().startsWith(bad)))
                .toList();
    }

    /** Applies defaults to absent properties and marks secret properties secret, recursively. */
    @SuppressWarnings("unchecked")
    static void normalize(RecordModel model, Map<String, Object> values) {
        for (PropertyModel p : model.properties()) {
            Object v = values.get(p.name());
            if (v == null && p.defaultText() != null) {
                v = p.defaultValue();
            }
            if (v == null) {
                continue;
            }
            Object inner = Values.unwrap(v);
            if (p.type() instanceof TypeModel.RecordType r && inner instanceof Map<?, ?> m) {
                normalize(r.model(), (Map<String, Object>) m);
            } else if (p.type() instanceof TypeModel.ListOf l && l.element() instanceof TypeModel.RecordType r
                    && inner instanceof List<?> list) {
                list.stream().map(Values::unwrap).filter(Map.class::isInstance)
                        .forEach(item -> normalize(r.model(), (Map<String, Object>) item));
            }
            values.put(p.name(), p.secret() ? Values.secret(v) : v);
        }
    }

    /**
     * Diffs new inputs against the old inputs ({@code oldInputs}; falls back to the old outputs'
     * input properties for state written without inputs).
     */
    public Diff diff(Map<String, Object> oldOutputs, Map<String, Object> oldInputs, Map<String, Object> news,
                     List<String> ignoreChanges) {
        Map<String, Object> olds = oldInputs.isEmpty() ? inputsFromOutputs(upgraded(oldOutputs)) : upgraded(oldInputs);
        List<PropertyPath> ignore = ignoreChanges.stream().map(PropertyPath::parse).toList();
        Diff diff = DiffEngine.diff(args(), olds, news, resource.replaceRules(), ignore);
        if (resource instanceof CustomDiff<?> custom) {
            @SuppressWarnings("unchecked")
            CustomDiff<A> typed = (CustomDiff<A>) custom;
            diff = typed.customize(diff, RecordCodec.decode(resource.argsType(), olds, null).value(),
                    RecordCodec.decode(resource.argsType(), news, null).value());
        }
        return diff;
    }

    /**
     * {@code olds} as an earlier release stored them, in today's shape: every declared {@link StateMigration} whose
     * shape they are in, in order (each may apply to what the one before produced). Null stays null.
     */
    Map<String, Object> upgraded(Map<String, Object> olds) {
        if (olds == null || olds.isEmpty()) {
            return olds;
        }
        Map<String, Object> current = olds;
        for (StateMigration step : resource.migrations()) {
            if (step.applies(current)) {
                current = step.migrate(current);
            }
        }
        return current;
    }

    private Map<String, Object> inputsFromOutputs(Map<String, Object> outputs) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (PropertyModel p : args().properties()) {
            if (outputs.containsKey(p.name())) {
                out.put(p.name(), outputs.get(p.name()));
            }
        }
        return out;
    }

    /** Whether a replacement must delete first. */
    public boolean deleteBeforeReplace() {
        return resource.deleteBeforeReplace();
    }

    /** Creates the resource, or in preview returns the expected outputs (computed ones unknown). */
    public Created create(Map<String, Object> inputs, boolean preview, double timeoutSeconds, String urn,
                          ProgressReporter progress) {
        if (preview) {
            previewChecked(inputs, timeoutSeconds, urn, progress, Operation.CREATE);
            return new Created("", withPreviewImpact(previewOutputs(inputs, null), inputs, null, timeoutSeconds, urn,
                    progress, Operation.CREATE));
        }
        A a = decodeArgs(inputs);
        try (OperationTracker.Running ctx = tracker.start(urn, false,
                resource.timeouts().resolve(Operation.CREATE, timeoutSeconds), progress)) {
            S created;
            try {
                created = resource.create(a, ctx);
            } catch (RuntimeException e) {
                throw partialOr(translated(e), ctx, inputs);
            }
            String id = resource.idOf(created);
            if (id == null || id.isEmpty()) {
                throw new ProviderBugException(resource.token() + ".create returned outputs without an id");
            }
            return new Created(id, outputs(created, inputs, null));
        }
    }

    /** Reads the resource for refresh ({@code oldInputs} set) or import (both maps null). */
    public ReadResult read(String id, Map<String, Object> oldOutputs, Map<String, Object> oldInputs,
                           double timeoutSeconds, String urn, ProgressReporter progress) {
        boolean importing = oldOutputs == null && oldInputs == null;
        oldOutputs = upgraded(oldOutputs);
        oldInputs = upgraded(oldInputs);
        if (importing && !(resource instanceof Importable<?, ?>)) {
            throw new PreconditionFailedException(resource.token() + " does not support import");
        }
        S old = oldOutputs == null ? null : RecordCodec.decode(resource.stateType(), oldOutputs,
                resource.argsType()).value();
        S current;
        try (OperationTracker.Running ctx = tracker.start(urn, false,
                resource.timeouts().resolve(Operation.READ, timeoutSeconds), progress)) {
            current = readTranslated(id, old, ctx);
        } catch (NotFoundException gone) {
            return new ReadResult("", Map.of(), Map.of());
        }
        Map<String, Object> previousInputs = oldInputs == null ? Map.of() : oldInputs;
        Map<String, Object> outputs = outputs(current, previousInputs, oldOutputs);
        String newId = resource.idOf(current);
        return new ReadResult(newId == null || newId.isEmpty() ? id : newId, outputs,
                importing ? importedInputs(current) : refreshedInputs(current, oldInputs));
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> importedInputs(S current) {
        A imported = ((Importable<A, S>) resource).importedInputs(current);
        if (imported == null) {
            imported = embeddedArgs(current);
        }
        Map<String, Object> inputs = RecordCodec.encode(imported, null);
        normalize(args(), inputs);
        return inputs;
    }

    /**
     * Inputs after refresh: only properties the user had set, each keeping its original representation
     * unless the cloud now reports a different value (drift), and kept as-is when the cloud does not
     * report it at all (write-only values such as passwords).
     */
    private Map<String, Object> refreshedInputs(S current, Map<String, Object> oldInputs) {
        Map<String, Object> now = RecordCodec.encode(embeddedArgs(current), null);
        Map<String, Object> inputs = new LinkedHashMap<>();
        oldInputs.forEach((key, oldValue) -> {
            Object reported = now.get(key);
            if (args().property(key) == null || reported == null || Values.sameValue(oldValue, reported)) {
                inputs.put(key, oldValue);
            } else {
                inputs.put(key, Values.secretLike(oldValue, reported));
            }
        });
        return inputs;
    }

    @SuppressWarnings("unchecked")
    private A embeddedArgs(S s) {
        PropertyModel embedded = state().embedded(resource.argsType());
        try {
            var accessor = embedded.component().getAccessor();
            accessor.setAccessible(true);
            return (A) accessor.invoke(s);
        } catch (ReflectiveOperationException e) {
            throw new ProviderBugException("cannot read " + embedded.name() + ": " + e, e);
        }
    }

    /** Updates in place, or in preview returns the expected outputs. */
    public Map<String, Object> update(String id, Map<String, Object> oldOutputs, Map<String, Object> news,
                                      boolean preview, double timeoutSeconds, String urn, ProgressReporter progress) {
        if (preview) {
            previewChecked(news, timeoutSeconds, urn, progress, Operation.UPDATE);
            Map<String, Object> olds = upgraded(oldOutputs);
            return withPreviewImpact(previewOutputs(news, olds), news, olds, timeoutSeconds, urn, progress,
                    Operation.UPDATE);
        }
        oldOutputs = upgraded(oldOutputs);
        S olds = RecordCodec.decode(resource.stateType(), oldOutputs, resource.argsType()).value();
        A a = decodeArgs(news);
        try (OperationTracker.Running ctx = tracker.start(urn, false,
                resource.timeouts().resolve(Operation.UPDATE, timeoutSeconds), progress)) {
            S updated;
            try {
                updated = resource.update(id, olds, a, ctx);
            } catch (RuntimeException e) {
                throw partialOr(translated(e), ctx, news);
            }
            return outputs(updated, news, oldOutputs);
        }
    }

    /** Deletes; an object that is already gone counts as deleted. */
    public void delete(String id, Map<String, Object> oldOutputs, double timeoutSeconds, String urn,
                       ProgressReporter progress) {
        S olds = RecordCodec.decode(resource.stateType(), upgraded(oldOutputs), resource.argsType()).value();
        try (OperationTracker.Running ctx = tracker.start(urn, false,
                resource.timeouts().resolve(Operation.DELETE, timeoutSeconds), progress)) {
            try {
                resource.delete(id, olds, ctx);
            } catch (RuntimeException e) {
                throw translated(e);
            }
        } catch (NotFoundException alreadyGone) {
            // Deleting something that no longer exists is success (pulumi/pulumi v3.259.0
            // proto/pulumi/provider.proto, Delete).
        }
    }

    /**
     * Runs the resource's {@link PreviewCheck} when it has one: the check when every input is known, the prediction
     * when some are not.
     */
    private void previewChecked(Map<String, Object> inputs, double timeoutSeconds, String urn,
                                ProgressReporter progress, Operation operation) {
        if (!(resource instanceof PreviewCheck<?> check)) {
            return;
        }
        RecordCodec.Decoded<A> decoded = RecordCodec.decode(resource.argsType(), inputs, null);
        if (!decoded.errors().isEmpty() || decoded.value() == null) {
            return;
        }
        @SuppressWarnings("unchecked")
        PreviewCheck<A> typed = (PreviewCheck<A>) check;
        try (OperationTracker.Running ctx = tracker.start(urn, true,
                resource.timeouts().resolve(operation, timeoutSeconds), progress)) {
            try {
                if (decoded.unknowns().isEmpty()) {
                    typed.previewCheck(decoded.value(), ctx);
                } else {
                    // what an unknown input names does not exist yet: only a prediction now, the check runs at up
                    typed.previewPredict(decoded.value(), decoded.unknowns(), ctx);
                }
            } catch (RuntimeException e) {
                throw translated(e);
            }
        }
    }

    /**
     * {@code outputs} with the resource's {@link PreviewImpact} lines: each sent to the engine as a warning on the
     * resource, all of them in the output {@value ImpactLine#PROPERTY} when the state declares it. A line computed
     * from unknown inputs is the resource's to word; a hook that throws anyway costs its lines, not the preview.
     */
    private Map<String, Object> withPreviewImpact(Map<String, Object> outputs, Map<String, Object> inputs,
                                                  Map<String, Object> oldOutputs, double timeoutSeconds, String urn,
                                                  ProgressReporter progress, Operation operation) {
        if (!(resource instanceof PreviewImpact<?, ?> hook)) {
            return outputs;
        }
        RecordCodec.Decoded<A> news = RecordCodec.decode(resource.argsType(), inputs, null);
        if (!news.errors().isEmpty() || news.value() == null) {
            return outputs;
        }
        S olds = oldOutputs == null ? null
                : RecordCodec.decode(resource.stateType(), oldOutputs, resource.argsType()).value();
        @SuppressWarnings("unchecked")
        PreviewImpact<A, S> typed = (PreviewImpact<A, S>) hook;
        List<ImpactLine> lines;
        try (OperationTracker.Running ctx = tracker.start(urn, true,
                resource.timeouts().resolve(operation, timeoutSeconds), progress)) {
            lines = typed.previewImpact(new PreviewImpact.PlannedChange<>(olds, news.value(), news.unknowns()), ctx);
        } catch (ProviderBugException | OperationCancelledException stop) {
            throw stop;
        } catch (RuntimeException e) {
            progress.warning("impact of this change not computed: " + translated(e).getMessage());
            lines = List.of();
        }
        lines.forEach(line -> progress.warning(line.message()));
        if (state().property(ImpactLine.PROPERTY) != null) {
            Map<String, Object> withLines = new LinkedHashMap<>(outputs);
            withLines.put(ImpactLine.PROPERTY, lines.stream().map(line -> (Object) RecordCodec.encode(line, null))
                    .toList());
            return withLines;
        }
        return outputs;
    }

    private A decodeArgs(Map<String, Object> inputs) {
        RecordCodec.Decoded<A> decoded = RecordCodec.decode(resource.argsType(), inputs, null);
        if (!decoded.errors().isEmpty() || decoded.value() == null) {
            Map.Entry<PropertyPath, String> first = decoded.errors().entrySet().iterator().next();
            throw new InvalidInputException(first.getKey() + ": " + first.getValue());
        }
        if (!decoded.unknowns().isEmpty()) {
            throw new ProviderBugException("unknown inputs outside preview: " + decoded.unknowns());
        }
        return decoded.value();
    }

    private S readTranslated(String id, S old, OpContext ctx) {
        try {
            return resource.read(id, old, ctx);
        } catch (RuntimeException e) {
            throw translated(e);
        }
    }

    /**
     * The resource's own failure translation, then the framework's for waits that ended: the one place its layer's
     * failures become the framework's.
     */
    private RuntimeException translated(RuntimeException e) {
        return WaitEndings.translate(resource.failures().translate(e));
    }

    private RuntimeException partialOr(RuntimeException e, OperationTracker.Running ctx, Map<String, Object> inputs) {
        Record partial = e instanceof ResourceInitFailedException r ? r.partialState() : ctx.acceptedState();
        if (partial == null) {
            return e;
        }
        @SuppressWarnings("unchecked")
        S typed = (S) partial;
        return new PartialFailureException(resource.idOf(typed), outputs(typed, inputs, null), inputs,
                e.getMessage(), e);
    }

    /**
     * Encodes outputs: secret properties and whatever of an input was secret, at any depth, stay secret; input
     * properties the cloud does not report keep their previous value.
     */
    private Map<String, Object> outputs(S value, Map<String, Object> inputs, Map<String, Object> previous) {
        Map<String, Object> out = RecordCodec.encode(value, resource.argsType());
        for (PropertyModel p : args().properties()) {
            if (!out.containsKey(p.name()) && previous != null && previous.containsKey(p.name())) {
                out.put(p.name(), previous.get(p.name()));
            }
            if (out.containsKey(p.name())) {
                out.put(p.name(), Values.secretLike(inputs.get(p.name()), out.get(p.name())));
            }
        }
        return out;
    }

    /**
     * The outputs a preview shows: inputs as given (unknowns stay unknown), computed properties
     * unknown on create and unchanged on update.
     */
    private Map<String, Object> previewOutputs(Map<String, Object> inputs, Map<String, Object> olds) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (PropertyModel p : state().flattened(resource.argsType())) {
            Object v;
            if (args().property(p.name()) != null) {
                v = inputs.get(p.name());
            } else {
                v = olds != null && olds.containsKey(p.name()) ? olds.get(p.name()) : Values.UNKNOWN;
            }
            if (v != null) {
                out.put(p.name(), p.secret() ? Values.secret(v) : v);
            }
        }
        return out;
    }
}
