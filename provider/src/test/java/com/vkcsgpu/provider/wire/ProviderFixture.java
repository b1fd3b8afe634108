package com.vkcsgpu.provider.wire;

import com.google.protobuf.Struct;
import com.vkcsgpu.provider.Plugin;
import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.framework.Values;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import pulumirpc.ResourceProviderGrpc;

/** The plugin served in-process, with captured engine log messages. */
final class ProviderFixture implements AutoCloseable {
    /** A captured Log call. */
    record LogLine(LogSink.Severity severity, String message, String urn, boolean ephemeral) {
    }

    final List<LogLine> logs = Collections.synchronizedList(new ArrayList<>());
    final Plugin plugin;
    private final Server server;
    private final ManagedChannel channel;
    final ResourceProviderGrpc.ResourceProviderBlockingStub stub;
    final ResourceProviderGrpc.ResourceProviderStub async;

    ProviderFixture(List<ResourceModule> modules, Map<String, String> env) throws IOException {
        String name = InProcessServerBuilder.generateName();
        plugin = Plugin.assemble(modules, (s, m, u, e) -> logs.add(new LogLine(s, m, u, e)), null, env);
        server = InProcessServerBuilder.forName(name).addService(plugin.service()).build().start();
        channel = InProcessChannelBuilder.forName(name).build();
        stub = ResourceProviderGrpc.newBlockingStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS);
        async = ResourceProviderGrpc.newStub(channel);
    }

    /** A Struct from alternating keys and framework values. */
    static Struct struct(Object... kv) {
        return StructCodec.encode(map(kv));
    }

    static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1] instanceof Integer n ? (Object) n.doubleValue() : kv[i + 1]);
        }
        return m;
    }

    static Values.Secret secret(Object v) {
        return new Values.Secret(v);
    }

    @Override
    public void close() {
        channel.shutdownNow();
        server.shutdownNow();
    }
}
