package com.vkcsgpu.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plugin signalled as the engine signals it once an operation is done (SIGINT; SIGTERM alike): it stops cleanly and then ends by
 * the signal itself, without the JVM's exit sequence (whose wait for threads in native calls cost 300 ms per
 * operation); with a JFR recording running it takes the JVM's exit, which writes the recording.
 */
class StopSignalsTest {
    private static final String EXIT_SEQUENCE_RAN = "vkcs-gpu test: the JVM's exit sequence ran";

    /** The plugin with a shutdown hook of its own, which shows whether the JVM's exit sequence ran. */
    public static final class Probe {
        private Probe() {
        }

        public static void main(String[] args) throws Exception {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> System.err.println(EXIT_SEQUENCE_RAN)));
            Main.main(args);
        }
    }

    @Test
    void aStoppedPluginEndsByTheSignal(@TempDir Path dir) throws Exception {
        Stopped sigterm = signal(dir, "TERM", List.of());
        assertEquals(143, sigterm.exitCode(), sigterm.stderr()); // 128 + SIGTERM
        assertTrue(sigterm.stderr().contains("vkcs-gpu: stopped"), sigterm.stderr());
        assertFalse(sigterm.stderr().contains(EXIT_SEQUENCE_RAN), "ended by the signal, not the JVM's exit: " + sigterm.stderr());
    }

    @Test
    void theEnginesInterruptEndsItTheSameWay(@TempDir Path dir) throws Exception {
        assumeFalse(sigintIgnored(), "SIGINT is ignored in this test JVM (a shell without job control started the build in"
                + " the background), so also in the plugin it starts, and a JVM cannot take an ignored signal back");
        Stopped sigint = signal(dir, "INT", List.of());
        assertEquals(130, sigint.exitCode(), sigint.stderr()); // 128 + SIGINT
        assertTrue(sigint.stderr().contains("vkcs-gpu: stopped"), sigint.stderr());
        assertFalse(sigint.stderr().contains(EXIT_SEQUENCE_RAN), sigint.stderr());
    }

    @Test
    void aFlightRecordingIsWrittenByTheJvmsExit(@TempDir Path dir) throws Exception {
        Path recording = dir.resolve("plugin.jfr");
        Stopped stopped = signal(dir, "TERM", List.of("-XX:StartFlightRecording=filename=" + recording));
        assertEquals(143, stopped.exitCode(), stopped.stderr());
        assertTrue(stopped.stderr().contains("vkcs-gpu: stopped"), stopped.stderr());
        assertTrue(stopped.stderr().contains(EXIT_SEQUENCE_RAN), stopped.stderr());
        assertTrue(Files.size(recording) > 0, "the recording is written");
    }

    /** Linux's record of the signals this process ignores (bit n-1 for signal n); elsewhere none are assumed. */
    private static boolean sigintIgnored() throws java.io.IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        return Files.readAllLines(status).stream().filter(line -> line.startsWith("SigIgn:"))
                .map(line -> new java.math.BigInteger(line.substring("SigIgn:".length()).trim(), 16))
                .anyMatch(mask -> mask.testBit(1));
    }

    private record Stopped(int exitCode, String stderr) {
    }

    private static Stopped signal(Path dir, String signal, List<String> jvmOptions) throws Exception {
        Path stderr = Files.createTempFile(dir, "stderr", ".txt");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:disable", "-Xlog:all=warning:stderr"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Probe.class.getName(), "127.0.0.1:1"));
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(stderr.toFile());
        pb.environment().put("VKCS_GPU_TEST_CLOUD_DIR", dir.resolve("cloud").toString());
        Process process = pb.start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            while (line != null && line.contains("jfr,startup")) { // JFR's start-up lines go to stdout, whatever -Xlog says
                line = out.readLine();
            }
            Integer.parseInt(String.valueOf(line).trim()); // the port: the plugin serves
            long signalled = System.nanoTime();
            new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).inheritIO().start().waitFor();
            assertTrue(process.waitFor(20, TimeUnit.SECONDS), "the plugin did not end after SIG" + signal);
            // Reported, not asserted (speed lives in benchmarks).
            System.err.printf("SIG%s%s: ended %d ms after the signal%n", signal, jvmOptions.isEmpty() ? "" : " " + jvmOptions,
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - signalled));
            return new Stopped(process.exitValue(), Files.readString(stderr));
        } finally {
            process.destroyForcibly();
        }
    }
}
