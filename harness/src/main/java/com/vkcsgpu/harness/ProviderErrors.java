package com.vkcsgpu.harness;

import com.google.protobuf.Any;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import pulumirpc.Errors.InputPropertiesError;
import pulumirpc.Provider.ErrorResourceInitFailed;

import java.util.List;
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
        return detail(e, ErrorResourceInitFailed.class);
    }

    /** The status's first {@code google.rpc.Status} detail of that type. */
    private static <T extends Message> Optional<T> detail(StatusRuntimeException e, Class<T> type) {
        com.google.rpc.Status status = StatusProto.fromThrowable(e);
        if (status == null) {
            return Optional.empty();
        }
        for (Any detail : status.getDetailsList()) {
            if (detail.is(type)) {
                try {
                    return Optional.of(detail.unpack(type));
                } catch (InvalidProtocolBufferException ex) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /**
     * {@code CODE: description}, then each refused input property on a line of its own, as the engine prints a
     * {@code pulumirpc.InputPropertiesError} detail ({@code TestValidationFailures} in pulumi/pulumi
     * {@code pkg/resource/deploy/source_eval_test.go}; the harness leaves out the engine's {@code with value '...'}).
     */
    static String describe(StatusRuntimeException e) {
        String d = e.getStatus().getDescription();
        StringBuilder text = new StringBuilder().append(e.getStatus().getCode()).append(d == null ? "" : ": " + d);
        for (InputPropertiesError.PropertyError error : inputPropertyErrors(e)) {
            text.append("\n\t\t- property ").append(error.getPropertyPath()).append(" has a problem: ")
                    .append(error.getReason());
        }
        return text.toString();
    }

    private static List<InputPropertiesError.PropertyError> inputPropertyErrors(StatusRuntimeException e) {
        return detail(e, InputPropertiesError.class).map(InputPropertiesError::getErrorsList).orElse(List.of());
    }
}
