package com.vkcsgpu.provider.wire;

import com.google.protobuf.Empty;
import com.vkcsgpu.provider.lang.Lazy;
import io.grpc.Context;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.TimeUnit;
import pulumirpc.EngineGrpc;
import pulumirpc.EngineOuterClass.LogRequest;
import pulumirpc.EngineOuterClass.LogSeverity;

/** Sends messages to the engine's {@code pulumirpc.Engine/Log}, without waiting for the answer. */
public final class EngineLogSink implements LogSink, AutoCloseable {
    private final Lazy<ManagedChannel> channel;
    private final Lazy<EngineGrpc.EngineStub> stub;

    /**
     * Connects to the engine at {@code host:port}, the plugin's last argument, on the first message: building
     * a gRPC channel costs more than half a second of start-up, and the engine waits for the port line first.
     */
    public static EngineLogSink connect(String engineAddress) {
        return new EngineLogSink(Lazy.of(() -> ManagedChannelBuilder.forTarget(engineAddress).usePlaintext().build()));
    }

    /** Uses an existing channel (tests use an in-process one). */
    public EngineLogSink(ManagedChannel channel) {
        this(Lazy.of(() -> channel));
    }

    private EngineLogSink(Lazy<ManagedChannel> channel) {
        this.channel = channel;
        this.stub = Lazy.of(() -> EngineGrpc.newStub(channel.get()));
    }

    @Override
    public void log(Severity severity, String message, String urn, boolean ephemeral) {
        LogRequest req = LogRequest.newBuilder().setSeverity(LogSeverity.valueOf(severity.name()))
                .setMessage(message).setUrn(urn == null ? "" : urn).setEphemeral(ephemeral).build();
        // Sent outside the current gRPC context: a message logged while the plugin serves a call (Configure's
        // Keystone login, a Create's progress) would otherwise be cancelled with that call's context when the call
        // returns first ("CANCELLED: io.grpc.Context was cancelled without error"), and the engine would never see it.
        Context.ROOT.run(() -> send(req));
    }

    private void send(LogRequest req) {
        stub.get().log(req, new StreamObserver<Empty>() {
            @Override
            public void onNext(Empty value) {
            }

            @Override
            public void onError(Throwable t) {
                // A lost progress line must not fail the operation; the engine may already be gone.
            }

            @Override
            public void onCompleted() {
            }
        });
    }

    @Override
    public void close() {
        if (!channel.isComputed()) {
            return;
        }
        try {
            channel.get().shutdown().awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
