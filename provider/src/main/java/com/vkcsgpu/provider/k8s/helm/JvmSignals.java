package com.vkcsgpu.provider.k8s.helm;

import java.util.List;
import sun.misc.Signal;

/**
 * Gives SIGTERM, SIGINT and SIGHUP back to the JVM after a call into helm-java.
 *
 * <p>helm-java runs Helm's Go code as a shared library in this process. Once that code asks for a signal
 * (os/signal {@code Notify}), the Go runtime installs its own handler for it and keeps it: a library's Go
 * runtime forwards only synchronous signals to the handler it replaced (golang/go {@code src/os/signal/doc.go} at go1.22,
 * "Non-Go programs that call Go code"). The JVM then never sees the engine's SIGINT/SIGTERM, its shutdown
 * hooks never run and the engine kills the plugin after its grace period. Registering the JVM's handler again
 * after each call replaces the Go handler at the OS level; the handler exits as the JVM's own does on these
 * signals (128 + signal number, shutdown hooks run).
 */
final class JvmSignals {
    private static final List<String> TERMINATING = List.of("TERM", "INT", "HUP");

    private JvmSignals() {
    }

    /** Installs the JVM's terminating handler for SIGTERM, SIGINT and SIGHUP, whoever holds them now. */
    static void reclaim() {
        for (String name : TERMINATING) {
            try {
                Signal.handle(new Signal(name), signal -> Runtime.getRuntime().exit(128 + signal.getNumber()));
            } catch (IllegalArgumentException ignoredWhenReserved) {
                // The JVM runs with -Xrs or the OS reserves the signal: nothing to take back.
            }
        }
    }
}
