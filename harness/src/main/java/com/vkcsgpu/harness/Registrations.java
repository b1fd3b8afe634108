package com.vkcsgpu.harness;

import com.google.protobuf.Struct;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The resources the program registered in this run, the order their steps completed in, the outputs it
 * registered, and the dependency waits between them (the engine's step executor waits the same way,
 * {@code pkg/resource/deploy/step_executor.go} in pulumi/pulumi).
 */
final class Registrations {
    private final Map<String, Registration> byUrn = new ConcurrentHashMap<>();
    private final List<String> completionOrder = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, Struct> registeredOutputs = new ConcurrentHashMap<>();
    private final Duration dependencyTimeout;

    Registrations(Duration dependencyTimeout) {
        this.dependencyTimeout = dependencyTimeout;
    }

    /** Adds {@code reg}; false when its URN is already registered. */
    boolean add(Registration reg) {
        return byUrn.putIfAbsent(reg.urn, reg) == null;
    }

    boolean contains(String urn) {
        return byUrn.containsKey(urn);
    }

    /** A registration that is already done, such as the default provider's. */
    void addDone(ResourceState state) {
        Registration reg = new Registration(state.urn(), "", true);
        reg.state = state;
        byUrn.put(state.urn(), reg);
        completed(reg);
        reg.done.complete(null);
    }

    /** Records that {@code reg} has its state; the state file lists resources in this order. */
    void completed(Registration reg) {
        synchronized (completionOrder) {
            if (!completionOrder.contains(reg.urn)) {
                completionOrder.add(reg.urn);
            }
        }
    }

    void registerOutputs(String urn, Struct outputs) {
        registeredOutputs.put(urn, outputs);
    }

    Optional<Struct> outputsOf(String urn) {
        return Optional.ofNullable(registeredOutputs.get(urn));
    }

    /** This run's states in completion order; components carry the outputs the program registered for them. */
    List<ResourceState> completedStates() {
        List<ResourceState> out = new ArrayList<>();
        Set<String> written = new HashSet<>();
        synchronized (completionOrder) {
            for (String urn : completionOrder) {
                ResourceState s = byUrn.get(urn).state;
                if (s != null && written.add(urn)) {
                    Struct registered = registeredOutputs.get(urn);
                    out.add(registered != null && !s.custom() ? s.withOutputs(registered) : s);
                }
            }
        }
        return out;
    }

    /** Waits up to {@code timeoutMillis} for each registration's step to end, failed or not. */
    void awaitAll(long timeoutMillis) {
        for (Registration r : byUrn.values()) {
            try {
                r.done.get(timeoutMillis, TimeUnit.MILLISECONDS);
            } catch (Exception ignored) {
                // failures are already in errors
            }
        }
    }

    /**
     * Blocks until every dependency has finished its step. Depending on a component means depending on all of its
     * descendants registered so far, as the engine's step executor does.
     */
    void awaitDependencies(Registration self, List<String> dependencies) {
        Deque<String> queue = new ArrayDeque<>(dependencies);
        Set<String> seen = new HashSet<>();
        while (!queue.isEmpty()) {
            String urn = queue.poll();
            if (!seen.add(urn)) {
                continue;
            }
            Registration dep = byUrn.get(urn);
            if (dep == null || dep == self || (self != null && isAncestor(urn, self))) {
                continue;
            }
            try {
                dep.done.get(dependencyTimeout.toMillis(), TimeUnit.MILLISECONDS);
            } catch (Exception e) {
                throw new StepFailedException((self == null ? "" : self.urn + ": ") + "dependency " + urn + " failed");
            }
            if (!dep.custom) {
                for (Registration r : byUrn.values()) {
                    if (r != self && isAncestor(urn, r)) {
                        queue.add(r.urn);
                    }
                }
            }
        }
    }

    private boolean isAncestor(String candidate, Registration r) {
        String parent = r.parent;
        Set<String> visited = new HashSet<>();
        while (parent != null && !parent.isEmpty() && visited.add(parent)) {
            if (parent.equals(candidate)) {
                return true;
            }
            Registration p = byUrn.get(parent);
            parent = p == null ? null : p.parent;
        }
        return false;
    }
}
