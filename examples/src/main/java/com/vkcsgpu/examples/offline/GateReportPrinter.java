package com.vkcsgpu.examples.offline;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * Prints the readiness gate's per-pool report from the stack's {@code poolStatuses} output: pool, state, nodes,
 * validated nodes, allocatable GPUs and the driver version seen, and why a pool is not ready.
 */
final class GateReportPrinter {
    private static final String FORMAT = " %-10s %-10s %5s %9s %14s  %s%n";
    private final PrintStream out;

    GateReportPrinter(PrintStream out) {
        this.out = out;
    }

    /**
     * @param poolStatuses the {@code poolStatuses} stack output: a list of maps as the harness decodes them
     * @return whether there are pools and every one is {@code READY} or at zero nodes
     */
    boolean print(Object poolStatuses) {
        out.println("GPU readiness gate:");
        out.printf(FORMAT, "POOL", "STATE", "NODES", "VALIDATED", "ALLOCATABLE", "DRIVER");
        List<?> pools = (List<?>) poolStatuses;
        boolean allReady = !pools.isEmpty();
        for (Object entry : pools) {
            Map<?, ?> pool = (Map<?, ?>) entry;
            String state = text(pool.get("state"));
            out.printf(FORMAT, text(pool.get("name")), state, count(pool.get("nodes")),
                    count(pool.get("validatedNodes")), count(pool.get("allocatableGpus")),
                    text(pool.get("observedDriverVersion")));
            Object message = pool.get("message");
            if (message != null && !message.toString().isEmpty()) {
                out.println("   " + message);
            }
            allReady &= state.equals("READY") || state.equals("ZERO_NODES");
        }
        return allReady;
    }

    private static String text(Object value) {
        return value == null ? "-" : value.toString();
    }

    /** Numbers arrive as doubles (Struct values); show them as counts. */
    private static String count(Object value) {
        return value instanceof Number n ? String.valueOf(n.longValue()) : text(value);
    }
}
