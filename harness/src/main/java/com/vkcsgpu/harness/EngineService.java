package com.vkcsgpu.harness;

import com.google.protobuf.Empty;
import io.grpc.stub.StreamObserver;
import pulumirpc.EngineGrpc;
import pulumirpc.EngineOuterClass.GetRootResourceRequest;
import pulumirpc.EngineOuterClass.GetRootResourceResponse;
import pulumirpc.EngineOuterClass.LogRequest;
import pulumirpc.EngineOuterClass.SetRootResourceRequest;
import pulumirpc.EngineOuterClass.SetRootResourceResponse;

import java.util.function.Consumer;

/**
 * The engine's {@code pulumirpc.Engine} service, which both the program and the plugin dial: it captures every
 * {@code Log} call (status messages arrive with {@code ephemeral=true}) and keeps the root resource URN.
 */
final class EngineService extends EngineGrpc.EngineImplBase {

    private final Consumer<EngineLogMessage> sink;
    private volatile String rootResource = "";

    EngineService(Consumer<EngineLogMessage> sink) {
        this.sink = sink;
    }

    @Override
    public void log(LogRequest request, StreamObserver<Empty> response) {
        sink.accept(new EngineLogMessage(EngineLogMessage.Source.ENGINE_LOG, request.getSeverity().name(),
                request.getMessage(), request.getUrn(), request.getEphemeral()));
        response.onNext(Empty.getDefaultInstance());
        response.onCompleted();
    }

    @Override
    public void getRootResource(GetRootResourceRequest request, StreamObserver<GetRootResourceResponse> response) {
        response.onNext(GetRootResourceResponse.newBuilder().setUrn(rootResource).build());
        response.onCompleted();
    }

    @Override
    public void setRootResource(SetRootResourceRequest request, StreamObserver<SetRootResourceResponse> response) {
        rootResource = request.getUrn();
        response.onNext(SetRootResourceResponse.getDefaultInstance());
        response.onCompleted();
    }
}
