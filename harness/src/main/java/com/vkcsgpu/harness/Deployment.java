package com.vkcsgpu.harness;

import com.google.protobuf.Struct;
import io.grpc.Status;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import pulumirpc.Provider.ConstructRequest;
import pulumirpc.Provider.ConstructResponse;
import pulumirpc.Provider.InvokeRequest;
import pulumirpc.Provider.InvokeResponse;
import pulumirpc.Provider.ReadRequest;
import pulumirpc.Provider.ReadResponse;
import pulumirpc.Resource.ReadResourceRequest;
import pulumirpc.Resource.ReadResourceResponse;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;
import pulumirpc.Resource.ResourceInvokeRequest;
import pulumirpc.Resource.ResourceInvokeResponse;

/**
 * One engine operation against the stack's state, split the way the engine splits it (pulumi/pulumi
 * {@code pkg/resource/deploy}): this class takes the program's registrations (custom resources, components,
 * Construct, reads, invokes) and runs the deletes at the end; the {@link StepGenerator} decides each custom
 * resource's step (Check, Diff; create, same, update, replace, import); the {@link StepExecutor} carries steps
 * out (Create, Update, replace, Delete); {@link Registrations} holds the dependency waits and the completion
 * order; {@link StackOperations} runs refresh, destroy and import. The engine's rules the harness follows
 * ({@code step_generator.go}, {@code step_executor.go}, {@code step.go}):
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
    private final StackState stack;
    private final Registrations registrations;
    private final StepRecorder recorder;
    private final DefaultProvider providers;
    private final StepExecutor executor;
    private final StepGenerator generator;
    private final StackOperations operations;

    Deployment(HarnessSettings settings, PluginClient plugin, List<ResourceState> oldState, boolean dryRun,
               Consumer<EngineLogMessage> diagnostics, StepListener listener) {
        this.settings = settings;
        this.plugin = plugin;
        this.dryRun = dryRun;
        this.stack = new StackState(oldState);
        this.registrations = new Registrations(settings.programTimeout());
        this.recorder = new StepRecorder(listener, oldState);
        this.providers = new DefaultProvider(settings, plugin, dryRun, stack::find, recorder, registrations::addDone);
        this.executor = new StepExecutor(plugin, dryRun, recorder, registrations, stack, providers);
        this.generator = new StepGenerator(plugin, dryRun, recorder, registrations, stack, executor, diagnostics);
        this.operations = new StackOperations(settings, plugin, recorder, stack, providers, generator, executor);
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

    /** The outputs the program registered for its stack. */
    Struct stackOutputs() {
        return registrations.outputsOf(settings.stackUrn()).orElse(Struct.getDefaultInstance());
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
        if (!registrations.add(reg)) {
            throw Status.INVALID_ARGUMENT.withDescription("Duplicate resource URN '" + urn
                    + "'; try giving it a unique name").asRuntimeException();
        }
        if (stack.find(urn).isEmpty()) {
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
        registrations.registerOutputs(urn, outputs);
    }

    private RegisterResourceResponse registerComponent(RegisterResourceRequest req, Registration reg) {
        ResourceState old = stack.live(reg.urn);
        executor.settled(reg, reg.componentState(req));
        recorder.step(reg.urn, req.getType(), old == null ? StepKind.CREATE : StepKind.SAME, Map.of(), List.of(), false, null);
        return RegisterResourceResponse.newBuilder().setUrn(reg.urn).build();
    }

    /**
     * A resource of a package left out of this offline run: planned after its dependencies, like any resource, but
     * never sent to a plugin nor written to the state. Its id and outputs are unknown, as in a preview.
     */
    private RegisterResourceResponse notDeployed(RegisterResourceRequest req, Registration reg) {
        registrations.awaitDependencies(reg, req.getDependenciesList());
        recorder.step(reg.urn, req.getType(), StepKind.NOT_DEPLOYED);
        return RegisterResourceResponse.newBuilder().setUrn(reg.urn).setId(Values.UNKNOWN).build();
    }

    private RegisterResourceResponse registerCustom(RegisterResourceRequest req, Registration reg) {
        registrations.awaitDependencies(reg, req.getDependenciesList());
        DefaultProvider.Configured p = providers.forRegistration(req.getType(), req.getProvider(), req.getVersion());
        return generator.custom(req, reg, p);
    }

    private RegisterResourceResponse construct(RegisterResourceRequest req, String urn, String parent) {
        try {
            registrations.awaitDependencies(null, req.getDependenciesList());
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
        registrations.awaitAll(timeoutMillis);
        if (!programSucceeded || recorder.hasErrors()) {
            return;
        }
        List<ResourceState> toDelete = new ArrayList<>(stack.notRegistered(registrations::contains));
        toDelete.addAll(stack.pendingDeletes());
        executor.deleteAll(toDelete);
    }

    /** The state after a program run: this run's resources in completion order, then whatever old state remains. */
    List<ResourceState> snapshot() {
        List<ResourceState> out = registrations.completedStates();
        Set<String> written = new HashSet<>();
        out.forEach(r -> written.add(r.urn()));
        for (ResourceState r : stack.olds()) {
            if (!written.contains(r.urn()) && !stack.isDeleted(r.urn())) {
                out.add(r);
            }
        }
        out.addAll(stack.pendingDeletes());
        return out;
    }

    // ---------------------------------------------------------------- refresh, destroy, import (no program)

    /** Reads every custom resource; an empty id drops it from the state. Returns the refreshed state. */
    List<ResourceState> refresh(List<ResourceState> state) {
        return operations.refresh(state);
    }

    /** Deletes everything, dependents first. Returns what is left (empty on success). */
    List<ResourceState> destroy() {
        return operations.destroy();
    }

    /** {@code pulumi import}: adopts an existing resource under the stack. Returns the new state. */
    List<ResourceState> importResource(String type, String name, String id) {
        return operations.importResource(type, name, id);
    }
}
