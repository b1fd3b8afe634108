package com.vkcsgpu.harness.yaml;

import com.google.protobuf.Struct;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import java.util.concurrent.TimeUnit;
import pulumirpc.EngineGrpc;
import pulumirpc.EngineOuterClass.LogRequest;
import pulumirpc.EngineOuterClass.LogSeverity;
import pulumirpc.ResourceMonitorGrpc;
import pulumirpc.Resource.RegisterResourceOutputsRequest;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;
import pulumirpc.Resource.ResourceInvokeRequest;
import pulumirpc.Resource.ResourceInvokeResponse;

/** The language host's connections to the engine: the resource monitor and the engine's log. */
final class Monitor implements AutoCloseable {
    private final ManagedChannel monitorChannel;
    private final ManagedChannel engineChannel;
    private final ResourceMonitorGrpc.ResourceMonitorBlockingStub monitor;
    private final EngineGrpc.EngineBlockingStub engine;

    Monitor(String monitorAddress, String engineAddress) {
        monitorChannel = ManagedChannelBuilder.forTarget(monitorAddress).usePlaintext().build();
        engineChannel = ManagedChannelBuilder.forTarget(engineAddress).usePlaintext().build();
        monitor = ResourceMonitorGrpc.newBlockingStub(monitorChannel);
        engine = EngineGrpc.newBlockingStub(engineChannel);
    }

    /** Blocks until the engine finished the resource's step, as the SDKs' registrations do. */
    RegisterResourceResponse register(RegisterResourceRequest request) {
        return monitor.registerResource(request);
    }

    ResourceInvokeResponse invoke(ResourceInvokeRequest request) {
        return monitor.invoke(request);
    }

    void registerOutputs(String urn, Struct outputs) {
        monitor.registerResourceOutputs(RegisterResourceOutputsRequest.newBuilder().setUrn(urn).setOutputs(outputs).build());
    }

    /** A diagnostic shown under {@code urn} (the stack's when empty), as pulumi-yaml reports program errors. */
    void error(String urn, String message) {
        engine.log(LogRequest.newBuilder().setSeverity(LogSeverity.ERROR).setUrn(urn).setMessage(message).build());
    }

    @Override
    public void close() {
        for (ManagedChannel channel : new ManagedChannel[]{monitorChannel, engineChannel}) {
            channel.shutdownNow();
            try {
                channel.awaitTermination(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
