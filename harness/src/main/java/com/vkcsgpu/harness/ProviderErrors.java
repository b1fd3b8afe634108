package com.vkcsgpu.harness;

import com.google.protobuf.Any;
import com.google.protobuf.InvalidProtocolBufferException;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import pulumirpc.Provider.ErrorResourceInitFailed;

import java.util.Optional;
import java.util.function.Supplier;

/** How the engine reads errors from provider RPCs ({@code provider_plugin.go}, {@code resourceStateAndError}). */
final class ProviderErrors {

    private ProviderErrors() {
    }

    /** Runs an RPC; a gRPC error becomes a failed step naming the resource and the method. */
    static <T> T call(String urn, String method, Supplier<T> rpc) {
        try {
            return rpc.get();
        } catch (StatusRuntimeException e) {
            throw new StepFailedException(urn + ": " + method + " failed: " + describe(e));
        }
    }

    /**
     * The partial state a provider returns when a create or update was accepted but did not finish: a
     * {@code google.rpc.Status} detail {@code pulumirpc.ErrorResourceInitFailed}.
     */
    static Optional<ErrorResourceInitFailed> initFailure(StatusRuntimeException e) {
        com.google.rpc.Status status = StatusProto.fromThrowable(e);
        if (status == null) {
            return Optional.empty();
        }
        for (Any detail : status.getDetailsList()) {
            if (detail.is(ErrorResourceInitFailed.class)) {
                try {
                    return Optional.of(detail.unpack(ErrorResourceInitFailed.class));
                } catch (InvalidProtocolBufferException ex) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /** {@code CODE: description}. */
    static String describe(StatusRuntimeException e) {
        String d = e.getStatus().getDescription();
        return e.getStatus().getCode() + (d == null ? "" : ": " + d);
    }
}
