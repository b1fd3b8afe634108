package com.vkcsgpu.emulator.gpu;

import java.util.Optional;

/** The injected faults of one cluster as the simulation's parts look them up: by node and kind. */
@FunctionalInterface
interface NodeFaults {
    /** The fault of {@code kind} in effect on {@code node}. */
    Optional<GpuFault> on(String node, GpuFault.Kind kind);

    /** Whether a fault of {@code kind} is in effect on {@code node}. */
    default boolean has(String node, GpuFault.Kind kind) {
        return on(node, kind).isPresent();
    }
}
