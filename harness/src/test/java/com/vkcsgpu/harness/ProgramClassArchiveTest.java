package com.vkcsgpu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The class-data archive the harness gives the Java programs it starts on one classpath. */
class ProgramClassArchiveTest {

    /**
     * The first program on a classpath writes the archive at its exit, and the next one loads its own classes from
     * it, with the harness's Java agent running in both (a JVM 17 maps an archive written with an agent only under
     * the same diagnostic setting).
     */
    @Test
    void theNextProgramLoadsItsClassesFromTheArchiveTheFirstWrote(@TempDir Path dir) throws Exception {
        Path classFolder = classFolderWith(dir, ArchivedProgram.class);
        Program program = Program.javaMain(classFolder.toString(), ArchivedProgram.class.getName())
                .withJvmArgs("-Xlog:class+load=info:stdout");

        ProgramClassArchive first = ProgramClassArchive.forProgram(program.jvmArgs(), program.classpath()).orElseThrow();
        assertTrue(first.jvmArgs().stream().anyMatch(arg -> arg.startsWith("-XX:ArchiveClassesAtExit=")),
                "no archive yet, so the first program writes one: " + first.jvmArgs());
        String firstOutput = run(program, first);
        assertTrue(firstOutput.contains("archived program ran"), firstOutput);
        first.programEnded();

        ProgramClassArchive next = ProgramClassArchive.forProgram(program.jvmArgs(), program.classpath()).orElseThrow();
        assertTrue(next.jvmArgs().stream().anyMatch(arg -> arg.startsWith("-XX:SharedArchiveFile=")),
                "the first program's archive is kept and named for the next: " + next.jvmArgs());
        String nextOutput = run(program, next);
        assertTrue(nextOutput.contains(ArchivedProgram.class.getName() + " source: shared objects file (top)"),
                "the program's own class comes from the archive:\n" + nextOutput);
    }

    /** A class folder is packed once per content: the same files give the same jar, a changed file a new one. */
    @Test
    void aClassFolderIsPackedAgainOnlyWhenAFileChanged(@TempDir Path dir) throws IOException {
        Path classFolder = classFolderWith(dir, ArchivedProgram.class);
        Path cds = Files.createDirectories(dir.resolve("target").resolve("cds"));

        Path jar = ProgramClassArchive.packed(classFolder, cds);
        FileTime packedAt = Files.getLastModifiedTime(jar);
        assertEquals(jar, ProgramClassArchive.packed(classFolder, cds));
        assertEquals(packedAt, Files.getLastModifiedTime(jar), "not packed again");
        try (JarFile packed = new JarFile(jar.toFile())) {
            assertEquals(List.of(classFile(ArchivedProgram.class)),
                    packed.stream().map(JarEntry::getName).toList());
        }

        Path file = classFolder.resolve(classFile(ArchivedProgram.class));
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 60_000));
        assertNotEquals(jar, ProgramClassArchive.packed(classFolder, cds), "a recompiled class needs a new jar");
    }

    /** A classpath of jars only names no build folder to keep an archive in: the program runs as before. */
    @Test
    void aClasspathWithoutAClassFolderGetsNoArchive(@TempDir Path dir) throws IOException {
        Path jar = Files.write(dir.resolve("only.jar"), new byte[0]);
        assertEquals(Optional.empty(), ProgramClassArchive.forProgram(List.of(), jar.toString()));
    }

    /** {@code dir/target/classes} holding {@code type}'s class file, as a build lays it out. */
    private static Path classFolderWith(Path dir, Class<?> type) throws IOException {
        Path classFolder = dir.resolve("target").resolve("classes");
        Path file = classFolder.resolve(classFile(type));
        Files.createDirectories(file.getParent());
        try (InputStream in = type.getResourceAsStream("/" + classFile(type))) {
            Files.copy(in, file);
        }
        return classFolder;
    }

    private static String classFile(Class<?> type) {
        return type.getName().replace('.', '/') + ".class";
    }

    private static String run(Program program, ProgramClassArchive archive) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(LanguageHost.command(program, null, Optional.of(archive)));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the program ended");
        assertEquals(0, process.exitValue(), output);
        return output;
    }

    /** A program whose only class is in a class folder. */
    public static final class ArchivedProgram {
        private ArchivedProgram() {
        }

        public static void main(String[] args) {
            System.out.println("archived program ran");
        }
    }
}
