package com.vkcsgpu.provider;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * How the plugin ends on SIGINT, the engine's signal once it is done with a plugin (pulumi/pulumi v3.259.0
 * sdk/go/common/resource/plugin/plugin.go: the plugin's kill function interrupts it, then waits up to 5 s for it to
 * exit), and on SIGTERM: it stops (the given clean-up: operations cancelled, server drained, engine log flushed),
 * then ends by the signal's own default action, as a C program that cleans up on a signal does.
 *
 * <p>Why not the JVM's exit: it waits 300 ms for every thread that is still in a native call before it ends
 * (openjdk/jdk src/hotspot/share/runtime/vmOperations.cpp, {@code VM_Exit::wait_for_threads_in_native_to_block};
 * the same in Java 17 and 25), and a plugin always has some: the epoll loops of gRPC and Vert.x, the JDK HTTP
 * client's selector. The engine waits for that exit after every preview, update and destroy. Java cannot restore a
 * signal's default action and raise it itself ({@code Signal.raise} needs a Java handler), so the plugin asks the
 * system's {@code kill} to send it the signal again, a fixed program at a fixed path; where there is none, or when
 * the JVM records a flight (JFR writes its recording at exit), it takes the JVM's exit with status 128 + signal.
 */
final class StopSignals {
    /** Where {@code kill} is on Linux and macOS; PATH is not searched. */
    private static final List<Path> KILL = List.of(Path.of("/bin/kill"), Path.of("/usr/bin/kill"));

    private final Runnable stop;
    private final AtomicBoolean stopping = new AtomicBoolean();
    /** Never counted down: whoever waits on it waits for the process to end. */
    private final CountDownLatch ended = new CountDownLatch(1);

    private StopSignals(Runnable stop) {
        this.stop = stop;
    }

    /** Runs {@code stop} on the first SIGINT or SIGTERM, then ends the process by that signal. */
    static StopSignals install(Runnable stop) {
        StopSignals signals = new StopSignals(stop);
        for (String name : List.of("INT", "TERM")) {
            Signal.handle(new Signal(name), signals::onSignal);
        }
        return signals;
    }

    /**
     * Returns at once unless a signal is being handled; then it blocks until the process ends, so that the main
     * thread, whose server the clean-up stopped, does not start the JVM's exit first.
     */
    void awaitEnd() throws InterruptedException {
        if (stopping.get()) {
            ended.await();
        }
    }

    private void onSignal(Signal signal) {
        if (!stopping.compareAndSet(false, true)) {
            return; // a second signal while stopping: the first one ends the process
        }
        stop.run();
        Optional<Path> kill = recordsWithJfr() ? Optional.empty() : KILL.stream().filter(Files::isExecutable).findFirst();
        if (kill.isPresent()) {
            Signal.handle(signal, SignalHandler.SIG_DFL);
            try {
                new ProcessBuilder(kill.get().toString(), "-" + signal.getName(), Long.toString(ProcessHandle.current().pid()))
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start()
                        .waitFor(5, TimeUnit.SECONDS);
            } catch (java.io.IOException e) {
                // no kill after all: the JVM's exit below
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        Runtime.getRuntime().exit(128 + signal.getNumber());
    }

    /**
     * Whether JFR records: its recording is written by a shutdown hook, which only the JVM's exit runs. The JVM's
     * input arguments hold the command line's options and those of {@code JAVA_TOOL_OPTIONS} and
     * {@code JDK_JAVA_OPTIONS}.
     */
    static boolean recordsWithJfr() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .anyMatch(option -> option.contains("StartFlightRecording"));
    }
}
