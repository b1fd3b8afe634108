package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Struct;
import com.vkcsgpu.provider.framework.FailureKind;
import com.vkcsgpu.provider.framework.PartialFailures;
import com.vkcsgpu.provider.framework.ProviderException;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import pulumirpc.Provider.ErrorResourceInitFailed;

/**
 * The gRPC code the engine receives for each kind of failure (only "outcome unknown" and "bug" leave the resource
 * status unknown), a failure the provider does not understand as UNKNOWN naming its class, and secrets scrubbed.
 */
class FailureKindStatusCodeTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "INVALID_INPUT, INVALID_ARGUMENT",
            "PRECONDITION, FAILED_PRECONDITION",
            "UNAUTHENTICATED, UNAUTHENTICATED",
            "UNAVAILABLE, UNAVAILABLE",
            "TIMEOUT, DEADLINE_EXCEEDED",
            "CANCELLED, CANCELLED",
            "NOT_FOUND, NOT_FOUND",
            "BUG, INTERNAL",
            "OUTCOME_UNKNOWN, UNKNOWN"})
    void eachKindHasItsCode(FailureKind kind, Status.Code code) {
        StatusRuntimeException status = GrpcErrors.toStatus(new ProviderException(kind, "what happened", null), List.of());
        assertEquals(code, status.getStatus().getCode());
        assertEquals("what happened", status.getStatus().getDescription());
    }

    @Test
    void aFailureTheProviderDoesNotUnderstandIsUnknownAndNamesItsClass() {
        StatusRuntimeException status = GrpcErrors.toStatus(new IllegalStateException("state broke"), List.of());
        assertEquals(Status.Code.UNKNOWN, status.getStatus().getCode());
        assertEquals("IllegalStateException: state broke", status.getStatus().getDescription());
        assertEquals("NullPointerException: NullPointerException",
                GrpcErrors.toStatus(new NullPointerException(), List.of()).getStatus().getDescription());
    }

    @Test
    void aStatusPassesUnchanged() {
        StatusRuntimeException given = Status.ABORTED.withDescription("engine").asRuntimeException();
        assertSame(given, GrpcErrors.toStatus(given, List.of("engine")));
    }

    @Test
    void secretsAreScrubbedFromTheMessage() {
        String message = GrpcErrors.toStatus(new ProviderException(FailureKind.PRECONDITION, "password hunter2 refused", null),
                List.of("hunter2")).getStatus().getDescription();
        assertTrue(!message.contains("hunter2") && message.startsWith("password ") && message.endsWith(" refused"), message);
    }

    @Test
    void aPartialFailureCarriesWhatToRecordAndUnknownWhenItsCauseIsNotUnderstood() throws Exception {
        StatusRuntimeException status = GrpcErrors.toStatus(
                PartialFailures.of("ng-1", new IllegalStateException("poll broke")), List.of());
        assertEquals(Status.Code.UNKNOWN, status.getStatus().getCode());
        ErrorResourceInitFailed detail = StatusProto.fromThrowable(status).getDetails(0).unpack(ErrorResourceInitFailed.class);
        assertEquals("ng-1", detail.getId());
        assertEquals(List.of("poll broke"), detail.getReasonsList());
        assertEquals("ng-1", detail.getProperties().getFieldsOrThrow("id").getStringValue());
        assertEquals(Struct.getDefaultInstance(), detail.getInputs());
        assertEquals(Map.of(), PartialFailures.of("ng-2", new IllegalStateException("x")).inputs());
    }
}
