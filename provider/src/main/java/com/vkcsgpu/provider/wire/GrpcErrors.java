package com.vkcsgpu.provider.wire;

import com.google.protobuf.Any;
import com.google.rpc.Status;
import com.vkcsgpu.provider.framework.FailureKind;
import com.vkcsgpu.provider.framework.PartialFailureException;
import com.vkcsgpu.provider.framework.ProviderException;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.util.List;
import pulumirpc.Provider.ErrorResourceInitFailed;

/**
 * Maps failures to gRPC statuses the engine reads truthfully (pulumi pkg/resource/plugin
 * provider_plugin.go {@code resourceStateAndError}): INTERNAL, UNKNOWN and DATA_LOSS mean "the resource's
 * state is unknown"; every other code means "nothing happened". A partial failure carries
 * {@code ErrorResourceInitFailed}, so the engine records the object. Messages are scrubbed of secrets.
 */
final class GrpcErrors {
    private GrpcErrors() {
    }

    static StatusRuntimeException toStatus(Throwable t, List<String> secrets) {
        if (t instanceof StatusRuntimeException s) {
            return s;
        }
        String message = SecretScrubber.scrub(t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage(),
                secrets);
        if (t instanceof PartialFailureException p) {
            ErrorResourceInitFailed detail = ErrorResourceInitFailed.newBuilder()
                    .setId(p.id())
                    .setProperties(StructCodec.encode(p.outputs()))
                    .setInputs(StructCodec.encode(p.inputs()))
                    .addReasons(message)
                    .build();
            // The detail makes the engine record the object whatever the code; the code still says what failed.
            io.grpc.Status.Code code = p.getCause() instanceof ProviderException cause ? codeOf(cause.kind())
                    : io.grpc.Status.Code.UNKNOWN;
            return StatusProto.toStatusRuntimeException(Status.newBuilder()
                    .setCode(code.value())
                    .setMessage(message)
                    .addDetails(Any.pack(detail))
                    .build());
        }
        io.grpc.Status.Code code;
        if (t instanceof ProviderException p) {
            code = codeOf(p.kind());
        } else {
            // Not a failure the provider understands: say so, and do not claim nothing happened.
            code = io.grpc.Status.Code.UNKNOWN;
            message = t.getClass().getSimpleName() + ": " + message;
        }
        return io.grpc.Status.fromCode(code).withDescription(message).asRuntimeException();
    }

    static io.grpc.Status.Code codeOf(FailureKind kind) {
        return switch (kind) {
            case INVALID_INPUT -> io.grpc.Status.Code.INVALID_ARGUMENT;
            case PRECONDITION -> io.grpc.Status.Code.FAILED_PRECONDITION;
            case UNAUTHENTICATED -> io.grpc.Status.Code.UNAUTHENTICATED;
            case PERMISSION_DENIED -> io.grpc.Status.Code.PERMISSION_DENIED;
            case UNAVAILABLE -> io.grpc.Status.Code.UNAVAILABLE;
            case TIMEOUT -> io.grpc.Status.Code.DEADLINE_EXCEEDED;
            case CANCELLED -> io.grpc.Status.Code.CANCELLED;
            case NOT_FOUND -> io.grpc.Status.Code.NOT_FOUND;
            case BUG -> io.grpc.Status.Code.INTERNAL;
            case OUTCOME_UNKNOWN -> io.grpc.Status.Code.UNKNOWN;
        };
    }
}
