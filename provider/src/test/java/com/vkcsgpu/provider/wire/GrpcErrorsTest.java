package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.provider.framework.AuthenticationFailedException;
import com.vkcsgpu.provider.framework.ServiceUnavailableException;
import io.grpc.Status;
import io.grpc.protobuf.StatusProto;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The engine reads INTERNAL, UNKNOWN and DATA_LOSS as "the resource may exist" (pulumi/pulumi
 * pkg/resource/plugin/provider_plugin.go resourceStateAndError); failures where nothing happened use other codes.
 */
class GrpcErrorsTest {
    @Test
    void refusedCredentialsAreUnauthenticatedAndAnUnreachableCloudUnavailable() {
        assertEquals(Status.Code.UNAUTHENTICATED, GrpcErrors.toStatus(
                new AuthenticationFailedException("authenticate failed: HTTP 401", null), List.of()).getStatus().getCode());
        assertEquals(Status.Code.UNAVAILABLE, GrpcErrors.toStatus(
                new ServiceUnavailableException("list clusters got no answer"), List.of()).getStatus().getCode());
    }

    @Test
    void aPartialFailureKeepsItsDetailAndTheCodeOfWhatFailed() throws Exception {
        var partial = com.vkcsgpu.provider.framework.PartialFailures.of("ng-1", new AuthenticationFailedException("poll failed: HTTP 401", null));
        var status = GrpcErrors.toStatus(partial, List.of());
        assertEquals(Status.Code.UNAUTHENTICATED, status.getStatus().getCode());
        assertEquals("ng-1", StatusProto.fromThrowable(status).getDetails(0)
                .unpack(pulumirpc.Provider.ErrorResourceInitFailed.class).getId());
    }
}
