package com.vkcsgpu.harness;

import com.google.protobuf.Struct;
import io.grpc.StatusRuntimeException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import pulumirpc.Provider.ErrorResourceInitFailed;
import pulumirpc.Provider.ReadRequest;
import pulumirpc.Provider.ReadResponse;

/**
 * The operations that run no program: refresh, destroy and import, on the stack's state (in pulumi/pulumi,
 * {@code pkg/resource/deploy} refresh and destroy deployments and {@code pkg/engine/import.go}).
 */
final class StackOperations {
    private final HarnessSettings settings;
    private final PluginClient plugin;
    private final StepRecorder recorder;
    private final StackState stack;
    private final DefaultProvider providers;
    private final StepGenerator generator;
    private final StepExecutor executor;

    StackOperations(HarnessSettings settings, PluginClient plugin, StepRecorder recorder, StackState stack,
                    DefaultProvider providers, StepGenerator generator, StepExecutor executor) {
        this.settings = settings;
        this.plugin = plugin;
        this.recorder = recorder;
        this.stack = stack;
        this.providers = providers;
        this.generator = generator;
        this.executor = executor;
    }

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
        executor.deleteAll(stack.remaining());
        return stack.remaining();
    }

    /** {@code pulumi import}: adopts an existing resource under the stack. Returns the new state. */
    List<ResourceState> importResource(String type, String name, String id) {
        DefaultProvider.Configured p = providers.forRegistration(type, "", "");
        String stackUrn = settings.stackUrn();
        String urn = Urns.create(settings.stack(), settings.project(), stackUrn, type, name);
        if (stack.contains(urn)) {
            throw new StepFailedException(urn + ": a resource with this URN is already in the state");
        }
        ReadResponse read = generator.readForImport(urn, name, type, id);
        Struct inputs = generator.check(urn, name, type, read.getInputs(), read.getInputs());
        List<ResourceState> out = new ArrayList<>();
        if (!stack.contains(p.state().urn())) {
            out.add(p.state());
        }
        if (!stack.contains(stackUrn)) {
            out.add(new ResourceState(stackUrn, Urns.STACK_TYPE, false, false, "", "", "", Struct.getDefaultInstance(),
                    Struct.getDefaultInstance(), List.of(), Map.of(), List.of(), StoredOptions.NONE));
        }
        out.addAll(stack.remaining());
        out.add(new ResourceState(urn, type, true, false, read.getId(), stackUrn, p.reference(), inputs,
                read.getProperties(), List.of(), Map.of(), List.of(), StoredOptions.NONE));
        recorder.step(urn, type, StepKind.IMPORT, Map.of(), List.of(), false, null);
        return out;
    }
}
