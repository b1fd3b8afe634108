package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.Empty;
import com.vkcsgpu.provider.Poll;
import io.grpc.Context;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import pulumirpc.EngineGrpc;
import pulumirpc.EngineOuterClass.LogRequest;

class EngineLogSinkTest {
    /**
     * A message logged while the plugin serves a call reaches the engine although that call returns (and its gRPC
     * context is cancelled) before the engine has taken the message: the Keystone login logged during Configure
     * was lost this way.
     */
    @Test
    void aMessageLoggedDuringACallArrivesAfterTheCallsContextIsCancelled() throws Exception {
        List<String> received = new CopyOnWriteArrayList<>();
        CountDownLatch engineBusy = new CountDownLatch(1);
        String name = InProcessServerBuilder.generateName();
        java.util.concurrent.Executor busy = command -> new Thread(() -> {
            try {
                engineBusy.await(30, TimeUnit.SECONDS); // the engine takes the message only after the call returned
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            command.run();
        }).start();
        Server engine = InProcessServerBuilder.forName(name).executor(busy).addService(new EngineGrpc.EngineImplBase() {
            @Override
            public void log(LogRequest request, StreamObserver<Empty> response) {
                received.add(request.getMessage());
                response.onNext(Empty.getDefaultInstance());
                response.onCompleted();
            }
        }).build().start();
        ManagedChannel channel = InProcessChannelBuilder.forName(name).build();
        try (EngineLogSink sink = new EngineLogSink(channel)) {
            Context.CancellableContext call = Context.current().withCancellation();
            call.run(() -> sink.log(LogSink.Severity.DEBUG, "vkcs POST /auth/tokens 201", "", false));
            call.cancel(null);
            engineBusy.countDown();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (received.isEmpty() && System.nanoTime() < end) {
                Poll.pause();
            }
            assertEquals(List.of("vkcs POST /auth/tokens 201"), received);
        } finally {
            channel.shutdownNow();
            engine.shutdownNow();
        }
    }
}
