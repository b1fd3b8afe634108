package com.vkcsgpu.harness;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * A class-data archive (JEP 350, dynamic AppCDS) for the Java programs the harness starts on one classpath. Each
 * program is a JVM of its own that loads the Java SDK, gRPC and the components, about 3,500 classes from jars
 * (docs/benchmarks.md, round 17); a test class runs many programs on the same classpath, so the first program
 * writes the archive when it exits ({@code -XX:ArchiveClassesAtExit}) and later ones map it
 * ({@code -XX:SharedArchiveFile}). What a program does is unchanged: only where its classes come from.
 *
 * <p>A JVM 17 refuses to write an archive while a non-empty folder is on the classpath ("Cannot have non-empty
 * directory in paths", openjdk/jdk17u src/hotspot/share/cds/filemap.cpp), and the build's own classes are folders
 * ({@code target/classes}, {@code target/test-classes}). So each folder is packed once into a jar beside it, named by
 * a digest of its files' names, sizes and modification times, and the program runs on those jars. The archive is
 * named by a digest of the JVM, its options and every classpath entry's size and modification time: a rebuilt jar
 * gets a new archive, and a JVM never maps one written for other classes (it would refuse it anyway: with
 * {@code -Xshare:auto} a mismatch only turns sharing off, and {@code -Xlog:cds=off} keeps that quiet).
 *
 * <p>Everything lives in {@code cds/} of the build folder that holds the classpath's first class folder (e.g.
 * {@code examples/target}), so {@code mvn clean} removes it; a classpath of jars only gets no archive. Files appear
 * by an atomic rename, and one program at a time writes an archive (a claim file beside it). Set the system
 * property {@value #ENABLED_PROPERTY} to {@code false} to run programs without it (to measure it).
 */
final class ProgramClassArchive {
    static final String ENABLED_PROPERTY = "vkcsgpu.harness.programClassArchive";
    private static final String FOLDER = "cds";

    /** How long a claim to write an archive holds: longer than any program runs, so a crashed writer's expires. */
    static final Duration CLAIM_LIFETIME = Duration.ofMinutes(10);

    private final List<String> jvmArgs;
    private final String classpath;
    private final Optional<Writing> writing;
    private final Path archive;

    /** The program writes the archive to {@code partial} at its exit, holding {@code claim} meanwhile. */
    private record Writing(Path partial, Path claim) { }

    private ProgramClassArchive(List<String> jvmArgs, String classpath, Optional<Writing> writing, Path archive) {
        this.jvmArgs = jvmArgs;
        this.classpath = classpath;
        this.writing = writing;
        this.archive = archive;
    }

    /**
     * The archive for a program started with {@code jvmArgs} on {@code classpath}, or empty where there is none to
     * have: turned off, no class folder to find a build folder by, or a class folder that cannot be packed.
     */
    static Optional<ProgramClassArchive> forProgram(List<String> jvmArgs, String classpath) {
        if (!Boolean.parseBoolean(System.getProperty(ENABLED_PROPERTY, "true"))) {
            return Optional.empty();
        }
        List<Path> entries = Stream.of(classpath.split(java.io.File.pathSeparator)).filter(entry -> !entry.isEmpty())
                .map(Path::of).toList();
        Optional<Path> folder = entries.stream().filter(Files::isDirectory).findFirst()
                .map(classFolder -> classFolder.toAbsolutePath().getParent().resolve(FOLDER));
        if (folder.isEmpty()) {
            return Optional.empty();
        }
        try {
            Files.createDirectories(folder.get());
            List<String> jars = new ArrayList<>();
            for (Path entry : entries) {
                if (Files.isDirectory(entry)) {
                    jars.add(packed(entry, folder.get()).toString());
                } else if (Files.isRegularFile(entry)) {
                    jars.add(entry.toString());
                }
            }
            String jarClasspath = String.join(java.io.File.pathSeparator, jars);
            String name = "program-" + archiveKey(jvmArgs, jars);
            Path archive = folder.get().resolve(name + ".jsa");
            if (Files.isRegularFile(archive)) {
                return Optional.of(new ProgramClassArchive(options("-XX:SharedArchiveFile=" + archive), jarClasspath,
                        Optional.empty(), archive));
            }
            Optional<Path> claim = claim(folder.get().resolve(name + ".writing"));
            if (claim.isEmpty()) {
                // Another test JVM's program is writing it: this one runs as it would without.
                return Optional.of(new ProgramClassArchive(List.of(), jarClasspath, Optional.empty(), archive));
            }
            Path partial = Files.createTempFile(folder.get(), ".program-", ".jsa.partial");
            Files.delete(partial);
            return Optional.of(new ProgramClassArchive(options("-XX:ArchiveClassesAtExit=" + partial), jarClasspath,
                    Optional.of(new Writing(partial, claim.get())), archive));
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
    }

    /**
     * The options that map or write an archive. A JVM 17 writes no archive while a Java agent runs unless told it may
     * (a diagnostic option, "not for production": a class an agent rewrote could be archived rewritten), and maps
     * one only with the same setting. The harness's own agent rewrites the same SDK method the same way in every
     * program, so an archived copy behaves as a rewritten one.
     */
    private static List<String> options(String archiveOption) {
        return List.of(archiveOption, "-XX:+UnlockDiagnosticVMOptions", "-XX:+AllowArchivingWithJavaAgent",
                "-Xlog:cds=off", "-Xlog:cds+dynamic=off");
    }

    /**
     * The right to write the archive, held by one program at a time: writing one costs its JVM several seconds of
     * CPU, so two test JVMs starting at once do not both pay it. A claim older than {@link #CLAIM_LIFETIME} is a
     * crashed writer's and is taken over.
     */
    private static Optional<Path> claim(Path claim) throws IOException {
        for (int attempt = 0; attempt < 2; attempt++) {
            try {
                return Optional.of(Files.createFile(claim));
            } catch (FileAlreadyExistsException e) {
                try {
                    if (Files.getLastModifiedTime(claim).toInstant().plus(CLAIM_LIFETIME).isAfter(Instant.now())) {
                        return Optional.empty();
                    }
                    Files.deleteIfExists(claim);
                } catch (NoSuchFileException gone) {
                    // Its writer just finished: try again.
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The JVM options that map the archive, or write it at exit when it is not there yet; none while another JVM's
     * program writes it.
     */
    List<String> jvmArgs() {
        return jvmArgs;
    }

    /** The program's classpath with each class folder replaced by its jar. */
    String classpath() {
        return classpath;
    }

    /** After the program's JVM ended: keeps the archive it wrote, unless another JVM's came first. */
    void programEnded() {
        writing.ifPresent(written -> {
            try {
                if (Files.isRegularFile(written.partial()) && Files.size(written.partial()) > 0) {
                    publish(written.partial(), archive);
                }
                Files.deleteIfExists(written.partial());
            } catch (IOException e) {
                // Without it the next program writes one again.
            }
            try {
                Files.deleteIfExists(written.claim());
            } catch (IOException e) {
                // It expires after CLAIM_LIFETIME.
            }
        });
    }

    /** The class folder as a jar in {@code folder}, packed once per content. */
    static Path packed(Path classFolder, Path folder) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classFolder)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        MessageDigest digest = sha256();
        digest.update(classFolder.toAbsolutePath().toString().getBytes(StandardCharsets.UTF_8));
        for (Path file : files) {
            addFile(digest, classFolder.relativize(file).toString(), file);
        }
        Path jar = folder.resolve(classFolder.getFileName() + "-" + HexFormat.of().formatHex(digest.digest(), 0, 8)
                + ".jar");
        if (Files.isRegularFile(jar)) {
            return jar;
        }
        Path partial = Files.createTempFile(folder, ".classes-", ".jar.partial");
        try (OutputStream out = Files.newOutputStream(partial); JarOutputStream jarOut = new JarOutputStream(out)) {
            for (Path file : files) {
                jarOut.putNextEntry(new JarEntry(classFolder.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, jarOut);
                jarOut.closeEntry();
            }
        }
        publish(partial, jar);
        Files.deleteIfExists(partial);
        return jar;
    }

    /** Moves {@code partial} to {@code target} in one step unless {@code target} exists already. */
    private static void publish(Path partial, Path target) throws IOException {
        if (Files.exists(target)) {
            return;
        }
        try {
            Files.createLink(target, partial);
        } catch (FileAlreadyExistsException e) {
            // Another JVM's came first; it holds the same classes.
        } catch (UnsupportedOperationException | IOException e) {
            try {
                Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException | FileAlreadyExistsException ignored) {
                // Not kept: the next program writes it again.
            }
        }
    }

    private static String archiveKey(List<String> jvmArgs, List<String> jars) throws IOException {
        MessageDigest digest = sha256();
        // An agent's jar is put on the classpath after the archive is checked, so where it lies (a temporary file per
        // test JVM, RunnerPauseAgent) does not decide which archive fits.
        List<String> options = jvmArgs.stream().filter(option -> !option.startsWith("-javaagent:")).toList();
        digest.update((System.getProperty("java.home") + "\0" + System.getProperty("java.vm.version") + "\0"
                + String.join("\0", options) + "\n").getBytes(StandardCharsets.UTF_8));
        for (String jar : jars) {
            addFile(digest, jar, Path.of(jar));
        }
        return HexFormat.of().formatHex(digest.digest(), 0, 12);
    }

    /** Adds {@code file} under {@code name} by its size and modification time: a rewritten file changes the digest. */
    private static void addFile(MessageDigest digest, String name, Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        digest.update((name + "\0" + attributes.size() + "\0" + attributes.lastModifiedTime().toMillis() + "\n")
                .getBytes(StandardCharsets.UTF_8));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
