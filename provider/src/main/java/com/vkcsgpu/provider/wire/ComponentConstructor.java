package com.vkcsgpu.provider.wire;

import io.grpc.stub.StreamObserver;
import pulumirpc.Provider.ConstructRequest;
import pulumirpc.Provider.ConstructResponse;

/** Serves the Construct RPC for components (implemented by the SDK bridge). */
public interface ComponentConstructor {
    /** Constructs the component named in the request and answers on {@code responses}. */
    void construct(ConstructRequest request, StreamObserver<ConstructResponse> responses);
}
