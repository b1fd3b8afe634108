package com.vkcsgpu.harness;

import com.google.protobuf.Struct;
import io.grpc.StatusRuntimeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import pulumirpc.Provider.CreateRequest;
import pulumirpc.Provider.CreateResponse;
import pulumirpc.Provider.DeleteRequest;
import pulumirpc.Provider.ErrorResourceInitFailed;
import pulumirpc.Provider.UpdateRequest;
import pulumirpc.Provider.UpdateResponse;
import pulumirpc.Resource.RegisterResourceRequest;

/**
 * Carries out the steps the {@link StepGenerator} chose: Create, Update, replace and Delete calls to the
 * plugin, with the engine's rules for preview and for partial failures
 * ({@code pkg/resource/deploy/step_executor.go} and {@code step.go} in pulumi/pulumi).
 */
final class StepExecutor {
    private final PluginClient plugin;
    private final boolean dryRun;
    private final StepRecorder recorder;
    private final Registrations registrations;
    private final StackState stack;
    private final DefaultProvider providers;

    StepExecutor(PluginClient plugin, boolean dryRun, StepRecorder recorder, Registrations registrations,
                 StackState stack, DefaultProvider providers) {
        this.plugin = plugin;
        this.dryRun = dryRun;
        this.recorder = recorder;
        this.registrations = registrations;
        this.stack = stack;
        this.providers = providers;
    }

    /**
     * Creates the resource ({@code preview=true} in a preview, and only when the provider supports it); on a
     * failure keeps the partial state the provider reported, or {@code replacing} when a replacement failed.
     */
    ResourceState create(RegisterResourceRequest req, Registration reg, DefaultProvider.Configured p, Struct inputs,
                         Optional<ResourceState> replacing) {
        String urn = reg.urn;
        double timeout = CustomTimeoutParser.seconds(req.getCustomTimeouts().getCreate());
        if (dryRun) {
            Struct outputs = inputs;
            if (p.supportsPreview()) {
                outputs = ProviderErrors.call(urn, "Create", () -> plugin.create(createRequest(req, urn, inputs, timeout, true)))
                        .getProperties();
            }
            return settled(reg, reg.customState(req, p, "", inputs, outputs, List.of()));
        }
        try {
            CreateResponse created = plugin.create(createRequest(req, urn, inputs, timeout, false));
            if (created.getId().isEmpty()) {
                throw new StepFailedException(urn + ": provider returned an empty id from Create");
            }
            return settled(reg, reg.customState(req, p, created.getId(), inputs, created.getProperties(), List.of()));
        } catch (StatusRuntimeException e) {
            Optional<ErrorResourceInitFailed> partial = ProviderErrors.initFailure(e);
            if (partial.isPresent()) {
                ErrorResourceInitFailed f = partial.get();
                settled(reg, reg.customState(req, p, f.getId(), f.hasInputs() ? f.getInputs() : inputs,
                        f.getProperties(), f.getReasonsList()));
            } else {
                replacing.ifPresent(old -> settled(reg, old));
            }
            String message = urn + ": creating failed: " + ProviderErrors.describe(e);
            recorder.step(urn, req.getType(), StepKind.CREATE, Map.of(), List.of(), false, message);
            throw new StepFailedException(message);
        }
    }

    private static CreateRequest createRequest(RegisterResourceRequest req, String urn, Struct inputs, double timeout,
                                               boolean preview) {
        return CreateRequest.newBuilder().setUrn(urn).setName(req.getName()).setType(req.getType())
                .setProperties(inputs).setTimeout(timeout).setPreview(preview).build();
    }

    /** Updates in place; on a failure keeps the partial state the provider reported, or the old state. */
    ResourceState update(RegisterResourceRequest req, Registration reg, DefaultProvider.Configured p,
                         ResourceState old, Struct inputs, Map<String, DiffKind> detailedDiff) {
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
            return settled(reg, reg.customState(req, p, old.id(), inputs, outputs, old.initErrors()));
        }
        try {
            UpdateResponse updated = plugin.update(request.setPreview(false).build());
            return settled(reg, reg.customState(req, p, old.id(), inputs, updated.getProperties(), List.of()));
        } catch (StatusRuntimeException e) {
            Optional<ErrorResourceInitFailed> partial = ProviderErrors.initFailure(e);
            settled(reg, partial
                    .map(f -> reg.customState(req, p, old.id(), f.hasInputs() ? f.getInputs() : inputs, f.getProperties(),
                            f.getReasonsList()))
                    .orElse(old));
            String message = urn + ": updating failed: " + ProviderErrors.describe(e);
            recorder.step(urn, req.getType(), StepKind.UPDATE, detailedDiff, List.of(), false, message);
            throw new StepFailedException(message);
        }
    }

    /**
     * Replaces {@code old}: create-then-delete (the old resource is deleted with the other deletes at the end), or,
     * with {@code deleteFirst}, deletes the {@code dependents} that must be replaced too (dependents first) and {@code old} before the create.
     */
    ResourceState replace(RegisterResourceRequest req, Registration reg, DefaultProvider.Configured p,
                          ResourceState old, Struct inputs, StepGenerator.DiffOutcome diff, boolean deleteFirst,
                          Supplier<List<ResourceState>> dependents) {
        if (deleteFirst && !dryRun) {
            try {
                for (ResourceState dependent : dependents.get()) {
                    delete(dependent);
                    stack.deletedForReplace(dependent.urn(), true);
                }
                delete(old);
                // The old resource is gone now, whatever the create does next. The engine keeps it in the state
                // marked PendingReplacement (step.go, DeleteStep.Apply) so the next update creates it without deleting
                // again; leaving the state has the same effect. Keeping it unmarked would make the next update see
                // no change and never recreate it.
                stack.deletedForReplace(old.urn(), false);
            } catch (StepFailedException e) {
                settled(reg, old);
                recorder.step(reg.urn, req.getType(), StepKind.REPLACE, diff.detailedDiff(), diff.replaceKeys(), true,
                        e.getMessage());
                throw e;
            }
        }
        ResourceState created = create(req, reg, p, inputs, deleteFirst ? Optional.empty() : Optional.of(old));
        if (!deleteFirst && !dryRun) {
            // The engine deletes the replaced resource with the other deletes, after every create and update.
            stack.pendDelete(old);
        }
        return created;
    }

    /**
     * Deletes resources dependents-first, as the engine does: one antichain after the other, the resources of one
     * antichain in parallel ({@link DeleteOrder#antichains}); after an antichain with a failure nothing more is
     * deleted (the rest stay in the state).
     */
    void deleteAll(List<ResourceState> toDelete) {
        for (List<ResourceState> antichain : DeleteOrder.antichains(toDelete)) {
            Optional<ResourceState> guarded = antichain.stream().filter(ResourceState::protect).findFirst();
            if (guarded.isPresent()) {
                ResourceState r = guarded.get();
                String message = r.urn() + ": resource is protected; set `protect: false` and run `up` before deleting it";
                recorder.error(message);
                recorder.step(r.urn(), r.type(), StepKind.DELETE, Map.of(), List.of(), false, message);
                return;
            }
            Map<ResourceState, String> failures = dryRun ? Map.of() : deleteInParallel(antichain);
            for (ResourceState r : antichain) {
                String failure = failures.get(r);
                if (failure != null) {
                    recorder.error(failure);
                    recorder.step(r.urn(), r.type(), StepKind.DELETE, Map.of(), List.of(), false, failure);
                    continue;
                }
                if (!dryRun) {
                    stack.deleted(r);
                }
                if (!r.pendingDelete()) {
                    recorder.step(r.urn(), r.type(), StepKind.DELETE, Map.of(), List.of(), false, null);
                }
            }
            if (!failures.isEmpty()) {
                return;
            }
        }
    }

    /** Deletes the resources of one antichain at once; the failures by resource. */
    private Map<ResourceState, String> deleteInParallel(List<ResourceState> antichain) {
        List<ResourceState> calls = new ArrayList<>();
        Map<ResourceState, String> failures = new ConcurrentHashMap<>();
        for (ResourceState r : antichain) {
            recorder.started(r.urn(), r.type(), StepKind.DELETE);
            if (r.custom() && !r.isProvider() && !r.options().retainOnDelete()) {
                try {
                    providers.fromState(r);
                    calls.add(r);
                } catch (StepFailedException e) {
                    failures.put(r, e.getMessage());
                }
            }
        }
        if (!calls.isEmpty()) {
            ExecutorService pool = Executors.newFixedThreadPool(calls.size());
            try {
                CompletableFuture.allOf(calls.stream()
                        .map(r -> CompletableFuture.runAsync(() -> deleteRecordingFailure(r, failures), pool))
                        .toArray(CompletableFuture[]::new)).join();
            } finally {
                pool.shutdown();
            }
        }
        return failures;
    }

    private void deleteRecordingFailure(ResourceState r, Map<ResourceState, String> failures) {
        try {
            delete(r);
        } catch (StepFailedException e) {
            failures.put(r, e.getMessage());
        }
    }

    private void delete(ResourceState r) {
        double timeout = r.options().deleteTimeoutSeconds();
        try {
            plugin.delete(DeleteRequest.newBuilder().setId(r.id()).setUrn(r.urn()).setName(r.name()).setType(r.type())
                    .setProperties(r.outputs()).setOldInputs(r.inputs()).setTimeout(timeout).build());
        } catch (StatusRuntimeException e) {
            throw new StepFailedException(r.urn() + ": deleting failed: " + ProviderErrors.describe(e));
        }
    }

    /** {@code reg}'s step has its state. */
    ResourceState settled(Registration reg, ResourceState state) {
        reg.state = state;
        registrations.completed(reg);
        return state;
    }
}
