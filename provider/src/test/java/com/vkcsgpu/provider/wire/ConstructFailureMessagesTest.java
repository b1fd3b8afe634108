package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.vkcsgpu.InvalidArgumentsException;
import com.vkcsgpu.InvalidArgumentsException.PropertyProblem;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
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

    @Test
    void refusedArgumentsTravelAsOneInputPropertiesErrorWithEveryPropertyPath() {
        RuntimeException multiple = new RuntimeException("Multiple exceptions occurred");
        InvalidArgumentsException inputs = InvalidArgumentsException.inputs("GpuOperator", List.of(
                new PropertyProblem("pools[1].taints[0].effect", "'Sometimes' is not a taint effect"),
                new PropertyProblem("driverVersion", "is required")));
        multiple.addSuppressed(new InvocationTargetException(inputs));
        multiple.addSuppressed(InvalidArgumentsException.inputs("GpuOperator", List.of(
                new PropertyProblem("kubeconfig", "is required"))));
        multiple.addSuppressed(inputs);
        StatusRuntimeException status = ConstructFailures.describe(multiple, "vkcs-gpu:index:GpuOperator");
        assertEquals(Status.Code.INVALID_ARGUMENT, status.getStatus().getCode());
        assertEquals("vkcs-gpu:index:GpuOperator: invalid GpuOperator inputs", status.getStatus().getDescription());
        assertEquals(List.of("pools[1].taints[0].effect: 'Sometimes' is not a taint effect", "driverVersion: is required",
                "kubeconfig: is required"), InputPropertyErrors.of(status));
    }

    @Test
    void failuresWithoutPropertiesCarryNoInputPropertiesError() {
        Exception wrapped = new RuntimeException("Failed to construct component",
                new InvocationTargetException(new IllegalArgumentException("poolName: too long")));
        assertEquals(List.of(), InputPropertyErrors.of(ConstructFailures.describe(wrapped, TYPE)));
    }
}
