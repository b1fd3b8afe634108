package com.vkcsgpu.provider.k8s.helm;

import com.marcnuri.helm.Helm;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import sun.misc.Signal;

/**
 * Keeps SIGTERM, SIGINT and SIGHUP with the JVM although helm-java runs Helm's Go code in this process.
 *
 * <p>helm-java's template call goes through its install code, which asks Go's os/signal for SIGINT and SIGTERM
 * (os/signal {@code Notify}) on every call and never lets go (manusa/helm-java native/internal/helm install.go:
 * a goroutine that only cancels the call's context; a dry run ignores it). The first {@code Notify} of a signal
 * makes the Go runtime install its own handler for it, and a library's Go runtime forwards only synchronous
 * signals to the handler it replaced (golang/go {@code src/os/signal/doc.go} at go1.22, "Non-Go programs that call
 * Go code"): the JVM would never see the engine's SIGINT/SIGTERM, its shutdown hooks would not run and the
 * engine would kill the plugin after its grace period. The runtime installs its handler only for the first
 * {@code Notify} of a signal (golang/go {@code src/runtime/signal_unix.go} at go1.22, {@code sigenable}: it
 * installs when {@code handlingSig} goes from 0 to 1 and nothing sets it back without {@code signal.Stop}).
 *
 * <p>So {@link #claimFromGo()} makes that first {@code Notify} happen in a render of a one-object chart, before
 * any real render, and installs the JVM's handlers again right after it: later renders leave the handlers alone,
 * and a signal that arrives during one reaches the JVM. What is left is the few milliseconds of the claiming
 * render, once per process.
 */
final class JvmSignals {
    private static final List<String> TERMINATING = List.of("TERM", "INT", "HUP");
    private static boolean claimed;

    private JvmSignals() {
    }

    /**
     * Once per process: lets helm-java's Go runtime take the terminating signals in a tiny render, then takes them
     * back; see the class comment. Call before any real render.
     */
    static synchronized void claimFromGo() {
        if (claimed) {
            return;
        }
        Path chart = null;
        try {
            chart = Files.createTempDirectory("vkcs-gpu-signal-claim-");
            Files.writeString(chart.resolve("Chart.yaml"), "apiVersion: v2\nname: signal-claim\nversion: 0.0.0\n",
                    StandardCharsets.UTF_8);
            Files.createDirectory(chart.resolve("templates"));
            Files.writeString(chart.resolve("templates").resolve("configmap.yaml"),
                    "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: signal-claim}\n", StandardCharsets.UTF_8);
            new Helm(chart).template().withName("signal-claim").withNamespace("default").call();
            claimed = true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the chart that claims the signals from Helm", e);
        } finally {
            reclaim();
            delete(chart);
        }
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

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException ignored) {
            // a temporary directory left behind is harmless
        }
    }
}
