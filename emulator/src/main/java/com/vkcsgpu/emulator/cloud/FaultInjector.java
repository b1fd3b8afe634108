package com.vkcsgpu.emulator.cloud;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The pending faults; each matching request consumes one use of the first matching fault. */
final class FaultInjector {
    private final List<Fault> pending = new ArrayList<>();

    synchronized void add(Fault fault) {
        pending.add(fault);
    }

    synchronized Optional<Fault> take(String method, String path) {
        for (int i = 0; i < pending.size(); i++) {
            Fault fault = pending.get(i);
            if (fault.matches(method, path)) {
                if (fault.times() == 1) {
                    pending.remove(i);
                } else {
                    pending.set(i, fault.times(fault.times() - 1));
                }
                return Optional.of(fault);
            }
        }
        return Optional.empty();
    }

    synchronized List<Fault> pending() {
        return List.copyOf(pending);
    }

    synchronized void clear() {
        pending.clear();
    }

}
