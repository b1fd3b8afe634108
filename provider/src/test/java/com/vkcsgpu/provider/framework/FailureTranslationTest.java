package com.vkcsgpu.provider.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The framework applies a resource's {@link FailureTranslator} once, where it dispatches each operation. */
class FailureTranslationTest {
    /** A failure of the layer the test resource talks to. */
    static final class LayerFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LayerFailure(String message) {
            super(message);
        }
    }

    @Doc("Inputs.")
    record ProbeArgs(@Doc("What each operation throws.") String failure) {
    }

    @Doc("Outputs.")
    record ProbeState(@Doc("The inputs.") ProbeArgs args, @Doc("Id.") @Required String probeId) {
    }

    @Doc("A resource whose every operation fails in its own layer's terms.")
    static final class ProbeResource implements CustomResource<ProbeArgs, ProbeState> {
        private final RuntimeException failure;

        ProbeResource(RuntimeException failure) {
            this.failure = failure;
        }

        @Override
        public FailureTranslator failures() {
            return e -> {
                if (!(e instanceof LayerFailure)) {
                    return e;
                }
                return e.getMessage().equals("gone") ? new NotFoundException("translated: gone")
                        : new PreconditionFailedException("translated: " + e.getMessage(), e);
            };
        }

        @Override
        public String token() {
            return "vkcs-gpu:testing:Probe";
        }

        @Override
        public Class<ProbeArgs> argsType() {
            return ProbeArgs.class;
        }

        @Override
        public Class<ProbeState> stateType() {
            return ProbeState.class;
        }

        @Override
        public String idOf(ProbeState state) {
            return state.probeId();
        }

        @Override
        public ProbeState create(ProbeArgs args, OpContext ctx) {
            ctx.accepted(new ProbeState(args, "p-1"));
            throw failure;
        }

        @Override
        public ProbeState read(String id, ProbeState state, OpContext ctx) {
            throw failure;
        }

        @Override
        public void delete(String id, ProbeState state, OpContext ctx) {
            throw failure;
        }
    }

    private static final Map<String, Object> INPUTS = Map.of("failure", "x");
    private static final Map<String, Object> OUTPUTS = Map.of("failure", "x", "probeId", "p-1");

    private static ResourceHandler<ProbeArgs, ProbeState> handler(RuntimeException failure) {
        return new ResourceHandler<>(new ProbeResource(failure), new OperationTracker());
    }

    @Test
    void aFailureAfterTheCloudAcceptedIsTranslatedAndKeptAsPartialState() {
        PartialFailureException partial = assertThrows(PartialFailureException.class,
                () -> handler(new LayerFailure("refused")).create(INPUTS, false, 0, "urn:probe", ProgressReporter.NONE));

        assertEquals("p-1", partial.id());
        assertInstanceOf(PreconditionFailedException.class, partial.getCause());
        assertEquals("translated: refused", partial.getMessage());
    }

    @Test
    void aReadTranslatedToNotFoundMeansTheObjectIsGone() {
        ResourceHandler.ReadResult read = handler(new LayerFailure("gone")).read("p-1", OUTPUTS, INPUTS, 0, "urn:probe",
                ProgressReporter.NONE);

        assertEquals("", read.id());
    }

    @Test
    void deleteAndReadFailuresAreTranslated() {
        PreconditionFailedException delete = assertThrows(PreconditionFailedException.class,
                () -> handler(new LayerFailure("busy")).delete("p-1", OUTPUTS, 0, "urn:probe", ProgressReporter.NONE));
        assertEquals("translated: busy", delete.getMessage());

        assertThrows(PreconditionFailedException.class,
                () -> handler(new LayerFailure("busy")).read("p-1", OUTPUTS, INPUTS, 0, "urn:probe", ProgressReporter.NONE));
    }

    @Test
    void failuresTheTranslatorDoesNotKnowPassUnchanged() {
        IllegalStateException bug = new IllegalStateException("a bug");

        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> handler(bug).delete("p-1", OUTPUTS, 0, "urn:probe", ProgressReporter.NONE));
        assertSame(bug, thrown);
    }

    @Test
    void everyWaitsTimeoutAndCancelAreAnsweredByTheFrameworkWithTheWaitsAdvice() {
        OperationTimeoutException timeout = assertThrows(OperationTimeoutException.class,
                () -> handler(new WaitTimeoutException("node group ng to be RUNNING", "RECONCILING",
                        Duration.ofMinutes(30), "run it again")).delete("p-1", OUTPUTS, 0, "urn:probe",
                        ProgressReporter.NONE));
        assertEquals(FailureKind.TIMEOUT, timeout.kind());
        assertEquals("timed out after 30m waiting for node group ng to be RUNNING; last observed: RECONCILING; "
                + "run it again", timeout.getMessage());

        OperationCancelledException cancelled = assertThrows(OperationCancelledException.class,
                () -> handler(new WaitCancelledException("node group ng to be RUNNING", "RECONCILING"))
                        .read("p-1", OUTPUTS, INPUTS, 0, "urn:probe", ProgressReporter.NONE));
        assertEquals(FailureKind.CANCELLED, cancelled.kind());
        assertEquals("cancelled while waiting for node group ng to be RUNNING; last observed: RECONCILING",
                cancelled.getMessage());
    }
}
