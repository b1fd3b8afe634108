package com.vkcsgpu.harness;

import com.google.protobuf.Struct;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import pulumirpc.Provider.CheckRequest;
import pulumirpc.Provider.CheckResponse;
import pulumirpc.Provider.DiffRequest;
import pulumirpc.Provider.DiffResponse;
import pulumirpc.Provider.ReadRequest;
import pulumirpc.Provider.ReadResponse;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;

/**
 * Decides the step for each custom resource the program registers, as the engine's step generator does
 * ({@code pkg/resource/deploy/step_generator.go} in pulumi/pulumi): Check, then for an existing resource Diff,
 * and from their answers create, same, update, replace (with the dependents a delete-before-replace forces
 * out) or import; the {@link StepExecutor} carries the step out.
 */
final class StepGenerator {
    /** What a Diff (with the program's replaceOnChanges) asks for. */
    record DiffOutcome(boolean changed, boolean replace, boolean deleteBeforeReplace,
                       Map<String, DiffKind> detailedDiff, List<String> replaceKeys, List<String> stables) {
    }

    private final PluginClient plugin;
    private final boolean dryRun;
    private final StepRecorder recorder;
    private final Registrations registrations;
    private final StackState stack;
    private final StepExecutor executor;
    private final Consumer<EngineLogMessage> diagnostics;
    private final SecureRandom random = new SecureRandom();

    StepGenerator(PluginClient plugin, boolean dryRun, StepRecorder recorder, Registrations registrations,
                  StackState stack, StepExecutor executor, Consumer<EngineLogMessage> diagnostics) {
        this.plugin = plugin;
        this.dryRun = dryRun;
        this.recorder = recorder;
        this.registrations = registrations;
        this.stack = stack;
        this.executor = executor;
        this.diagnostics = diagnostics;
    }

    /** The step for a custom resource of the program, carried out; its answer to the program. */
    RegisterResourceResponse custom(RegisterResourceRequest req, Registration reg, DefaultProvider.Configured p) {
        String urn = reg.urn;
        String type = req.getType();
        ResourceState old = stack.live(urn);
        if (old == null && !req.getImportId().isEmpty()) {
            return importRegistered(req, reg, p);
        }
        Struct news = req.getObject();
        if (old != null && req.getIgnoreChangesCount() > 0) {
            news = InputDiff.applyIgnoreChanges(old.inputs(), news, req.getIgnoreChangesList());
        }
        Struct inputs = check(urn, req.getName(), type, old == null ? Struct.getDefaultInstance() : old.inputs(), news);
        if (old == null) {
            ResourceState created = executor.create(req, reg, p, inputs, Optional.empty());
            // A dependent deleted early for a delete-before-replace comes back as the second half of its replace.
            boolean replacedEarly = stack.replacedEarly(urn);
            recorder.step(urn, type, replacedEarly ? StepKind.REPLACE : StepKind.CREATE, Map.of(), List.of(),
                    replacedEarly, null);
            return Registration.response(created, List.of());
        }
        DiffOutcome diff = diff(old, inputs, req.getIgnoreChangesList(), req.getReplaceOnChangesList());
        if (!diff.changed() && old.initErrors().isEmpty()) {
            ResourceState same = executor.settled(reg, reg.customState(req, p, old.id(), inputs, old.outputs(), List.of()));
            recorder.step(urn, type, StepKind.SAME, Map.of(), List.of(), false, null);
            return Registration.response(same, diff.stables());
        }
        if (!diff.replace()) {
            ResourceState updated = executor.update(req, reg, p, old, inputs, diff.detailedDiff());
            recorder.step(urn, type, StepKind.UPDATE, diff.detailedDiff(), List.of(), false, null);
            return Registration.response(updated, diff.stables());
        }
        // The option, when the program set it, overrides the provider's answer (step_generator.go).
        boolean deleteFirst = req.getDeleteBeforeReplaceDefined() ? req.getDeleteBeforeReplace()
                : diff.deleteBeforeReplace() || req.getDeleteBeforeReplace();
        // The engine first deletes the dependents that must be replaced too
        // (step_generator.go, calculateDependentReplacements), dependents first.
        ResourceState replaced = executor.replace(req, reg, p, old, inputs, diff, deleteFirst, () -> dependentsToReplace(old));
        recorder.step(urn, type, StepKind.REPLACE, diff.detailedDiff(), diff.replaceKeys(), deleteFirst, null);
        return Registration.response(replaced, diff.stables());
    }

    /** Check: the provider's validated inputs, or a failed step naming every failure. */
    Struct check(String urn, String name, String type, Struct olds, Struct news) {
        byte[] seed = new byte[32];
        random.nextBytes(seed);
        CheckResponse response = ProviderErrors.call(urn, "Check", () -> plugin.check(CheckRequest.newBuilder()
                .setUrn(urn).setName(name).setType(type).setOlds(olds).setNews(news)
                .setRandomSeed(PluginClient.seed(seed)).build()));
        if (response.getFailuresCount() > 0) {
            String failures = response.getFailuresList().stream()
                    .map(f -> (f.getProperty().isEmpty() ? "" : f.getProperty() + ": ") + f.getReason())
                    .collect(Collectors.joining("; "));
            throw new StepFailedException(urn + ": Check failed: " + failures);
        }
        return response.hasInputs() ? response.getInputs() : news;
    }

    private DiffOutcome diff(ResourceState old, Struct inputs, List<String> ignoreChanges, List<String> replaceOnChanges) {
        DiffResponse d = ProviderErrors.call(old.urn(), "Diff", () -> plugin.diff(DiffRequest.newBuilder()
                .setId(old.id()).setUrn(old.urn()).setName(old.name()).setType(old.type())
                .setOlds(old.outputs()).setNews(inputs).setOldInputs(old.inputs())
                .addAllIgnoreChanges(ignoreChanges).build()));
        Map<String, DiffKind> detailed = new LinkedHashMap<>();
        List<String> replaceKeys = new ArrayList<>(d.getReplacesList());
        boolean changed;
        if (d.getChanges() == DiffResponse.DiffChanges.DIFF_UNKNOWN) {
            detailed.putAll(InputDiff.topLevel(old.inputs(), inputs));
            changed = !detailed.isEmpty();
        } else {
            changed = d.getChanges() == DiffResponse.DiffChanges.DIFF_SOME;
            if (d.getHasDetailedDiff()) {
                d.getDetailedDiffMap().forEach((path, pd) -> detailed.put(path, DiffKind.of(pd)));
            } else {
                d.getDiffsList().forEach(k -> detailed.put(k,
                        d.getReplacesList().contains(k) ? DiffKind.UPDATE_REPLACE : DiffKind.UPDATE));
            }
        }
        detailed.forEach((path, kind) -> {
            String top = topLevelKey(path);
            boolean byOption = replaceOnChanges.contains("*") || replaceOnChanges.contains(top)
                    || replaceOnChanges.contains(path);
            if ((kind.isReplace() || byOption) && !replaceKeys.contains(top)) {
                replaceKeys.add(top);
            }
        });
        boolean replace = !replaceKeys.isEmpty();
        return new DiffOutcome(changed || replace, replace, d.getDeleteBeforeReplace(), detailed, replaceKeys,
                d.getStablesList());
    }

    /**
     * The existing resources that a delete-before-replace of {@code replaced} forces to be replaced as well: those
     * whose inputs depend on it (property dependencies) and whose Diff, with those inputs unknown, asks for a
     * replace — transitively. Returned dependents first.
     */
    private List<ResourceState> dependentsToReplace(ResourceState replaced) {
        Set<String> replacedUrns = new HashSet<>(Set.of(replaced.urn()));
        List<ResourceState> out = new ArrayList<>();
        for (ResourceState r : stack.olds()) {
            if (r == replaced || !r.custom() || r.isProvider() || registrations.contains(r.urn())
                    || stack.isDeleted(r.urn())) {
                continue;
            }
            Struct.Builder news = r.inputs().toBuilder();
            r.propertyDependencies().forEach((property, urns) -> {
                if (urns.stream().anyMatch(replacedUrns::contains) && news.containsFields(property)) {
                    news.putFields(property, Values.unknown());
                }
            });
            if (news.build().equals(r.inputs())) {
                continue;
            }
            if (diff(r, news.build(), List.of(), List.of()).replace()) {
                replacedUrns.add(r.urn());
                out.add(0, r);
            }
        }
        return out;
    }

    private RegisterResourceResponse importRegistered(RegisterResourceRequest req, Registration reg, DefaultProvider.Configured p) {
        String urn = reg.urn;
        ReadResponse read = readForImport(urn, req.getName(), req.getType(), req.getImportId());
        Struct inputs = check(urn, req.getName(), req.getType(), read.getInputs(), req.getObject());
        ResourceState imported = reg.customState(req, p, read.getId(), read.getInputs(), read.getProperties(), List.of());
        DiffOutcome diff = diff(imported, inputs, req.getIgnoreChangesList(), req.getReplaceOnChangesList());
        if (diff.changed() && dryRun) {
            // As the engine: a warning in preview, an error when the import runs.
            diagnostics.accept(new EngineLogMessage(EngineLogMessage.Source.ENGINE, "WARNING",
                    "inputs to import do not match the existing resource; importing this resource will fail "
                            + "(differences: " + diff.detailedDiff().keySet() + ")", urn, false));
        } else if (diff.changed()) {
            String message = urn + ": inputs to import do not match the existing resource (differences: "
                    + diff.detailedDiff().keySet() + ")";
            recorder.step(urn, req.getType(), StepKind.IMPORT, diff.detailedDiff(), diff.replaceKeys(), false, message);
            throw new StepFailedException(message);
        }
        executor.settled(reg, imported);
        recorder.step(urn, req.getType(), StepKind.IMPORT, diff.detailedDiff(), List.of(), false, null);
        return Registration.response(imported, List.of());
    }

    /** Read for an import: the resource must exist and the provider must return its inputs. */
    ReadResponse readForImport(String urn, String name, String type, String id) {
        ReadResponse read = ProviderErrors.call(urn, "Read", () -> plugin.read(ReadRequest.newBuilder()
                .setId(id).setUrn(urn).setName(name).setType(type).build()));
        if (read.getId().isEmpty() || !read.hasProperties()) {
            throw new StepFailedException(urn + ": resource '" + id + "' does not exist");
        }
        if (!read.hasInputs()) {
            throw new StepFailedException(urn + ": provider does not support importing resources (Read returned no inputs)");
        }
        return read;
    }

    private static String topLevelKey(String path) {
        int end = path.length();
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '.' || c == '[') {
                end = i;
                break;
            }
        }
        return path.substring(0, end);
    }
}
