package com.vkcsgpu.examples.upgrade;

import com.vkcsgpu.examples.emulated.FileTrees;
import com.vkcsgpu.examples.gpuplatform.GpuPlatformProgram;
import com.vkcsgpu.harness.Program;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * An earlier release built from the repository's own history (the repository has no tags, so a release is named
 * by its commit): {@code git archive <commit>} unpacked into {@code <cache>/<commit>}, then its plugin and its Java
 * reference stack ({@code examples/java-gpu-platform}, with the release's components library) packaged there by
 * {@code mvn -o package -Dmaven.test.skip=true} (the modules they need, without compiling the release's tests),
 * which writes the reference stack's run-time class path beside it. The build runs offline when the local Maven
 * repository holds what it needs, else it downloads the release's dependencies as any build does; it packages and
 * never installs. A commit's tree never changes, so the build is kept per commit in the user's cache
 * ({@link #MACHINE_CACHE}, beside the provider's chart cache), shared by every clone on the machine and built under a
 * file lock by the first run that needs it; a kept build whose class path names a jar the local Maven repository no
 * longer holds is built again.
 */
final class PreviousRelease {
    /** The plugin's wrapper in a built tree, as the build packages it for {@code pulumi plugin install}. */
    private static final Path WRAPPER = Path.of("provider", "target", "plugin", "pulumi-resource-vkcs-gpu");
    private static final Path REFERENCE_STACK = Path.of("examples", "java-gpu-platform", "target");
    private static final String CLASSPATH_FILE = "runtime.classpath";
    /** Written last, once the whole build succeeded. */
    private static final String BUILT = "built-by-upgrade-test";
    private static final long BUILD_MINUTES = 20;
    /** Where built releases are kept, one folder per commit: {@code ~/.cache/vkcs-gpu/previous-release}. */
    static final Path MACHINE_CACHE = Path.of(System.getProperty("user.home"), ".cache", "vkcs-gpu", "previous-release");

    private final Path repository;
    private final String commit;
    private final Path tree;
    private final Path lock;

    /**
     * @param repository the repository's root (its git history is read)
     * @param commit     the release's commit
     * @param cacheRoot  where built trees are kept, one folder per commit ({@link #MACHINE_CACHE})
     */
    PreviousRelease(Path repository, String commit, Path cacheRoot) {
        this.repository = repository;
        this.commit = commit;
        this.tree = cacheRoot.resolve(commit);
        this.lock = cacheRoot.resolve(commit + ".lock");
    }

    /**
     * Why the release cannot be built here, or empty when it can: no {@code git}, no git history (a shallow clone,
     * an exported tree) or no {@code mvn}.
     */
    Optional<String> unavailableReason() {
        if (isBuilt()) {
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
        return Program.javaMain(target.resolve("classes") + File.pathSeparator + dependencies(target),
                GpuPlatformProgram.class.getName());
    }

    private static String dependencies(Path target) {
        try {
            return Files.readString(target.resolve(CLASSPATH_FILE), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the reference stack's class path in " + target, e);
        }
    }

    /**
     * Whether a whole build of the commit is kept (its mark written last) and every jar its reference stack's class
     * path names is still there (the local Maven repository may have been cleaned since).
     */
    private boolean isBuilt() {
        if (!Files.isRegularFile(tree.resolve(BUILT))) {
            return false;
        }
        String classPath;
        try {
            classPath = dependencies(tree.resolve(REFERENCE_STACK));
        } catch (UncheckedIOException e) {
            return false; // another clone's test is building it again right now
        }
        return classPath.isEmpty() || Stream.of(classPath.split(File.pathSeparator)).map(Path::of)
                .allMatch(Files::exists);
    }

    /** The built tree, building it now unless a previous run, of any clone on this machine, did. */
    private Path built() {
        mkdirs(lock.getParent());
        // Another clone's test may be building the same commit: one build, the others wait for it and reuse it.
        try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             FileLock ignored = channel.lock()) {
            if (!isBuilt()) {
                build();
            }
            return tree;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock " + lock + " to build " + commit, e);
        }
    }

    private void build() {
        try {
            Files.deleteIfExists(tree.resolve(BUILT)); // first, so that no reader takes a half-removed tree as built
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unmark the stale build of " + commit + " in " + tree, e);
        }
        FileTrees.delete(tree);
        mkdirs(tree);
        Path archive = tree.resolve("source.tar");
        require(run(repository, List.of("git", "archive", "--format=tar", "-o", archive.toString(), commit)),
                "git archive " + commit);
        require(run(tree, List.of("tar", "-xf", archive.toString())), "unpacking " + archive);
        try {
            Files.delete(archive);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + archive, e);
        }
        // -Dmaven.test.skip: neither compiles the release's tests nor packages its test jars; the plugin and the
        // reference stack need none of them (a quarter less CPU than -DskipTests, docs/benchmarks.md).
        List<String> build = List.of("mvn", "-q", "-B", "-ntp", "-pl", "provider,examples/java-gpu-platform", "-am",
                "package", "dependency:build-classpath", "-Dmaven.test.skip=true", "-Dmdep.includeScope=runtime",
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
}
