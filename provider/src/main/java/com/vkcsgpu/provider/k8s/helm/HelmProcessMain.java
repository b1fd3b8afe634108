package com.vkcsgpu.provider.k8s.helm;

import com.google.gson.JsonObject;
import com.google.gson.Gson;
import com.marcnuri.helm.Helm;
import com.marcnuri.helm.TemplateCommand;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.stream.Stream;

/**
 * The process {@link HelmProcess} starts to run Helm's Go code, so that Go's runtime never enters the plugin's JVM:
 * helm-java's template call asks Go's os/signal for SIGINT and SIGTERM (manusa/helm-java, native/internal/helm
 * install.go at v0.0.21) and a Go library's runtime keeps asynchronous signals from the code that loaded it
 * (golang/go, src/os/signal/doc.go at go1.22, "Non-Go programs that call Go code"). Here Go may have them: this
 * process is stopped with SIGKILL, and it ends by itself when its standard input closes, which is when the plugin
 * is gone, however it ended.
 *
 * <p>One request per line on standard input, one answer per line on standard output prefixed with
 * {@link #ANSWER}; anything else Helm writes there is not an answer.
 *
 * <p>Helm's library comes from the user's cache ({@link CachedHelmLibrary}). Should anything else land under
 * {@code java.io.tmpdir} (helm-java's own loader, the fallback, copies the library there and deletes it only at a
 * normal JVM exit, {@code deleteOnExit}, lib-api 0.0.21 {@code NativeLibrary}, which this process never has: it
 * halts or is killed), it is deleted after each answer (Linux and macOS keep a deleted file's mapping), and the
 * private {@code java.io.tmpdir} (given by {@link HelmProcess}) when the process ends.
 */
public final class HelmProcessMain {
    /** What starts an answer line; Go code writing to the same stream cannot be mistaken for one. */
    static final String ANSWER = "vkcs-gpu-helm-answer ";
    private static final String END = "";

    private HelmProcessMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        BlockingQueue<String> requests = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> readUntilClosed(requests), "helm-requests");
        reader.setDaemon(true);
        reader.start();
        for (String request = requests.take(); !request.equals(END); request = requests.take()) {
            String answer = answer(request).toString();
            deleteUnder(temporaryDirectory(), false);
            out.println(ANSWER + answer);
        }
        end();
    }

    /** Halts after deleting this process's private temporary directory: nothing of it outlives it. */
    private static void end() {
        deleteUnder(temporaryDirectory(), true);
        Runtime.getRuntime().halt(0);
    }

    /** This process's {@code java.io.tmpdir} when it is the private one {@link HelmProcess} made, else none. */
    private static Path temporaryDirectory() {
        Path dir = Path.of(System.getProperty("java.io.tmpdir"));
        return dir.getFileName() != null && dir.getFileName().toString().startsWith(HelmProcess.TEMPORARY_PREFIX)
                ? dir : null;
    }

    /** Deletes what is under {@code dir} (and {@code dir} too when {@code itself}); whatever cannot go stays. */
    static void deleteUnder(Path dir, boolean itself) {
        if (dir == null || !Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> tree = Files.walk(dir)) {
            tree.sorted(Comparator.reverseOrder()).filter(path -> itself || !path.equals(dir)).forEach(path -> {
                try {
                    Files.deleteIfExists(path);
                } catch (IOException ignored) {
                    // in use where the system keeps open files (Windows): left for the plugin to delete
                }
            });
        } catch (IOException | UncheckedIOException ignored) {
            // a directory that went away meanwhile
        }
    }

    /** Queues request lines; when the plugin's end closes, ends this process even in the middle of a render. */
    private static void readUntilClosed(BlockingQueue<String> requests) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.isEmpty()) {
                    requests.add(line);
                }
            }
        } catch (IOException ignored) {
            // a broken pipe is a closed one
        }
        end();
    }

    /**
     * The chart's {@code Chart.yaml} as {@code chartYaml}, then its rendered templates as {@code manifests},
     * or {@code error} with Helm's message for the step that failed;
     * a chart whose templates fail still answers its {@code Chart.yaml}, so a wrong version is named as such.
     */
    static JsonObject answer(String line) {
        JsonObject answer = new JsonObject();
        Path values = null;
        try {
            HelmRequest request = new Gson().fromJson(line, HelmRequest.class);
            values = Files.createTempFile("values-", ".json");
            Files.writeString(values, request.values(), StandardCharsets.UTF_8);
            Helm helm = new Helm(Path.of(request.chart()));
            answer.addProperty("chartYaml", helm.show().chart().call());
            answer.addProperty("manifests", template(helm.template(), request, values).call());
        } catch (IOException e) {
            answer.addProperty("error", "cannot write the values file: " + e.getMessage());
        } catch (RuntimeException e) {
            answer.addProperty("error", e.getMessage() == null ? e.toString() : e.getMessage());
        } finally {
            deleteQuietly(values);
        }
        return answer;
    }

    private static TemplateCommand template(TemplateCommand command, HelmRequest request, Path values) {
        return command.withName(request.releaseName()).withNamespace(request.namespace()).withValuesFile(values);
    }

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // under the private temporary directory, which goes when this process ends
            }
        }
    }
}
