package com.vkcsgpu.provider.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.doc.Doc;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Preview runs a resource's {@link PreviewCheck} when every input is known (what they name exists), translated by
 * the resource's own translator, and never when an input is unknown; outside preview it is not the check's turn.
 */
class PreviewCheckTest {
    @Doc("Inputs.")
    record TargetArgs(@Doc("Where.") String kubeconfig) {
    }

    @Doc("Outputs.")
    record TargetState(@Doc("The inputs.") TargetArgs args, @Doc("Id.") @Required String targetId) {
    }

    /** A refusal of the layer the resource talks to. */
    static final class Refusal extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refusal(String message) {
            super(message);
        }
    }

    @Doc("A resource whose preview check refuses, recording what it was asked.")
    static final class Target implements CustomResource<TargetArgs, TargetState>, PreviewCheck<TargetArgs> {
        final List<String> checked = new ArrayList<>();
        final List<Boolean> dryRuns = new ArrayList<>();

        @Override
        public void previewCheck(TargetArgs inputs, OpContext ctx) {
            checked.add(inputs.kubeconfig());
            dryRuns.add(ctx.dryRun());
            throw new Refusal("may not create namespaces");
        }

        @Override
        public FailureTranslator failures() {
            return e -> e instanceof Refusal ? new PermissionDeniedException("translated: " + e.getMessage(), e) : e;
        }

        @Override
        public String token() {
            return "vkcs-gpu:testing:Target";
        }

        @Override
        public Class<TargetArgs> argsType() {
            return TargetArgs.class;
        }

        @Override
        public Class<TargetState> stateType() {
            return TargetState.class;
        }

        @Override
        public String idOf(TargetState state) {
            return state.targetId();
        }

        @Override
        public TargetState create(TargetArgs args, OpContext ctx) {
            return new TargetState(args, "t-1");
        }

        @Override
        public TargetState update(String id, TargetState olds, TargetArgs news, OpContext ctx) {
            return new TargetState(news, id);
        }

        @Override
        public TargetState read(String id, TargetState state, OpContext ctx) {
            return state;
        }

        @Override
        public void delete(String id, TargetState state, OpContext ctx) {
        }
    }

    @Test
    void aPreviewWithKnownInputsRunsTheCheckAndReportsItsTranslatedRefusal() {
        Target target = new Target();
        ResourceHandler<TargetArgs, TargetState> handler = new ResourceHandler<>(target, new OperationTracker());

        PermissionDeniedException create = assertThrows(PermissionDeniedException.class,
                () -> handler.create(Map.of("kubeconfig", "k"), true, 0, "urn:t", ProgressReporter.NONE));
        PermissionDeniedException update = assertThrows(PermissionDeniedException.class,
                () -> handler.update("t-1", Map.of("kubeconfig", "old", "targetId", "t-1"), Map.of("kubeconfig", "k2"),
                        true, 0, "urn:t", ProgressReporter.NONE));

        assertEquals("translated: may not create namespaces", create.getMessage());
        assertEquals("translated: may not create namespaces", update.getMessage());
        assertEquals(List.of("k", "k2"), target.checked);
        assertEquals(List.of(true, true), target.dryRuns, "the check runs as a dry run");
    }

    @Test
    void anUnknownInputMeansThereIsNothingToAskYet() {
        Target target = new Target();
        ResourceHandler<TargetArgs, TargetState> handler = new ResourceHandler<>(target, new OperationTracker());

        ResourceHandler.Created previewed = handler.create(Map.of("kubeconfig", Values.UNKNOWN), true, 0, "urn:t",
                ProgressReporter.NONE);

        assertEquals(List.of(), target.checked);
        assertEquals("", previewed.id());
    }

    @Test
    void outsidePreviewTheResourceItselfChecksBeforeItWrites() {
        Target target = new Target();
        ResourceHandler<TargetArgs, TargetState> handler = new ResourceHandler<>(target, new OperationTracker());

        assertEquals("t-1", handler.create(Map.of("kubeconfig", "k"), false, 0, "urn:t", ProgressReporter.NONE).id());
        assertTrue(target.checked.isEmpty());
    }
}
