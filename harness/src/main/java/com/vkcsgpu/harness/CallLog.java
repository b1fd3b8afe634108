package com.vkcsgpu.harness;

import io.grpc.StatusRuntimeException;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/** The ordered record of every RPC the engine made on the plugin during a run. */
public final class CallLog {

    private final AtomicLong clock = new AtomicLong();
    private final List<ProviderCall> calls = new ArrayList<>();

    /** Makes a call and records it with start/finish ticks, whether it succeeds or fails. */
    public <T> T record(String method, String urn, Map<String, String> details, Supplier<T> call) {
        long started = clock.incrementAndGet();
        try {
            T result = call.get();
            add(new ProviderCall(method, urn, details, started, clock.incrementAndGet(), ""));
            return result;
        } catch (StatusRuntimeException e) {
            add(new ProviderCall(method, urn, details, started, clock.incrementAndGet(),
                    e.getStatus().getCode() + ": " + e.getStatus().getDescription()));
            throw e;
        }
    }

    private synchronized void add(ProviderCall call) {
        calls.add(call);
    }

    /** All calls so far, ordered by when they started. */
    public synchronized List<ProviderCall> calls() {
        List<ProviderCall> copy = new ArrayList<>(calls);
        copy.sort(Comparator.comparingLong(ProviderCall::started));
        return List.copyOf(copy);
    }
}
