package com.vkcsgpu.provider.k8s.helm;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

/**
 * Helm, run in a JVM of its own ({@link HelmProcessMain}) so that the plugin keeps SIGTERM and SIGINT at every
 * moment: Go's runtime, once loaded into a JVM, takes them for itself (see {@link HelmProcessMain}), and the engine
 * would then have to kill the plugin after its grace period, with no shutdown hook and no cancellation.
 *
 * <p>One process per plugin process, started at the first render and kept for the next ones (a render is a
 * request and an answer over its standard streams), restarted if it ended. A render whose caller is interrupted
 * kills it. It ends by itself when the plugin does: its standard input closes.
 */
final class HelmProcess {
    /** The JVM options of this process that the Helm process takes over: start-up, JIT, GC and memory. */
    static final List<String> INHERITED_OPTIONS = List.of("-XX:SharedArchiveFile=", "-XX:TieredStopAtLevel=",
            "-XX:+UseSerialGC", "-XX:MetaspaceSize=", "-XX:+UseTransparentHugePages", "-Xshare:");
    /**
     * The Helm process's stdout carries its answers, so the JVM logs to stderr alone, whatever {@code JAVA_OPTS} asked
     * of the plugin's JVM ({@code -Xlog:gc} writes to stdout by default).
     */
    static final List<String> LOG_TO_STDERR_ONLY = List.of("-Xlog:disable", "-Xlog:all=warning:stderr");
    /** What the private temporary directory of each Helm process is named after ({@link HelmProcessMain}). */
    static final String TEMPORARY_PREFIX = "vkcs-gpu-helm-";
    /** Its command is worked out at the first render: the plugin builds its renderers at start-up. */
    private static final HelmProcess SHARED = new HelmProcess(HelmProcess::command);
    /**
     * The plugin's VK Cloud credentials in its environment (the provider's fallbacks): Helm renders charts and
     * needs none of them, so its process does not inherit them.
     */
    static final List<String> CREDENTIAL_VARIABLES = List.of("OS_PASSWORD", "OS_AUTH_TOKEN");

    private final Supplier<List<String>> command;
    private volatile Process process;
    private Path temporaryDirectory;
    private Writer requests;
    private BufferedReader answers;

    /** Made at the first render, not when the plugin builds its renderers before printing its port. */
    private static final class RequestWriter {
        static final Gson GSON = new Gson();
    }

    /** A Helm process started with what {@code command} gives, asked at each start. */
    HelmProcess(Supplier<List<String>> command) {
        this.command = command;
    }

    /** The Helm process of this plugin process. */
    static HelmProcess shared() {
        return SHARED;
    }

    /**
     * Helm's answer to {@code request}: {@code chartYaml}, {@code manifests}, {@code crds} or {@code error}
     * (see {@link HelmProcessMain#answer}).
     *
     * @throws KubeOperationException when the Helm process cannot start or ends without answering
     */
    synchronized JsonObject call(HelmRequest request) {
        start();
        CompletableFuture<JsonObject> answer = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try {
                answer.complete(readAnswer());
            } catch (RuntimeException e) {
                answer.completeExceptionally(e);
            }
        }, "helm-answer");
        reader.setDaemon(true);
        reader.start();
        try {
            requests.write(RequestWriter.GSON.toJson(request) + "\n");
            requests.flush();
            return answer.get();
        } catch (InterruptedException e) {
            stop();
            Thread.currentThread().interrupt();
            throw new KubeOperationException("the Helm render of " + request.chart() + " was cancelled", e);
        } catch (IOException | ExecutionException e) {
            int exit = stop();
            throw new KubeOperationException("Helm's process ended while rendering " + request.chart()
                    + (exit >= 0 ? " (exit code " + exit + ")" : "") + "; its error output is in the plugin's log",
                    e);
        }
    }

    /** The private {@code java.io.tmpdir} of the Helm process last started (tests look into it). */
    Optional<Path> temporaryDirectory() {
        return Optional.ofNullable(temporaryDirectory);
    }

    /** {@code builder} with the plugin's credential variables removed from the child's environment. */
    static ProcessBuilder withoutCredentials(ProcessBuilder builder) {
        CREDENTIAL_VARIABLES.forEach(builder.environment()::remove);
        return builder;
    }

    /** The process's id while it runs (tests look for it after the plugin ended). */
    OptionalLong pid() {
        Process running = process;
        return running != null && running.isAlive() ? OptionalLong.of(running.pid()) : OptionalLong.empty();
    }

    private void start() {
        if (process != null && process.isAlive()) {
            return;
        }
        List<String> started = new ArrayList<>(command.get());
        try {
            HelmProcessMain.deleteUnder(temporaryDirectory, true);
            temporaryDirectory = Files.createTempDirectory(TEMPORARY_PREFIX);
            started.add(1, "-Djava.io.tmpdir=" + temporaryDirectory);
            process = withoutCredentials(new ProcessBuilder(started).redirectError(ProcessBuilder.Redirect.INHERIT))
                    .start();
        } catch (IOException e) {
            throw new KubeOperationException("cannot start the Helm process (" + started.get(0) + "): "
                    + e.getMessage(), e);
        }
        requests = process.outputWriter(StandardCharsets.UTF_8);
        answers = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Reads up to the answer line; other lines are Helm's own output, which goes where the plugin's logs go. */
    private JsonObject readAnswer() {
        try {
            for (String line = answers.readLine(); line != null; line = answers.readLine()) {
                if (line.startsWith(HelmProcessMain.ANSWER)) {
                    return JsonParser.parseString(line.substring(HelmProcessMain.ANSWER.length())).getAsJsonObject();
                }
                System.err.println("helm: " + line);
            }
            throw new IllegalStateException("the Helm process closed its output");
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the Helm process's answer", e);
        }
    }

    /** Kills the process; its exit code, or -1 when there was none. */
    private int stop() {
        if (process == null) {
            return -1;
        }
        Process ended = process;
        process = null;
        ended.destroyForcibly();
        try {
            return ended.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        } finally {
            HelmProcessMain.deleteUnder(temporaryDirectory, true);
        }
    }

    /**
     * This JVM's {@code java} with its start-up options, on this process's class path, running
     * {@link HelmProcessMain}; options that write files (a class archive at exit) are not taken over.
     */
    static List<String> command() {
        return command(List.of(ProcessHandle.current().info().arguments().orElse(new String[0])));
    }

    static List<String> command(List<String> pluginArguments) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String argument : pluginArguments) {
            if (!argument.startsWith("-") || List.of("-jar", "-cp", "-classpath", "--class-path").contains(argument)) {
                break;
            }
            if (INHERITED_OPTIONS.stream().anyMatch(argument::startsWith)) {
                command.add(argument);
            }
        }
        command.addAll(LOG_TO_STDERR_ONLY);
        command.addAll(List.of("-Xmx256m", "-cp", System.getProperty("java.class.path"),
                HelmProcessMain.class.getName()));
        return command;
    }
}
