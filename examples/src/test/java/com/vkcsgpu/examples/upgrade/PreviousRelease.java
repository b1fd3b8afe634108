package com.vkcsgpu.examples.upgrade;

import com.vkcsgpu.examples.gpuplatform.GpuPlatformProgram;
import com.vkcsgpu.harness.Program;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * An earlier release built from the repository's own history (the repository has no tags, so a release is named
 * by its commit): {@code git archive <commit>} unpacked into {@code examples/target/previous-release/<commit>}, then
 * its plugin and its Java reference stack ({@code examples/java-gpu-platform}, with the release's components
 * library) packaged there by {@code mvn -o package -DskipTests}, which writes the reference stack's run-time class
 * path beside it. The build runs offline when the local Maven repository holds what it needs, else it downloads the
 * release's dependencies as any build does; it packages and never installs, and is kept per commit, so later runs
 * start at once.
 */
final class PreviousRelease {
    /** The plugin's wrapper in a built tree, as the build packages it for {@code pulumi plugin install}. */
    private static final Path WRAPPER = Path.of("provider", "target", "plugin", "pulumi-resource-vkcs-gpu");
    private static final Path REFERENCE_STACK = Path.of("examples", "java-gpu-platform", "target");
    private static final String CLASSPATH_FILE = "runtime.classpath";
    /** Written last, once the whole build succeeded. */
    private static final String BUILT = "built-by-upgrade-test";
    private static final long BUILD_MINUTES = 20;

    private final Path repository;
    private final String commit;
    private final Path tree;

    /**
     * @param repository the repository's root (its git history is read)
     * @param commit     the release's commit
     * @param cacheRoot  where built trees are kept, one folder per commit
     */
    PreviousRelease(Path repository, String commit, Path cacheRoot) {
        this.repository = repository;
        this.commit = commit;
        this.tree = cacheRoot.resolve(commit);
    }

    /**
     * Why the release cannot be built here, or empty when it can: no {@code git}, no git history (a shallow clone,
     * an exported tree) or no {@code mvn}.
     */
    Optional<String> unavailableReason() {
        if (Files.isRegularFile(tree.resolve(BUILT))) {
            return Optional.empty();
        }
        Run history = run(repository, List.of("git", "cat-file", "-e", commit + "^{commit}"));
        if (!history.succeeded()) {
            Run shallow = run(repository, List.of("git", "rev-parse", "--is-shallow-repository"));
            return Optional.of("commit " + commit + " is not in this checkout's git history"
                    + (shallow.output().strip().equals("true") ? " (a shallow clone: git fetch --unshallow)" : "")
                    + ": " + history.output().strip());
        }
        if (!run(repository, List.of("mvn", "-v")).succeeded()) {
            return Optional.of("mvn is not on PATH, so the release's plugin cannot be built");
        }
        return Optional.empty();
    }

    /** The release's plugin wrapper. */
    Path plugin() {
        return built().resolve(WRAPPER);
    }

    /** The release's Java reference stack with the release's components library, as its users ran it. */
    Program referenceStack() {
        Path target = built().resolve(REFERENCE_STACK);
        try {
            String dependencies = Files.readString(target.resolve(CLASSPATH_FILE), StandardCharsets.UTF_8).strip();
            return Program.javaMain(target.resolve("classes") + File.pathSeparator + dependencies,
                    GpuPlatformProgram.class.getName());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the reference stack's class path in " + target, e);
        }
    }

    /** The built tree, building it now unless a previous run did. */
    private Path built() {
        if (Files.isRegularFile(tree.resolve(BUILT))) {
            return tree;
        }
        delete(tree);
        mkdirs(tree);
        Path archive = tree.resolve("source.tar");
        require(run(repository, List.of("git", "archive", "--format=tar", "-o", archive.toString(), commit)),
                "git archive " + commit);
        require(run(tree, List.of("tar", "-xf", archive.toString())), "unpacking " + archive);
        List<String> build = List.of("mvn", "-q", "-B", "-ntp", "-pl", "provider,examples/java-gpu-platform", "-am",
                "package", "dependency:build-classpath", "-DskipTests", "-Dmdep.includeScope=runtime",
                "-Dmdep.outputFile=target/" + CLASSPATH_FILE);
        List<String> offline = new ArrayList<>(build);
        offline.add(1, "-o");
        // Offline first: the local repository usually holds what the release needs. A fresh machine lacks the
        // release's older dependencies; they are then downloaded, as the build of this tree downloads its own.
        if (!run(tree, offline).succeeded()) {
            require(run(tree, build), "building the plugin and reference stack of " + commit);
        }
        try {
            Files.writeString(tree.resolve(BUILT), commit + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot mark the build of " + commit + " in " + tree, e);
        }
        return tree;
    }

    private static void require(Run run, String what) {
        if (!run.succeeded()) {
            throw new IllegalStateException(what + " failed (exit " + run.exitCode() + "):\n" + run.output());
        }
    }

    private record Run(int exitCode, String output) {
        boolean succeeded() {
            return exitCode == 0;
        }
    }

    private static Run run(Path dir, List<String> command) {
        try {
            Path log = Files.createTempFile("previous-release", ".log");
            try {
                Process process = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile())
                        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
                if (!process.waitFor(BUILD_MINUTES, TimeUnit.MINUTES)) {
                    process.destroyForcibly();
                    return new Run(-1, String.join(" ", command) + " did not end within " + BUILD_MINUTES + " min");
                }
                return new Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(log);
            }
        } catch (IOException e) {
            return new Run(-1, String.join(" ", command) + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + String.join(" ", command), e);
        }
    }

    private static void mkdirs(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + dir, e);
        }
    }
}
