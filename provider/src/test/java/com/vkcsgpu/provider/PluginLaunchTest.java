package com.vkcsgpu.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Empty;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pulumirpc.ResourceProviderGrpc;

/**
 * Starts the plugin as the engine does (a new JVM, engine address as last argument): the first stdout line
 * is the port, nothing else reaches stdout, the test module is served, and SIGTERM stops it cleanly.
 */
class PluginLaunchTest {
    /** The system property that hands the test's own directory to the plugin mains it starts. */
    static final String WORK_DIRECTORY = "vkcsgpu.test.workDirectory";
    /** How Helm's Go library is named where it is mapped (helm-java's helm-linux-amd64 and so on). */
    private static final String HELM_LIBRARY = "helm-linux";
    /** How Netty's epoll library is named where it is mapped (grpc-netty-shaded's copy of it). */
    private static final String NETTY_NATIVE_TRANSPORT = "netty_transport_native_epoll";

    /** In a main this test started: the directory it gave, which JUnit deletes after the test. */
    static Path workDirectory() {
        return Path.of(System.getProperty(WORK_DIRECTORY));
    }

    /**
     * Also after a Helm render and during one: Helm runs in a process of its own (Go's runtime would take the
     * signals from the JVM it runs in), which ends with the plugin.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(classes = {Main.class, RenderThenServe.class,
        ServeWhileRendering.class})
    void printsOnlyThePortAndStopsOnSigterm(Class<?> main, @TempDir Path dir) throws Exception {
        Path stderr = dir.resolve("stderr.txt");
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + WORK_DIRECTORY + "=" + dir, "-cp", System.getProperty("java.class.path"), main.getName(),
                "--logtostderr", "-v=9",
                "127.0.0.1:1")
                .redirectError(stderr.toFile());
        pb.environment().put("VKCS_GPU_TEST_CLOUD_DIR", dir.resolve("cloud").toString());
        Process process = pb.start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String first = out.readLine();
            int port = Integer.parseInt(first.trim());
            assertTrue(port > 0 && port < 65536);
            ManagedChannel channel = ManagedChannelBuilder.forAddress("127.0.0.1", port).usePlaintext().build();
            try {
                var stub = ResourceProviderGrpc.newBlockingStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS);
                assertEquals(PackageInfo.version(), stub.getPluginInfo(Empty.getDefaultInstance()).getVersion());
                String schema = stub.getSchema(pulumirpc.Provider.GetSchemaRequest.getDefaultInstance()).getSchema();
                assertTrue(schema.contains("vkcs-gpu:testing:Widget"), "ServiceLoader found the test module");
            } finally {
                channel.shutdownNow();
            }
            assertServedWithoutNettysNativeTransport(process.pid());
            List<ProcessHandle> helm = main == Main.class ? List.of() : awaitHelmProcess(process);
            if (main == RenderThenServe.class) {
                assertGoRunsOnlyInTheHelmProcess(process.pid(), helm);
            }
            long signalled = System.nanoTime();
            process.toHandle().destroy(); // SIGTERM, keeping our end of the pipes open
            assertTrue(process.waitFor(20, TimeUnit.SECONDS), "the plugin did not stop after SIGTERM");
            // Reported, not asserted (speed lives in benchmarks): the engine kills a plugin 5 s after the signal.
            System.err.printf("%s stopped %d ms after SIGTERM%n", main.getSimpleName(),
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - signalled));
            StringBuilder rest = new StringBuilder();
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                rest.append(line).append('\n');
            }
            assertEquals("", rest.toString(), "nothing but the port may reach stdout");
            assertTrue(Files.readString(stderr).contains("vkcs-gpu: stopped"), Files.readString(stderr));
            // 143 = 128 + SIGTERM: the plugin stopped, then ended by the signal (StopSignals).
            assertEquals(143, process.exitValue());
            for (ProcessHandle child : helm) {
                assertTrue(child.onExit().thenApply(p -> true).get(10, TimeUnit.SECONDS),
                        "the Helm process ends with the plugin");
            }
        } finally {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    /**
     * After a render Helm's Go library is mapped into the Helm process and not into the plugin's JVM, where Go's
     * runtime would take the signals (Linux names every mapping in {@code /proc/<pid>/maps}). Asked of the plugin
     * process, not of this test JVM, where other tests may have loaded Helm themselves.
     */
    private static void assertGoRunsOnlyInTheHelmProcess(long pluginPid, List<ProcessHandle> helm) throws IOException {
        Path pluginMaps = Path.of("/proc", Long.toString(pluginPid), "maps");
        if (!Files.isReadable(pluginMaps)) {
            System.err.println("not checked where Go runs: no " + pluginMaps + " on this system");
            return;
        }
        assertFalse(Files.readString(pluginMaps).contains(HELM_LIBRARY), "Helm's Go library is in the plugin's JVM");
        assertTrue(helm.stream().anyMatch(child -> mapsOf(child.pid()).contains(HELM_LIBRARY)),
                "no Helm process has Helm's Go library");
    }

    /**
     * gRPC serves on the JDK's NIO transport: loading Netty's epoll library (copied out of the jar first) is start-up
     * the engine waits for (Main, docs/benchmarks.md). Seen in the plugin's memory map after it answered calls.
     */
    private static void assertServedWithoutNettysNativeTransport(long pluginPid) {
        if (!Files.isReadable(Path.of("/proc", Long.toString(pluginPid), "maps"))) {
            System.err.println("not checked which gRPC transport serves: no /proc on this system");
            return;
        }
        assertFalse(mapsOf(pluginPid).contains(NETTY_NATIVE_TRANSPORT), "Netty's native transport was loaded");
    }

    private static String mapsOf(long pid) {
        try {
            return Files.readString(Path.of("/proc", Long.toString(pid), "maps"));
        } catch (IOException e) {
            return "";
        }
    }

    private static List<ProcessHandle> awaitHelmProcess(Process plugin) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            // The plugin starts no other process (a JVM's command line can be too long for ProcessHandle.Info).
            List<ProcessHandle> helm = plugin.descendants().toList();
            if (!helm.isEmpty()) {
                return helm;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the plugin started no Helm process");
    }
}
