package com.vkcsgpu.provider.k8s.helm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.k8s.KubeOperationException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Helm runs in a process of its own: the plugin's JVM never loads Go (whose runtime would take its SIGTERM), a
 * render in progress can be cancelled, and a Helm process that died is replaced at the next render.
 */
class HelmProcessTest {
    @TempDir
    Path temp;

    private final HelmProcess helm = new HelmProcess(HelmProcess::command);

    @AfterEach
    void stopHelm() {
        helm.pid().ifPresent(pid -> ProcessHandle.of(pid).ifPresent(process -> {
            process.destroyForcibly();
            process.onExit().join();
        }));
        helm.temporaryDirectory().ifPresent(dir -> HelmProcessMain.deleteUnder(dir, true));
    }

    private ChartRenderer renderer() {
        return new ChartRenderer(new RepositoryCharts(temp.resolve("cache"), HttpClient.newHttpClient()), helm);
    }

    private RenderedChart renderFixture() {
        return renderer().render(new ChartSource.Local(FixtureChart.directory()), FixtureChart.VERSION,
                "gpu-operator", "gpu-operator", "{}");
    }

    @Test
    void theNextRenderStartsAnotherHelmProcessWhenTheLastOneDied() {
        renderFixture();
        long first = helm.pid().orElseThrow();
        ProcessHandle died = ProcessHandle.of(first).orElseThrow();
        died.destroyForcibly();
        died.onExit().join();

        assertEquals(FixtureChart.VERSION, renderFixture().chartVersion());
        long second = helm.pid().orElseThrow();
        assertNotEquals(first, second);
        renderFixture();
        assertEquals(second, helm.pid().orElseThrow(), "one process serves render after render");
    }

    @Test
    void interruptingARenderInProgressKillsTheHelmProcess() throws Exception {
        Path endless = EndlessChart.write(temp);
        Thread[] caller = new Thread[1];
        CompletableFuture<RenderedChart> render = new CompletableFuture<>();
        caller[0] = new Thread(() -> {
            try {
                render.complete(renderer().render(new ChartSource.Local(endless), EndlessChart.VERSION, "r", "ns",
                        "{}"));
            } catch (RuntimeException e) {
                render.completeExceptionally(e);
            }
        });
        caller[0].start();
        ProcessHandle process = awaitHelmProcess();
        caller[0].interrupt();

        ExecutionException e = assertThrows(ExecutionException.class, () -> render.get(30, TimeUnit.SECONDS));
        assertTrue(e.getCause() instanceof KubeOperationException, e.getCause().toString());
        assertEquals("the Helm render of " + endless + " was cancelled", e.getCause().getMessage());
        assertTrue(process.onExit().thenApply(p -> true).get(10, TimeUnit.SECONDS));
    }

    @Test
    void aHelmProcessKilledMidRenderFailsTheRenderNamingTheChart() throws Exception {
        Path endless = EndlessChart.write(temp);
        CompletableFuture<RenderedChart> render = CompletableFuture.supplyAsync(() -> renderer().render(
                new ChartSource.Local(endless), EndlessChart.VERSION, "r", "ns", "{}"));
        awaitHelmProcess().destroyForcibly();

        ExecutionException e = assertThrows(ExecutionException.class, () -> render.get(30, TimeUnit.SECONDS));
        assertTrue(e.getCause().getMessage().startsWith("Helm's process ended while rendering " + endless
                + " (exit code 137)"), e.getCause().getMessage());
    }

    /**
     * The values (which may name credentials) never land in a file of the plugin's: they travel in the request, and
     * the Helm process writes them under its private temporary directory, which goes when it ends, also when the
     * plugin was killed mid-render ({@link #aHelmProcessWhoseInputClosesDeletesItsTemporaryDirectory}).
     */
    @Test
    void aRendersValuesAreWrittenOnlyUnderTheHelmProcessesPrivateDirectory() throws Exception {
        Path endless = EndlessChart.write(temp);
        String values = "{\"marker\":\"values-of-" + System.nanoTime() + "\"}";
        CompletableFuture<RenderedChart> render = CompletableFuture.supplyAsync(() -> renderer().render(
                new ChartSource.Local(endless), EndlessChart.VERSION, "r", "ns", values));
        ProcessHandle process = awaitHelmProcess();
        Path dir = helm.temporaryDirectory().orElseThrow();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        List<Path> written = List.of();
        while (written.isEmpty() && System.nanoTime() < deadline) {
            try (var files = Files.list(dir)) {
                written = files.filter(file -> contains(file, values)).toList();
            }
            Thread.sleep(20);
        }
        assertEquals(1, written.size(), "the values file under " + dir);

        process.destroyForcibly();
        assertThrows(ExecutionException.class, () -> render.get(30, TimeUnit.SECONDS));
    }

    private static boolean contains(Path file, String text) {
        try {
            return Files.isRegularFile(file) && Files.readString(file).equals(text);
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /**
     * helm-java's own loader copies Helm's library (about 98 MB) into the temporary directory and deletes it only at a
     * normal JVM exit, which a Helm process never has: every plugin process that rendered left a copy. The library
     * now lives in the user's cache ({@link CachedHelmLibrary}), and the temporary directory is emptied after each
     * render all the same.
     */
    @Test
    void aRenderLeavesNoCopyOfHelmsLibraryAndTheNextRenderStillWorks() throws Exception {
        renderFixture();
        Path dir = helm.temporaryDirectory().orElseThrow();

        try (var left = Files.list(dir)) {
            assertEquals(List.of(), left.toList(), "left in the Helm process's temporary directory");
        }
        try (var cached = Files.list(CachedHelmLibrary.CACHE)) {
            assertTrue(cached.anyMatch(file -> file.getFileName().toString().endsWith(
                    com.marcnuri.helm.jni.NativeLibrary.getInstance().getBinaryName())), "Helm's library is not in the cache " + CachedHelmLibrary.CACHE);
        }
        assertEquals(FixtureChart.VERSION, renderFixture().chartVersion(), "the library stays mapped");
        ProcessHandle running = ProcessHandle.of(helm.pid().orElseThrow()).orElseThrow();
        running.destroyForcibly();
        running.onExit().get(10, TimeUnit.SECONDS);
        assertEquals(FixtureChart.VERSION, renderFixture().chartVersion());
        assertFalse(Files.exists(dir), "the dead process's directory is deleted when its successor starts");
    }

    /**
     * The Helm process starts like the plugin (JIT, collector, metaspace, huge pages), with a heap cap of its own.
     * This test JVM is started with such options by the build (tests.jvmArgs).
     */
    @Test
    void theHelmProcessTakesOverThisJvmsStartUpAndMemoryOptionsButNotItsHeapCap() {
        List<String> mine = ProcessHandle.current().info().arguments().map(List::of).orElseThrow();
        List<String> startUp = mine.stream().filter(arg -> List.of("-XX:TieredStopAtLevel=1",
                "-XX:MetaspaceSize=128m", "-XX:+UseTransparentHugePages").contains(arg)).toList();
        assertFalse(startUp.isEmpty(), "this JVM was started without the build's options: " + mine);
        List<String> command = HelmProcess.command();
        assertTrue(command.containsAll(startUp), "not taken over: " + startUp + " in " + command);
        assertTrue(command.contains("-Xmx256m") && !command.contains("-Xmx1g"), "the heap cap: " + command);
    }

    /** Its stdout carries the answers: the JVM's own logs, {@code JAVA_OPTS}'s included, go to stderr only. */
    @Test
    void theHelmProcessLogsToStderrOnlyWhateverThePluginsJvmWasAskedToLog() {
        List<String> command = HelmProcess.command(List.of("-XX:TieredStopAtLevel=1", "-Xlog:disable",
                "-Xlog:all=warning:stderr", "-Xlog:gc", "-verbose:gc", "-XX:StartFlightRecording=filename=a.jfr",
                "-jar", "pulumi-resource-vkcs-gpu.jar"));
        assertTrue(command.contains("-XX:TieredStopAtLevel=1"), command.toString());
        assertEquals(HelmProcess.LOG_TO_STDERR_ONLY, command.stream().filter(arg -> arg.startsWith("-Xlog")).toList());
        assertFalse(command.stream().anyMatch(arg -> arg.startsWith("-verbose") || arg.contains("FlightRecording")),
                command.toString());
    }

    /** The plugin's end closes the Helm process's standard input: it ends and takes its temporary directory along. */
    @Test
    void aHelmProcessWhoseInputClosesDeletesItsTemporaryDirectory() throws Exception {
        Path dir = Files.createDirectory(temp.resolve(HelmProcess.TEMPORARY_PREFIX + "test"));
        Files.writeString(Files.createDirectory(dir.resolve("helm-java123")).resolve("libhelm.so"), "a copy");
        List<String> command = new java.util.ArrayList<>(HelmProcess.command());
        command.add(1, "-Djava.io.tmpdir=" + dir);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();

        process.getOutputStream().close();

        assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the Helm process did not end when its input closed");
        assertFalse(Files.exists(dir), "left behind: " + dir);
    }

    private ProcessHandle awaitHelmProcess() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            var pid = helm.pid();
            if (pid.isPresent()) {
                return ProcessHandle.of(pid.getAsLong()).orElseThrow();
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no Helm process started");
    }

    @Test
    void theHelmProcessDoesNotInheritThePluginsCloudCredentials() {
        ProcessBuilder builder = new ProcessBuilder("true");
        builder.environment().put("OS_PASSWORD", "inherited-password");
        builder.environment().put("OS_AUTH_TOKEN", "inherited-token");
        builder.environment().put("HOME", "/home/someone");
        java.util.Map<String, String> child = HelmProcess.withoutCredentials(builder).environment();
        assertFalse(child.containsKey("OS_PASSWORD") || child.containsKey("OS_AUTH_TOKEN"), child.keySet().toString());
        assertEquals("/home/someone", child.get("HOME"), "the rest of the environment is kept");
    }
}
