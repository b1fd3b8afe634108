package com.vkcsgpu.harness;

import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import pulumirpc.Provider.CheckRequest;
import pulumirpc.Provider.CheckResponse;
import pulumirpc.Provider.ConstructRequest;
import pulumirpc.Provider.ConstructResponse;
import pulumirpc.Provider.CreateRequest;
import pulumirpc.Provider.CreateResponse;
import pulumirpc.Provider.DeleteRequest;
import pulumirpc.Provider.DiffRequest;
import pulumirpc.Provider.DiffResponse;
import pulumirpc.Provider.ErrorResourceInitFailed;
import pulumirpc.Provider.InvokeRequest;
import pulumirpc.Provider.InvokeResponse;
import pulumirpc.Provider.ReadRequest;
import pulumirpc.Provider.ReadResponse;
import pulumirpc.Provider.UpdateRequest;
import pulumirpc.Provider.UpdateResponse;
import pulumirpc.Resource.ReadResourceRequest;
import pulumirpc.Resource.ReadResourceResponse;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;
import pulumirpc.Resource.ResourceInvokeRequest;
import pulumirpc.Resource.ResourceInvokeResponse;

import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * One engine operation against the stack's state: the step generator and step executor of the harness. It turns
 * the program's registrations into provider calls following the engine's rules
 * ({@code pkg/resource/deploy/step_generator.go}, {@code step_executor.go}, {@code step.go}):
 * <ul>
 *   <li>new resource: Check → Create; existing: Check → Diff → Update / replace / same; init errors force an Update;</li>
 *   <li>preview never calls Delete, and calls Create/Update only with {@code preview=true} and only when the
 *       provider's Configure said {@code supportsPreview};</li>
 *   <li>replace is create-then-delete (the old resource is deleted with the other deletes at the end), or
 *       delete-then-create with {@code deleteBeforeReplace};</li>
 *   <li>a resource waits for its dependencies, and for every registered descendant of a component it depends on;</li>
 *   <li>resources gone from the program are deleted after all creates and updates, dependents first — and only when
 *       the program and every step succeeded.</li>
 * </ul>
 */
final class Deployment {

    private final HarnessSettings settings;
    private final PluginClient plugin;
    private final boolean dryRun;
    private volatile String monitorAddress = "";
    private final Map<String, ResourceState> olds = new LinkedHashMap<>();
    private final List<ResourceState> pendingDeletes = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, Registration> registrations = new ConcurrentHashMap<>();
    private final List<String> completionOrder = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, Struct> registeredOutputs = new ConcurrentHashMap<>();
    private final StepRecorder recorder;
    private final Set<String> deletedUrns = ConcurrentHashMap.newKeySet();
    private final Set<String> replacedDependents = ConcurrentHashMap.newKeySet();
    private final SecureRandom random = new SecureRandom();
    private final Consumer<EngineLogMessage> diagnostics;
    private final DefaultProvider providers;

    /** A resource the program registered in this run. */
    private static final class Registration {
        final String urn;
        final String parent;
        final boolean custom;
        final CompletableFuture<Void> done = new CompletableFuture<>();
        volatile ResourceState state;

        Registration(String urn, String parent, boolean custom) {
            this.urn = urn;
            this.parent = parent;
            this.custom = custom;
        }
    }

    private record DiffOutcome(boolean changed, boolean replace, boolean deleteBeforeReplace,
                               Map<String, DiffKind> detailedDiff, List<String> replaceKeys, List<String> stables) {
    }

    Deployment(HarnessSettings settings, PluginClient plugin, List<ResourceState> oldState, boolean dryRun,
               Consumer<EngineLogMessage> diagnostics, StepListener listener) {
        this.diagnostics = diagnostics;
        this.recorder = new StepRecorder(listener, oldState);
        this.settings = settings;
        this.plugin = plugin;
        this.dryRun = dryRun;
        this.providers = new DefaultProvider(settings, plugin, dryRun, this::findOld, recorder, this::providerRegistered);
        for (ResourceState r : oldState) {
            if (r.pendingDelete()) {
                pendingDeletes.add(r);
            } else {
                olds.put(r.urn(), r);
            }
        }
    }

    /** Where the monitor listens; sent to the plugin in Construct so it can register the component's children. */
    void monitorAddress(String address) {
        this.monitorAddress = address;
    }

    boolean dryRun() {
        return dryRun;
    }

    List<ResourceStep> steps() {
        return recorder.steps();
    }

    List<String> errors() {
        return recorder.errors();
    }

    void addError(String message) {
        recorder.error(message);
    }

    private Optional<ResourceState> findOld(String urn) {
        ResourceState old = olds.get(urn);
        if (old != null) {
            return Optional.of(old);
        }
        synchronized (pendingDeletes) {
            return pendingDeletes.stream().filter(r -> r.urn().equals(urn)).findFirst();
        }
    }

    /** The default provider resource counts as registered by this run (it is written to the state with the rest). */
    private void providerRegistered(ResourceState state) {
        Registration reg = new Registration(state.urn(), "", true);
        reg.state = state;
        registrations.put(state.urn(), reg);
        completed(reg);
        reg.done.complete(null);
    }

    /** The outputs the program registered for its stack. */
    Struct stackOutputs() {
        return registeredOutputs.getOrDefault(settings.stackUrn(), Struct.getDefaultInstance());
    }

    // ---------------------------------------------------------------- registrations from the program

    RegisterResourceResponse registerResource(RegisterResourceRequest req) {
        String type = req.getType();
        String parent = type.equals(Urns.STACK_TYPE) ? "" : req.getParent();
        String urn = Urns.create(settings.stack(), settings.project(), parent, type, req.getName());
        recorder.parent(urn, parent);
        if (req.getRemote() && !req.getCustom()) {
            return construct(req, urn, parent);
        }
        Registration reg = new Registration(urn, parent, req.getCustom());
        if (registrations.putIfAbsent(urn, reg) != null) {
            throw Status.INVALID_ARGUMENT.withDescription("Duplicate resource URN '" + urn
                    + "'; try giving it a unique name").asRuntimeException();
        }
        if (findOld(urn).isEmpty()) {
            recorder.started(urn, type, StepKind.CREATE);
        }
        try {
            RegisterResourceResponse response;
            if (req.getCustom() && settings.notDeployedPackages().contains(Urns.packageOf(type))) {
                response = notDeployed(req, reg);
            } else if (!req.getCustom()) {
                response = registerComponent(req, reg);
            } else if (type.startsWith(Urns.PROVIDER_TYPE_PREFIX)) {
                throw new StepFailedException("explicit provider resources (" + type + ") are not supported by the "
                        + "engine harness; use the default provider (stack config '" + settings.pluginPackage() + ":*')");
            } else {
                response = registerCustom(req, reg);
            }
            reg.done.complete(null);
            return response;
        } catch (StepFailedException e) {
            reg.done.completeExceptionally(e);
            recorder.error(e.getMessage());
            throw Status.UNKNOWN.withDescription(e.getMessage()).asRuntimeException();
        } catch (RuntimeException e) {
            reg.done.completeExceptionally(e);
            recorder.error(urn + ": " + e);
            throw Status.INTERNAL.withDescription(urn + ": " + e).asRuntimeException();
        }
    }

    void registerResourceOutputs(String urn, Struct outputs) {
        registeredOutputs.put(urn, outputs);
    }

    private RegisterResourceResponse registerComponent(RegisterResourceRequest req, Registration reg) {
        ResourceState old = olds.get(reg.urn);
        reg.state = new ResourceState(reg.urn, req.getType(), false, false, "", reg.parent, "", req.getObject(),
                Struct.getDefaultInstance(), req.getDependenciesList(), propertyDependencies(req), List.of(),
                storedOptions(req));
        completed(reg);
        recorder.step(reg.urn, req.getType(), old == null ? StepKind.CREATE : StepKind.SAME, Map.of(), List.of(), false, null);
        return RegisterResourceResponse.newBuilder().setUrn(reg.urn).build();
    }

    /**
     * A resource of a package left out of this offline run: planned after its dependencies, like any resource, but
     * never sent to a plugin nor written to the state. Its id and outputs are unknown, as in a preview.
     */
    private RegisterResourceResponse notDeployed(RegisterResourceRequest req, Registration reg) {
        awaitDependencies(reg, req.getDependenciesList());
        recorder.step(reg.urn, req.getType(), StepKind.NOT_DEPLOYED);
        return RegisterResourceResponse.newBuilder().setUrn(reg.urn).setId(Values.UNKNOWN).build();
    }

    private RegisterResourceResponse registerCustom(RegisterResourceRequest req, Registration reg) {
        String urn = reg.urn;
        String type = req.getType();
        awaitDependencies(reg, req.getDependenciesList());
        DefaultProvider.Configured p = providers.forRegistration(req.getType(), req.getProvider(), req.getVersion());
        ResourceState old = deletedUrns.contains(urn) ? null : olds.get(urn);
        if (old == null && !req.getImportId().isEmpty()) {
            return importRegistered(req, reg, p);
        }
        Struct news = req.getObject();
        if (old != null && req.getIgnoreChangesCount() > 0) {
            news = InputDiff.applyIgnoreChanges(old.inputs(), news, req.getIgnoreChangesList());
        }
        Struct inputs = check(urn, req.getName(), type, old == null ? Struct.getDefaultInstance() : old.inputs(), news);
        if (old == null) {
            ResourceState created = createResource(req, reg, p, inputs, Optional.empty());
            // A dependent deleted early for a delete-before-replace comes back as the second half of its replace.
            boolean replacedEarly = replacedDependents.contains(urn);
            recorder.step(urn, type, replacedEarly ? StepKind.REPLACE : StepKind.CREATE, Map.of(), List.of(),
                    replacedEarly, null);
            return response(req, created, List.of());
        }
        DiffOutcome diff = diff(old, inputs, req.getIgnoreChangesList(), req.getReplaceOnChangesList());
        if (!diff.changed() && old.initErrors().isEmpty()) {
            reg.state = newState(req, reg, p, old.id(), inputs, old.outputs(), List.of());
            completed(reg);
            recorder.step(urn, type, StepKind.SAME, Map.of(), List.of(), false, null);
            return response(req, reg.state, diff.stables());
        }
        if (!diff.replace()) {
            ResourceState updated = updateResource(req, reg, p, old, inputs, diff);
            recorder.step(urn, type, StepKind.UPDATE, diff.detailedDiff(), List.of(), false, null);
            return response(req, updated, diff.stables());
        }
        // The option, when the program set it, overrides the provider's answer (step_generator.go).
        boolean deleteFirst = req.getDeleteBeforeReplaceDefined() ? req.getDeleteBeforeReplace()
                : diff.deleteBeforeReplace() || req.getDeleteBeforeReplace();
        ResourceState replaced = replaceResource(req, reg, p, old, inputs, diff, deleteFirst);
        recorder.step(urn, type, StepKind.REPLACE, diff.detailedDiff(), diff.replaceKeys(), deleteFirst, null);
        return response(req, replaced, diff.stables());
    }

    private Struct check(String urn, String name, String type, Struct olds, Struct news) {
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

    private ResourceState createResource(RegisterResourceRequest req, Registration reg, DefaultProvider.Configured p, Struct inputs,
                                         Optional<ResourceState> replacing) {
        String urn = reg.urn;
        double timeout = CustomTimeoutParser.seconds(req.getCustomTimeouts().getCreate());
        if (dryRun) {
            Struct outputs = inputs;
            if (p.supportsPreview()) {
                outputs = ProviderErrors.call(urn, "Create", () -> plugin.create(createRequest(req, urn, inputs, timeout, true)))
                        .getProperties();
            }
            reg.state = newState(req, reg, p, "", inputs, outputs, List.of());
            completed(reg);
            return reg.state;
        }
        try {
            CreateResponse created = plugin.create(createRequest(req, urn, inputs, timeout, false));
            if (created.getId().isEmpty()) {
                throw new StepFailedException(urn + ": provider returned an empty id from Create");
            }
            reg.state = newState(req, reg, p, created.getId(), inputs, created.getProperties(), List.of());
            completed(reg);
            return reg.state;
        } catch (StatusRuntimeException e) {
            Optional<ErrorResourceInitFailed> partial = ProviderErrors.initFailure(e);
            if (partial.isPresent()) {
                ErrorResourceInitFailed f = partial.get();
                reg.state = newState(req, reg, p, f.getId(), f.hasInputs() ? f.getInputs() : inputs,
                        f.getProperties(), f.getReasonsList());
                completed(reg);
            } else {
                replacing.ifPresent(old -> {
                    reg.state = old;
                    completed(reg);
                });
            }
            String message = urn + ": creating failed: " + ProviderErrors.describe(e);
            recorder.step(urn, req.getType(), StepKind.CREATE, Map.of(), List.of(), false, message);
            throw new StepFailedException(message);
        }
    }

    private CreateRequest createRequest(RegisterResourceRequest req, String urn, Struct inputs, double timeout,
                                        boolean preview) {
        return CreateRequest.newBuilder().setUrn(urn).setName(req.getName()).setType(req.getType())
                .setProperties(inputs).setTimeout(timeout).setPreview(preview).build();
    }

    private ResourceState updateResource(RegisterResourceRequest req, Registration reg, DefaultProvider.Configured p,
                                         ResourceState old, Struct inputs, DiffOutcome diff) {
        String urn = reg.urn;
        double timeout = CustomTimeoutParser.seconds(req.getCustomTimeouts().getUpdate());
        UpdateRequest.Builder request = UpdateRequest.newBuilder().setId(old.id()).setUrn(urn).setName(req.getName())
                .setType(req.getType()).setOlds(old.outputs()).setNews(inputs).setOldInputs(old.inputs())
                .setTimeout(timeout).addAllIgnoreChanges(req.getIgnoreChangesList());
        if (dryRun) {
            Struct outputs = inputs;
            if (p.supportsPreview()) {
                outputs = ProviderErrors.call(urn, "Update", () -> plugin.update(request.setPreview(true).build())).getProperties();
            }
            reg.state = newState(req, reg, p, old.id(), inputs, outputs, old.initErrors());
            completed(reg);
            return reg.state;
        }
        try {
            UpdateResponse updated = plugin.update(request.setPreview(false).build());
            reg.state = newState(req, reg, p, old.id(), inputs, updated.getProperties(), List.of());
            completed(reg);
            return reg.state;
        } catch (StatusRuntimeException e) {
            Optional<ErrorResourceInitFailed> partial = ProviderErrors.initFailure(e);
            reg.state = partial
                    .map(f -> newState(req, reg, p, old.id(), f.hasInputs() ? f.getInputs() : inputs, f.getProperties(),
                            f.getReasonsList()))
                    .orElse(old);
            completed(reg);
            String message = urn + ": updating failed: " + ProviderErrors.describe(e);
            recorder.step(urn, req.getType(), StepKind.UPDATE, diff.detailedDiff(), List.of(), false, message);
            throw new StepFailedException(message);
        }
    }

    private ResourceState replaceResource(RegisterResourceRequest req, Registration reg, DefaultProvider.Configured p,
                                          ResourceState old, Struct inputs, DiffOutcome diff, boolean deleteFirst) {
        if (deleteFirst && !dryRun) {
            try {
                // The engine first deletes the dependents that must be replaced too
                // (step_generator.go, calculateDependentReplacements), dependents first.
                for (ResourceState dependent : dependentsToReplace(old)) {
                    deleteResource(dependent);
                    deletedUrns.add(dependent.urn());
                    replacedDependents.add(dependent.urn());
                }
                deleteResource(old);
                // The old resource is gone now, whatever the create does next. The engine keeps it in the state
                // marked PendingReplacement (step.go, DeleteStep.Apply) so the next update creates it without deleting
                // again; leaving the state has the same effect. Keeping it unmarked would make the next update see
                // no change and never recreate it.
                deletedUrns.add(old.urn());
            } catch (StepFailedException e) {
                reg.state = old;
                completed(reg);
                recorder.step(reg.urn, req.getType(), StepKind.REPLACE, diff.detailedDiff(), diff.replaceKeys(), true,
                        e.getMessage());
                throw e;
            }
        }
        ResourceState created = createResource(req, reg, p, inputs, deleteFirst ? Optional.empty() : Optional.of(old));
        if (!deleteFirst && !dryRun) {
            // The engine deletes the replaced resource with the other deletes, after every create and update.
            pendingDeletes.add(old.withPendingDelete(true));
        }
        return created;
    }

    /**
     * The existing resources that a delete-before-replace of {@code replaced} forces to be replaced as well: those
     * whose inputs depend on it (property dependencies) and whose Diff, with those inputs unknown, asks for a
     * replace — transitively. Returned dependents first.
     */
    private List<ResourceState> dependentsToReplace(ResourceState replaced) {
        Set<String> replacedUrns = new HashSet<>(Set.of(replaced.urn()));
        List<ResourceState> out = new ArrayList<>();
        for (ResourceState r : List.copyOf(olds.values())) {
            if (r == replaced || !r.custom() || r.isProvider() || registrations.containsKey(r.urn())
                    || deletedUrns.contains(r.urn())) {
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
        ResourceState imported = newState(req, reg, p, read.getId(), read.getInputs(), read.getProperties(), List.of());
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
        reg.state = imported;
        completed(reg);
        recorder.step(urn, req.getType(), StepKind.IMPORT, diff.detailedDiff(), List.of(), false, null);
        return response(req, imported, List.of());
    }

    private ReadResponse readForImport(String urn, String name, String type, String id) {
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

    private RegisterResourceResponse construct(RegisterResourceRequest req, String urn, String parent) {
        try {
            awaitDependencies(null, req.getDependenciesList());
            providers.forRegistration(req.getType(), req.getProvider(), req.getVersion());
            ConstructRequest.Builder request = ConstructRequest.newBuilder()
                    .setProject(settings.project()).setStack(settings.stack()).setOrganization(settings.organization())
                    .putAllConfig(settings.config()).addAllConfigSecretKeys(settings.secretKeys())
                    .setDryRun(dryRun).setParallel(Runtime.getRuntime().availableProcessors())
                    .setMonitorEndpoint(monitorAddress).setType(req.getType()).setName(req.getName())
                    .setParent(parent).setInputs(req.getObject())
                    .addAllDependencies(req.getDependenciesList()).setProtect(req.getProtect())
                    .putAllProviders(req.getProvidersMap()).setAcceptsOutputValues(true)
                    .setCustomTimeouts(ConstructRequest.CustomTimeouts.newBuilder()
                            .setCreate(req.getCustomTimeouts().getCreate())
                            .setUpdate(req.getCustomTimeouts().getUpdate())
                            .setDelete(req.getCustomTimeouts().getDelete()))
                    .setDeleteBeforeReplace(req.getDeleteBeforeReplace())
                    .addAllIgnoreChanges(req.getIgnoreChangesList())
                    .addAllReplaceOnChanges(req.getReplaceOnChangesList())
                    .setRetainOnDelete(req.getRetainOnDelete())
                    .addAllAdditionalSecretOutputs(req.getAdditionalSecretOutputsList());
            req.getPropertyDependenciesMap().forEach((k, v) -> request.putInputDependencies(k,
                    ConstructRequest.PropertyDependencies.newBuilder().addAllUrns(v.getUrnsList()).build()));
            ConstructResponse response = ProviderErrors.call(urn, "Construct", () -> plugin.construct(request.build(), urn));
            Struct.Builder state = Struct.newBuilder();
            // The Java SDK does not ask for output values (supportsFeature "outputValues"), so the engine hands it
            // plain values: output values become their value (secret when marked), or unknown.
            response.getState().getFieldsMap().forEach((k, v) -> state.putFields(k, Values.withoutOutputValues(v)));
            RegisterResourceResponse.Builder out = RegisterResourceResponse.newBuilder()
                    .setUrn(response.getUrn()).setObject(state);
            response.getStateDependenciesMap().forEach((k, v) -> out.putPropertyDependencies(k,
                    RegisterResourceResponse.PropertyDependencies.newBuilder().addAllUrns(v.getUrnsList()).build()));
            return out.build();
        } catch (StepFailedException e) {
            recorder.error(e.getMessage());
            throw Status.UNKNOWN.withDescription(e.getMessage()).asRuntimeException();
        }
    }

    ReadResourceResponse readResource(ReadResourceRequest req) {
        String urn = Urns.create(settings.stack(), settings.project(), req.getParent(), req.getType(), req.getName());
        recorder.parent(urn, req.getParent());
        try {
            providers.forRegistration(req.getType(), req.getProvider(), req.getVersion());
            ReadResponse read = ProviderErrors.call(urn, "Read", () -> plugin.read(ReadRequest.newBuilder().setId(req.getId())
                    .setUrn(urn).setName(req.getName()).setType(req.getType()).setProperties(req.getProperties()).build()));
            if (read.getId().isEmpty()) {
                throw new StepFailedException(urn + ": resource '" + req.getId() + "' does not exist");
            }
            recorder.step(urn, req.getType(), StepKind.READ, Map.of(), List.of(), false, null);
            return ReadResourceResponse.newBuilder().setUrn(urn).setProperties(read.getProperties()).build();
        } catch (StepFailedException e) {
            recorder.error(e.getMessage());
            throw Status.UNKNOWN.withDescription(e.getMessage()).asRuntimeException();
        }
    }

    ResourceInvokeResponse invoke(ResourceInvokeRequest req) {
        try {
            providers.forRegistration(req.getTok(), req.getProvider(), req.getVersion());
        } catch (StepFailedException e) {
            throw Status.UNKNOWN.withDescription(e.getMessage()).asRuntimeException();
        }
        InvokeResponse r = plugin.invoke(InvokeRequest.newBuilder().setTok(req.getTok()).setArgs(req.getArgs())
                .setPreview(dryRun).build());
        return ResourceInvokeResponse.newBuilder().setReturn(r.getReturn()).addAllFailures(r.getFailuresList()).build();
    }

    // ---------------------------------------------------------------- end of a program run: deletes

    /**
     * Waits for in-flight steps, then (when the program and all steps succeeded) deletes what the program no longer
     * declares and what was replaced, dependents first.
     */
    void finishProgram(boolean programSucceeded, long timeoutMillis) {
        for (Registration r : registrations.values()) {
            try {
                r.done.get(timeoutMillis, TimeUnit.MILLISECONDS);
            } catch (Exception ignored) {
                // failures are already in errors
            }
        }
        if (!programSucceeded || recorder.hasErrors()) {
            return;
        }
        List<ResourceState> toDelete = new ArrayList<>();
        olds.values().stream().filter(r -> !registrations.containsKey(r.urn()) && !deletedUrns.contains(r.urn()))
                .forEach(toDelete::add);
        synchronized (pendingDeletes) {
            toDelete.addAll(pendingDeletes);
        }
        deleteAll(toDelete, olds);
    }

    /** Deletes resources dependents-first; stops at the first failure (the rest stay in the state). */
    void deleteAll(List<ResourceState> toDelete, Map<String, ResourceState> removedFrom) {
        for (ResourceState r : DeleteOrder.dependentsFirst(toDelete)) {
            if (r.protect()) {
                String message = r.urn() + ": resource is protected; set `protect: false` and run `up` before deleting it";
                recorder.error(message);
                recorder.step(r.urn(), r.type(), StepKind.DELETE, Map.of(), List.of(), false, message);
                return;
            }
            if (!dryRun) {
                recorder.started(r.urn(), r.type(), StepKind.DELETE);
                try {
                    if (r.custom() && !r.isProvider() && !r.options().retainOnDelete()) {
                        providers.fromState(r);
                        deleteResource(r);
                    }
                } catch (StepFailedException e) {
                    recorder.error(e.getMessage());
                    recorder.step(r.urn(), r.type(), StepKind.DELETE, Map.of(), List.of(), false, e.getMessage());
                    return;
                }
                if (r.pendingDelete()) {
                    pendingDeletes.remove(r);
                } else {
                    removedFrom.remove(r.urn());
                    deletedUrns.add(r.urn());
                }
            }
            if (!r.pendingDelete()) {
                recorder.step(r.urn(), r.type(), StepKind.DELETE, Map.of(), List.of(), false, null);
            }
        }
    }

    private void deleteResource(ResourceState r) {
        double timeout = r.options().deleteTimeoutSeconds();
        try {
            plugin.delete(DeleteRequest.newBuilder().setId(r.id()).setUrn(r.urn()).setName(r.name()).setType(r.type())
                    .setProperties(r.outputs()).setOldInputs(r.inputs()).setTimeout(timeout).build());
        } catch (StatusRuntimeException e) {
            throw new StepFailedException(r.urn() + ": deleting failed: " + ProviderErrors.describe(e));
        }
    }

    /** The state after a program run: this run's resources in completion order, then whatever old state remains. */
    List<ResourceState> snapshot() {
        List<ResourceState> out = new ArrayList<>();
        Set<String> written = new HashSet<>();
        synchronized (completionOrder) {
            for (String urn : completionOrder) {
                ResourceState s = registrations.get(urn).state;
                if (s != null && written.add(urn)) {
                    Struct registered = registeredOutputs.get(urn);
                    out.add(registered != null && !s.custom() ? s.withOutputs(registered) : s);
                }
            }
        }
        for (ResourceState r : olds.values()) {
            if (!written.contains(r.urn()) && !deletedUrns.contains(r.urn())) {
                out.add(r);
            }
        }
        synchronized (pendingDeletes) {
            out.addAll(pendingDeletes);
        }
        return out;
    }

    // ---------------------------------------------------------------- refresh, destroy, import (no program)

    /** Reads every custom resource; an empty id drops it from the state. Returns the refreshed state. */
    List<ResourceState> refresh(List<ResourceState> state) {
        List<ResourceState> out = new ArrayList<>();
        Set<String> dropped = new HashSet<>();
        for (ResourceState r : state) {
            if (!r.custom() || r.isProvider()) {
                out.add(r);
                continue;
            }
            try {
                providers.fromState(r);
                ReadResponse read = ProviderErrors.call(r.urn(), "Read", () -> plugin.read(ReadRequest.newBuilder().setId(r.id())
                        .setUrn(r.urn()).setName(r.name()).setType(r.type()).setProperties(r.outputs())
                        .setInputs(r.inputs()).build()));
                if (read.getId().isEmpty()) {
                    dropped.add(r.urn());
                    recorder.step(r.urn(), r.type(), StepKind.DELETE, Map.of(), List.of(), false, null);
                    continue;
                }
                Struct inputs = read.hasInputs() ? read.getInputs() : r.inputs();
                out.add(r.withRefreshed(read.getId(), inputs, read.getProperties(), List.of()));
                recorder.step(r.urn(), r.type(), StepKind.REFRESH, InputDiff.topLevel(r.outputs(), read.getProperties()),
                        List.of(), false, null);
            } catch (StepFailedException e) {
                recorder.error(e.getMessage());
                recorder.step(r.urn(), r.type(), StepKind.REFRESH, Map.of(), List.of(), false, e.getMessage());
                out.add(r);
            } catch (StatusRuntimeException e) {
                Optional<ErrorResourceInitFailed> partial = ProviderErrors.initFailure(e);
                if (partial.isPresent()) {
                    ErrorResourceInitFailed f = partial.get();
                    out.add(r.withRefreshed(f.getId().isEmpty() ? r.id() : f.getId(), f.hasInputs() ? f.getInputs() : r.inputs(),
                            f.getProperties(), f.getReasonsList()));
                    recorder.step(r.urn(), r.type(), StepKind.REFRESH, Map.of(), List.of(), false, null);
                } else {
                    String message = r.urn() + ": refreshing failed: " + ProviderErrors.describe(e);
                    recorder.error(message);
                    recorder.step(r.urn(), r.type(), StepKind.REFRESH, Map.of(), List.of(), false, message);
                    out.add(r);
                }
            }
        }
        // Like the engine, drop references to resources that no longer exist.
        List<ResourceState> cleaned = new ArrayList<>();
        for (ResourceState r : out) {
            cleaned.add(r.withDependencies(r.dependencies().stream().filter(d -> !dropped.contains(d)).toList()));
        }
        return cleaned;
    }

    /** Deletes everything, dependents first. Returns what is left (empty on success). */
    List<ResourceState> destroy() {
        List<ResourceState> all = new ArrayList<>(olds.values());
        synchronized (pendingDeletes) {
            all.addAll(pendingDeletes);
        }
        deleteAll(all, olds);
        List<ResourceState> left = new ArrayList<>(olds.values());
        synchronized (pendingDeletes) {
            left.addAll(pendingDeletes);
        }
        return left;
    }

    /** {@code pulumi import}: adopts an existing resource under the stack. Returns the new state. */
    List<ResourceState> importResource(String type, String name, String id) {
        DefaultProvider.Configured p = providers.forRegistration(type, "", "");
        String stackUrn = settings.stackUrn();
        String urn = Urns.create(settings.stack(), settings.project(), stackUrn, type, name);
        if (olds.containsKey(urn)) {
            throw new StepFailedException(urn + ": a resource with this URN is already in the state");
        }
        ReadResponse read = readForImport(urn, name, type, id);
        Struct inputs = check(urn, name, type, read.getInputs(), read.getInputs());
        List<ResourceState> out = new ArrayList<>();
        if (!olds.containsKey(p.state().urn())) {
            out.add(p.state());
        }
        if (!olds.containsKey(stackUrn)) {
            out.add(new ResourceState(stackUrn, Urns.STACK_TYPE, false, false, "", "", "", Struct.getDefaultInstance(),
                    Struct.getDefaultInstance(), List.of(), Map.of(), List.of(), StoredOptions.NONE));
        }
        out.addAll(olds.values());
        synchronized (pendingDeletes) {
            out.addAll(pendingDeletes);
        }
        out.add(new ResourceState(urn, type, true, false, read.getId(), stackUrn, p.reference(), inputs,
                read.getProperties(), List.of(), Map.of(), List.of(), StoredOptions.NONE));
        recorder.step(urn, type, StepKind.IMPORT, Map.of(), List.of(), false, null);
        return out;
    }

    // ---------------------------------------------------------------- helpers

    /**
     * Blocks until every dependency has finished its step. Depending on a component means depending on all of its
     * descendants registered so far, as the engine's step executor does.
     */
    private void awaitDependencies(Registration self, List<String> dependencies) {
        Deque<String> queue = new ArrayDeque<>(dependencies);
        Set<String> seen = new HashSet<>();
        while (!queue.isEmpty()) {
            String urn = queue.poll();
            if (!seen.add(urn)) {
                continue;
            }
            Registration dep = registrations.get(urn);
            if (dep == null || dep == self || (self != null && isAncestor(urn, self))) {
                continue;
            }
            try {
                dep.done.get(settings.programTimeout().toMillis(), TimeUnit.MILLISECONDS);
            } catch (Exception e) {
                throw new StepFailedException((self == null ? "" : self.urn + ": ") + "dependency " + urn + " failed");
            }
            if (!dep.custom) {
                for (Registration r : registrations.values()) {
                    if (r != self && isAncestor(urn, r)) {
                        queue.add(r.urn);
                    }
                }
            }
        }
    }

    private boolean isAncestor(String candidate, Registration r) {
        String parent = r.parent;
        Set<String> visited = new HashSet<>();
        while (parent != null && !parent.isEmpty() && visited.add(parent)) {
            if (parent.equals(candidate)) {
                return true;
            }
            Registration p = registrations.get(parent);
            parent = p == null ? null : p.parent;
        }
        return false;
    }

    private ResourceState newState(RegisterResourceRequest req, Registration reg, DefaultProvider.Configured p, String id,
                                   Struct inputs, Struct outputs, List<String> initErrors) {
        return new ResourceState(reg.urn, req.getType(), true, false, id, reg.parent, p.reference(), inputs,
                markSecrets(outputs, req.getAdditionalSecretOutputsList()), req.getDependenciesList(),
                propertyDependencies(req), initErrors, storedOptions(req));
    }

    private static StoredOptions storedOptions(RegisterResourceRequest req) {
        return new StoredOptions(req.getProtect(), req.getDeleteBeforeReplace(), req.getRetainOnDelete(),
                CustomTimeoutParser.seconds(req.getCustomTimeouts().getDelete()));
    }

    private static Struct markSecrets(Struct outputs, List<String> additionalSecretOutputs) {
        if (additionalSecretOutputs.isEmpty()) {
            return outputs;
        }
        Struct.Builder b = outputs.toBuilder();
        for (String key : additionalSecretOutputs) {
            Value v = outputs.getFieldsOrDefault(key, null);
            if (v != null && !Values.isSecret(v)) {
                b.putFields(key, Values.secret(v));
            }
        }
        return b.build();
    }

    private static Map<String, List<String>> propertyDependencies(RegisterResourceRequest req) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        req.getPropertyDependenciesMap().forEach((k, v) -> out.put(k, List.copyOf(v.getUrnsList())));
        return out;
    }

    private RegisterResourceResponse response(RegisterResourceRequest req, ResourceState state, List<String> stables) {
        return RegisterResourceResponse.newBuilder().setUrn(state.urn()).setId(state.id())
                .setObject(state.outputs()).addAllStables(stables).build();
    }

    private void completed(Registration reg) {
        if (!completionOrder.contains(reg.urn)) {
            completionOrder.add(reg.urn);
        }
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
