package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.lang.reflect.InvocationTargetException;
import org.junit.jupiter.api.Test;

/**
 * A failed Construct answers with the component's own messages, dug out of the SDK's wrappers (causes and
 * suppressed exceptions): INVALID_ARGUMENT when every one of them is a rejected argument, the SDK's code otherwise.
 */
class ConstructFailureMessagesTest {
    private static final String TYPE = "vkcs-gpu:index:GpuNodePool";

    @Test
    void aRejectedArgumentInsideTheWrappersIsInvalidArgumentWithItsMessage() {
        Exception wrapped = new RuntimeException("Failed to construct component",
                new InvocationTargetException(new IllegalArgumentException("poolName: too long")));
        StatusRuntimeException status = ConstructFailures.describe(wrapped, TYPE);
        assertEquals(Status.Code.INVALID_ARGUMENT, status.getStatus().getCode());
        assertEquals(TYPE + ": poolName: too long", status.getStatus().getDescription());
    }

    @Test
    void everySuppressedFailureIsNamedOnceInOrder() {
        RuntimeException multiple = new RuntimeException("Multiple exceptions occurred");
        IllegalArgumentException name = new IllegalArgumentException("poolName: too long");
        multiple.addSuppressed(name);
        multiple.addSuppressed(new IllegalArgumentException("count: must be 1 to 500"));
        multiple.addSuppressed(name);
        StatusRuntimeException status = ConstructFailures.describe(multiple, TYPE);
        assertEquals(Status.Code.INVALID_ARGUMENT, status.getStatus().getCode());
        assertEquals(TYPE + ": poolName: too long\ncount: must be 1 to 500", status.getStatus().getDescription());
    }

    @Test
    void anyOtherFailureAmongThemKeepsTheSdksCodeOrUnknown() {
        RuntimeException multiple = new RuntimeException("Multiple exceptions occurred");
        multiple.addSuppressed(new IllegalArgumentException("poolName: too long"));
        multiple.addSuppressed(new IllegalStateException());
        StatusRuntimeException unknown = ConstructFailures.describe(multiple, TYPE);
        assertEquals(Status.Code.UNKNOWN, unknown.getStatus().getCode());
        assertEquals(TYPE + ": poolName: too long\nIllegalStateException", unknown.getStatus().getDescription());

        StatusRuntimeException sdk = Status.UNAVAILABLE.withCause(new RuntimeException("wrapper",
                new IllegalStateException("engine gone"))).asRuntimeException();
        StatusRuntimeException kept = ConstructFailures.describe(sdk, TYPE);
        assertEquals(Status.Code.UNAVAILABLE, kept.getStatus().getCode());
        assertEquals(TYPE + ": engine gone", kept.getStatus().getDescription());
    }

    @Test
    void aFailureWithoutWrappersKeepsItsOwnStatus() {
        StatusRuntimeException plain = Status.FAILED_PRECONDITION.withDescription("not configured").asRuntimeException();
        StatusRuntimeException status = ConstructFailures.describe(plain, TYPE);
        assertEquals(Status.Code.FAILED_PRECONDITION, status.getStatus().getCode());
        assertEquals("not configured", status.getStatus().getDescription());
        IllegalArgumentException alone = new IllegalArgumentException("alone");
        assertSame(Status.Code.UNKNOWN, ConstructFailures.describe(alone, TYPE).getStatus().getCode());
    }
}
