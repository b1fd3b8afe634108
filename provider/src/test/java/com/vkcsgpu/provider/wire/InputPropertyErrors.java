package com.vkcsgpu.provider.wire;

import com.google.protobuf.Any;
import com.google.protobuf.InvalidProtocolBufferException;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.util.ArrayList;
import java.util.List;
import pulumirpc.Errors.InputPropertiesError;

/** Reads the per-property errors a status carries, as the engine does, each as {@code path: reason}. */
final class InputPropertyErrors {
    private InputPropertyErrors() {
    }

    static List<String> of(StatusRuntimeException e) {
        com.google.rpc.Status status = StatusProto.fromThrowable(e);
        List<String> errors = new ArrayList<>();
        if (status == null) {
            return errors;
        }
        for (Any detail : status.getDetailsList()) {
            if (detail.is(InputPropertiesError.class)) {
                try {
                    detail.unpack(InputPropertiesError.class).getErrorsList()
                            .forEach(error -> errors.add(error.getPropertyPath() + ": " + error.getReason()));
                } catch (InvalidProtocolBufferException ex) {
                    throw new AssertionError("an unreadable InputPropertiesError detail", ex);
                }
            }
        }
        return errors;
    }
}
