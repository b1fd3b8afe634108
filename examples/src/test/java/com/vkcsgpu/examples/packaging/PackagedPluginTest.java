package com.vkcsgpu.examples.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plugin directory the build leaves for {@code pulumi plugin install} ({@code provider/target/plugin}), run
 * through its wrapper script exactly as the engine runs it.
 */
class PackagedPluginTest {
    private static final Path PLUGIN_DIR = Path.of("..", "provider", "target", "plugin").toAbsolutePath().normalize();
    private static final Path WRAPPER = PLUGIN_DIR.resolve("pulumi-resource-vkcs-gpu");

    @Test
    void startsFromItsClassDataArchive(@TempDir Path dir) throws Exception {
        assertTrue(Files.isRegularFile(PLUGIN_DIR.resolve("pulumi-resource-vkcs-gpu.jsa")),
                "the build writes the class-data archive beside the jar");
        // The JVM names where each class came from; the plugin's own classes must come from the archive.
        String log = classLoadingLogOfAStart(PLUGIN_DIR, dir.resolve("stderr.txt"));
        assertTrue(log.contains("com.vkcsgpu.provider.Main source: shared objects file"),
                "Main was not loaded from the archive:\n" + tail(log));
    }

    /**
     * Unpacked in another folder, as {@code pulumi plugin install} does, the build folder's archive does not fit (a
     * JVM 17 maps an archive only where it was written): the first start goes without it and writes one there, and
     * the next start maps that one.
     */
    @Test
    void unpackedElsewhereTheFirstStartWritesTheArchiveThereAndTheNextMapsIt(@TempDir Path parent) throws Exception {
        Path installed = Files.createDirectories(parent.resolve("resource-vkcs-gpu-v0.1.0")).toRealPath();
        for (String file : List.of("pulumi-resource-vkcs-gpu", "pulumi-resource-vkcs-gpu.jar", "build-class-archive",
                "pulumi-resource-vkcs-gpu.jsa", "pulumi-resource-vkcs-gpu.jsa.location")) {
            Files.copy(PLUGIN_DIR.resolve(file), installed.resolve(file));
        }
        Path location = installed.resolve("pulumi-resource-vkcs-gpu.jsa.location");
        String first = classLoadingLogOfAStart(installed, parent.resolve("first.txt"));
        assertFalse(first.contains("com.vkcsgpu.provider.Main source: shared objects file"),
                "the build folder's archive does not fit here and is not given to the JVM");

        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (!Files.readString(location).strip().equals(installed.toString()) && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertEquals(installed.toString(), Files.readString(location).strip(),
                "the archive was not written for the folder it is unpacked in within 5 minutes");
        String log = classLoadingLogOfAStart(installed, parent.resolve("next.txt"));
        assertTrue(log.contains("com.vkcsgpu.provider.Main source: shared objects file"),
                "Main was not loaded from the archive written in " + installed + ":\n" + tail(log));
    }

    /** Starts the wrapper in {@code folder} with class loading logged to {@code stderr}; its stderr. */
    private static String classLoadingLogOfAStart(Path folder, Path stderr) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(folder.resolve("pulumi-resource-vkcs-gpu").toString(), "127.0.0.1:1")
                .redirectError(stderr.toFile());
        pb.environment().put("JAVA_OPTS", "-Xlog:class+load=info:stderr");
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process plugin = pb.start();
        try {
            String port = firstLine(plugin);
            assertTrue(port.matches("\\d+"), "first stdout line is the port: " + port);
        } finally {
            stop(plugin);
        }
        return Files.readString(stderr);
    }

    /**
     * The engine takes the first stdout line as the port, and JVM options a user debugging the plugin puts in
     * {@code JAVA_OPTS} make the JVM itself write to stdout: JFR's start-up lines (which no {@code -Xlog} option
     * silences) and unified logging without an output ({@code -Xlog:gc+init}). Those go to stderr; stdout carries the
     * port and nothing else.
     */
    @Test
    void theJvmsOwnOutputThatJavaOptsAsksForGoesToStderrAndStdoutCarriesThePortAlone(@TempDir Path dir)
            throws Exception {
        Path stderr = dir.resolve("stderr.txt");
        ProcessBuilder pb = new ProcessBuilder(WRAPPER.toString(), "127.0.0.1:1").redirectError(stderr.toFile());
        pb.environment().put("JAVA_OPTS", "-Xlog:gc+init -XX:StartFlightRecording=filename=" + dir.resolve("p.jfr"));
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process plugin = pb.start();
        BufferedReader stdout = new BufferedReader(
                new InputStreamReader(plugin.getInputStream(), StandardCharsets.UTF_8));
        try {
            String port = String.valueOf(stdout.readLine());
            assertTrue(port.matches("\\d+"),
                    "first stdout line is the port: " + port + "\n" + tail(Files.readString(stderr)));
        } finally {
            stop(plugin);
        }
        assertEquals(List.of(), stdout.lines().toList(), "stdout after the port");
        String log = Files.readString(stderr);
        assertTrue(log.contains("[jfr,startup] Started recording") && log.contains("[gc,init]"),
                "the JVM's own output is on stderr:\n" + tail(log));
    }

    /**
     * The wrapper gives the JVM {@code -XX:+UseTransparentHugePages} exactly where the kernel hands out huge pages on
     * request or always (Linux names its mode in {@code /sys}); elsewhere the option is unknown or would be warned
     * about. Which case runs depends on this machine's kernel; the plugin's own command line says what it got.
     */
    @Test
    void asksForHugePagesExactlyWhereTheKernelOffersThem(@TempDir Path dir) throws Exception {
        Path modes = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
        String kernel = Files.isReadable(modes) ? Files.readString(modes) : "";
        boolean offered = kernel.contains("[always]") || kernel.contains("[madvise]");
        ProcessBuilder pb = new ProcessBuilder(WRAPPER.toString(), "127.0.0.1:1")
                .redirectError(dir.resolve("stderr.txt").toFile());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process plugin = pb.start();
        try {
            String port = firstLine(plugin);
            assertTrue(port.matches("\\d+"), "first stdout line is the port: " + port);
            List<String> args = plugin.info().arguments().map(List::of).orElseThrow();
            assertEquals(offered, args.contains("-XX:+UseTransparentHugePages"),
                    "kernel modes '" + kernel.trim() + "', plugin JVM arguments " + args);
        } finally {
            stop(plugin);
        }
    }

    /**
     * The shade configuration leaves whole artifacts and native libraries out of the jar (provider/pom.xml); a
     * ServiceLoader entry naming a class that is gone would fail only when that service is first looked up (fabric8's
     * HTTP client factory and resource registry, gRPC's name resolvers and load balancers), so every entry of every
     * service the jar can look up is loaded here, in a class loader that sees only the jar and the platform.
     */
    @Test
    void everyServiceTheJarDeclaresIsInIt() throws Exception {
        Path jar = PLUGIN_DIR.resolve("pulumi-resource-vkcs-gpu.jar");
        List<String> missing = new ArrayList<>();
        List<String> services = new ArrayList<>();
        try (JarFile file = new JarFile(jar.toFile());
                URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                        ClassLoader.getPlatformClassLoader())) {
            file.stream().filter(e -> !e.isDirectory() && e.getName().startsWith("META-INF/services/")).forEach(e -> {
                String service = e.getName().substring("META-INF/services/".length());
                try {
                    Class.forName(service, false, loader);
                } catch (ClassNotFoundException ex) {
                    return; // an optional integration (Netty's for BlockHound): nothing in the jar can look it up
                }
                services.add(service);
                try {
                    new String(file.getInputStream(e).readAllBytes(), StandardCharsets.UTF_8).lines()
                            .map(line -> line.replaceFirst("#.*", "").trim()).filter(line -> !line.isEmpty())
                            .forEach(impl -> {
                                try {
                                    Class.forName(impl, false, loader);
                                } catch (ClassNotFoundException | LinkageError ex) {
                                    missing.add(e.getName() + " -> " + impl);
                                }
                            });
                } catch (IOException ex) {
                    throw new IllegalStateException(ex);
                }
            });
        }
        assertTrue(services.containsAll(List.of("io.fabric8.kubernetes.client.http.HttpClient$Factory",
                "io.fabric8.kubernetes.api.model.KubernetesResource", "io.grpc.NameResolverProvider")),
                "services the plugin relies on: " + services);
        assertEquals(List.of(), missing, "service entries whose class is not in the jar");
    }

    /**
     * helm-java takes the first Helm library its ServiceLoader finds: in the jar that must be the plugin's cached
     * loader, or every Helm process inflates the 98 MB library again (CachedHelmLibrary).
     */
    @Test
    void helmJavaFindsTheCachedLoaderFirst() throws Exception {
        Path jar = PLUGIN_DIR.resolve("pulumi-resource-vkcs-gpu.jar");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            Class<?> service = Class.forName("com.marcnuri.helm.jni.NativeLibrary", false, loader);
            List<String> found = java.util.ServiceLoader.load(service, loader).stream()
                    .map(provider -> provider.type().getName()).toList();
            assertEquals("com.vkcsgpu.provider.k8s.helm.CachedHelmLibrary", found.get(0), "helm-java's loaders: " + found);
            assertTrue(found.size() > 1, "the platform's own library is in the jar too: " + found);
        }
    }

    @Test
    void withoutAnyJavaItSaysWhatToInstall(@TempDir Path dir) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", WRAPPER.toString(), "127.0.0.1:1")
                .redirectErrorStream(true);
        Map<String, String> env = pb.environment();
        env.clear();
        env.put("PATH", dir.toString()); // nothing in it: no java, no readlink
        Process plugin = pb.start();
        String output = new String(plugin.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(plugin.waitFor(20, TimeUnit.SECONDS));
        assertEquals(1, plugin.exitValue(), output);
        assertEquals(List.of("pulumi-resource-vkcs-gpu: no Java runtime: install the release bundle (it carries one),"
                + " set JAVA_HOME, or put java 17+ on PATH"), output.lines().toList());
    }

    private static String firstLine(Process p) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        return line == null ? "" : line.trim();
    }

    private static void stop(Process p) throws InterruptedException {
        p.toHandle().destroy();
        if (!p.waitFor(20, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
    }

    private static String tail(String log) {
        List<String> lines = log.lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
    }
}
