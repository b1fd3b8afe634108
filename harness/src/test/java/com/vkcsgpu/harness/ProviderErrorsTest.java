package com.vkcsgpu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.Any;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import org.junit.jupiter.api.Test;
import pulumirpc.Errors.InputPropertiesError;

/** The harness shows a provider's per-property input errors as the engine does: each on a line against its path. */
class ProviderErrorsTest {

    @Test
    void eachInputPropertyErrorIsShownAgainstItsProperty() {
        StatusRuntimeException refused = StatusProto.toStatusRuntimeException(com.google.rpc.Status.newBuilder()
                .setCode(Status.Code.INVALID_ARGUMENT.value())
                .setMessage("vkcs-gpu:index:GpuNodePool: invalid GpuNodePool arguments (vkcs-gpu:index:GpuNodePool::a100)")
                .addDetails(Any.pack(InputPropertiesError.newBuilder()
                        .addErrors(error("nodeCount", "must be 1 to 500, got -1"))
                        .addErrors(error("taints[0].effect", "'Sometimes' is not a taint effect"))
                        .build()))
                .build());
        assertEquals("INVALID_ARGUMENT: vkcs-gpu:index:GpuNodePool: invalid GpuNodePool arguments "
                + "(vkcs-gpu:index:GpuNodePool::a100)\n"
                + "\t\t- property nodeCount has a problem: must be 1 to 500, got -1\n"
                + "\t\t- property taints[0].effect has a problem: 'Sometimes' is not a taint effect",
                ProviderErrors.describe(refused));
    }

    @Test
    void aStatusWithoutDetailsIsItsCodeAndDescription() {
        assertEquals("FAILED_PRECONDITION: not configured",
                ProviderErrors.describe(Status.FAILED_PRECONDITION.withDescription("not configured").asRuntimeException()));
    }

    private static InputPropertiesError.PropertyError error(String path, String reason) {
        return InputPropertiesError.PropertyError.newBuilder().setPropertyPath(path).setReason(reason).build();
    }
}
