package com.vkcsgpu.provider.k8s.helm;

import com.marcnuri.helm.Helm;
import com.sun.jna.Function;
import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Run in a fresh JVM by {@link JvmSignalsTest}: renders the fixture chart with helm-java directly (no reclaim
 * afterwards) while a thread reads the process's SIGTERM handler from the OS over and over, and prints
 * {@code taken} when it was ever another than the JVM's, else {@code kept}. With the argument {@code claim} it first
 * calls {@link JvmSignals#claimFromGo()}, as every {@link ChartRenderer} render does.
 */
public final class SignalHandlerDuringRender {
    private static final int SIGTERM = 15;

    private SignalHandlerDuringRender() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("claim")) {
            JvmSignals.claimFromGo();
        }
        long jvmHandler = sigtermHandler();
        AtomicBoolean rendering = new AtomicBoolean(true);
        AtomicBoolean taken = new AtomicBoolean();
        Thread sampler = new Thread(() -> {
            while (rendering.get()) {
                if (sigtermHandler() != jvmHandler) {
                    taken.set(true);
                }
            }
        });
        sampler.start();
        try {
            new Helm(FixtureChart.directory()).template().withName("gpu-operator").withNamespace("gpu-operator").call();
        } finally {
            rendering.set(false);
            sampler.join();
        }
        // A handler the render installed and kept is also seen after it.
        System.out.println(taken.get() || sigtermHandler() != jvmHandler ? "taken" : "kept");
        System.out.flush();
        System.exit(0);
    }

    /** The address of the OS-level SIGTERM handler: the first field of glibc's struct sigaction. */
    private static long sigtermHandler() {
        try (Memory old = new Memory(256)) {
            int rc = Function.getFunction("c", "sigaction").invokeInt(new Object[] {SIGTERM, null, old});
            if (rc != 0) {
                throw new IllegalStateException("sigaction failed: " + rc);
            }
            return Pointer.nativeValue(old.getPointer(0));
        }
    }
}
