package com.vkcsgpu.harness;

import com.google.protobuf.ByteString;
import com.google.protobuf.Empty;
import com.google.protobuf.Struct;
import pulumirpc.Provider.CheckRequest;
import pulumirpc.Provider.CheckResponse;
import pulumirpc.Provider.ConfigureRequest;
import pulumirpc.Provider.ConfigureResponse;
import pulumirpc.Provider.ConstructRequest;
import pulumirpc.Provider.ConstructResponse;
import pulumirpc.Provider.CreateRequest;
import pulumirpc.Provider.CreateResponse;
import pulumirpc.Provider.DeleteRequest;
import pulumirpc.Provider.DiffRequest;
import pulumirpc.Provider.DiffResponse;
import pulumirpc.Provider.InvokeRequest;
import pulumirpc.Provider.InvokeResponse;
import pulumirpc.Provider.ReadRequest;
import pulumirpc.Provider.ReadResponse;
import pulumirpc.Provider.UpdateRequest;
import pulumirpc.Provider.UpdateResponse;
import pulumirpc.ResourceProviderGrpc.ResourceProviderBlockingStub;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The engine's side of the provider protocol: every RPC goes through here so that it lands in the {@link CallLog}
 * with its URN and key fields, and gets a deadline so no test hangs forever.
 */
final class PluginClient {

    private final CompletableFuture<PluginProcess> plugin;
    private final CallLog log;
    private final Duration callTimeout;

    /** The plugin may still be starting; the first call waits for it. */
    PluginClient(CompletableFuture<PluginProcess> plugin, CallLog log, Duration callTimeout) {
        this.plugin = plugin;
        this.log = log;
        this.callTimeout = callTimeout;
    }

    private ResourceProviderBlockingStub stub() {
        PluginProcess process;
        try {
            process = plugin.join();
        } catch (CompletionException e) {
            throw Status.UNAVAILABLE.withDescription("the plugin did not start: " + e.getCause().getMessage())
                    .asRuntimeException();
        }
        return process.stub().withDeadlineAfter(callTimeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * One RPC, recorded from when it is sent: waiting for the plugin to finish loading comes first, so a call the
     * program asked for while the plugin still started is never recorded before the launch's own calls.
     */
    private <T> T call(String method, String urn, Map<String, String> details,
                       Function<ResourceProviderBlockingStub, T> rpc) {
        ResourceProviderBlockingStub ready;
        try {
            ready = stub();
        } catch (StatusRuntimeException notStarted) {
            return log.record(method, urn, details, () -> {
                throw notStarted;
            });
        }
        return log.record(method, urn, details, () -> rpc.apply(ready));
    }

    CheckResponse checkConfig(CheckRequest r) {
        return call("CheckConfig", r.getUrn(), Map.of(), ready -> ready.checkConfig(r));
    }

    DiffResponse diffConfig(DiffRequest r) {
        return call("DiffConfig", r.getUrn(), Map.of("id", r.getId()), ready -> ready.diffConfig(r));
    }

    ConfigureResponse configure(ConfigureRequest r) {
        return call("Configure", r.getUrn(), Map.of("id", r.getId()), ready -> ready.configure(r));
    }

    CheckResponse check(CheckRequest r) {
        return call("Check", r.getUrn(), Map.of("randomSeed", r.getRandomSeed().isEmpty() ? "empty" : "set"),
                ready -> ready.check(r));
    }

    DiffResponse diff(DiffRequest r) {
        return call("Diff", r.getUrn(), Map.of("id", r.getId()), ready -> ready.diff(r));
    }

    CreateResponse create(CreateRequest r) {
        return call("Create", r.getUrn(), details("preview", r.getPreview(), "timeout", r.getTimeout()),
                ready -> ready.create(r));
    }

    UpdateResponse update(UpdateRequest r) {
        Map<String, String> d = details("preview", r.getPreview(), "timeout", r.getTimeout());
        d.put("id", r.getId());
        return call("Update", r.getUrn(), d, ready -> ready.update(r));
    }

    void delete(DeleteRequest r) {
        Map<String, String> d = details("timeout", r.getTimeout());
        d.put("id", r.getId());
        call("Delete", r.getUrn(), d, ready -> ready.delete(r));
    }

    ReadResponse read(ReadRequest r) {
        return call("Read", r.getUrn(), Map.of("id", r.getId()), ready -> ready.read(r));
    }

    InvokeResponse invoke(InvokeRequest r) {
        return call("Invoke", "", details("tok", r.getTok(), "preview", r.getPreview()), ready -> ready.invoke(r));
    }

    ConstructResponse construct(ConstructRequest r, String urn) {
        return call("Construct", urn, details("type", r.getType(), "dryRun", r.getDryRun()),
                ready -> ready.construct(r));
    }

    void cancel() {
        call("Cancel", "", Map.of(), ready -> ready.cancel(Empty.getDefaultInstance()));
    }

    static Struct empty() {
        return Struct.getDefaultInstance();
    }

    static ByteString seed(byte[] bytes) {
        return ByteString.copyFrom(bytes);
    }

    private static Map<String, String> details(Object... keyValues) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            Object v = keyValues[i + 1];
            if (v instanceof Double d && d == 0.0) {
                continue;
            }
            out.put((String) keyValues[i], String.valueOf(v));
        }
        return out;
    }
}
