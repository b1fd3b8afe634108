package com.vkcsgpu.examples.emulated;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The {@code node_modules} that {@code npm ci} wrote for a project's {@code package.json} and {@code package-lock.json},
 * kept per machine ({@code ~/.cache/vkcs-gpu/node_modules/<sha-256 of both files>}) so that a fresh clone copies it
 * instead of running {@code npm ci} again: {@code npm ci} unpacks every package from npm's cache (about 8.5 s of CPU
 * for the TypeScript reference stack), a copy of the tree takes under a second (docs/benchmarks.md). Both files are
 * in the key, so any change to either runs {@code npm ci} again, which also checks that they agree. Entries are
 * written whole, under a temporary name moved into place, so a reader never sees half of one.
 */
final class NodeModulesCache {
    static final Path MACHINE_CACHE = Path.of(System.getProperty("user.home"), ".cache", "vkcs-gpu", "node_modules");
    private static final List<String> KEY_FILES = List.of("package.json", "package-lock.json");
    private static final String NODE_MODULES = "node_modules";

    private final Path root;

    NodeModulesCache(Path root) {
        this.root = root;
    }

    /** The entry for {@code project}'s package files: the hex SHA-256 of both files' contents. */
    Path entry(Path project) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String file : KEY_FILES) {
                digest.update(file.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                digest.update(Files.readAllBytes(project.resolve(file)));
            }
            return root.resolve(HexFormat.of().formatHex(digest.digest()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the package files of " + project, e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK lacks SHA-256", e);
        }
    }

    /**
     * Copies the kept {@code node_modules} for {@code project}'s package files into it, replacing what is there.
     *
     * @return whether an entry was kept and copied
     */
    boolean restore(Path project) {
        Path entry = entry(project);
        if (!Files.isDirectory(entry)) {
            return false;
        }
        Path target = project.resolve(NODE_MODULES);
        FileTrees.delete(target);
        FileTrees.copy(entry, target);
        return true;
    }

    /** Keeps a copy of {@code project}'s {@code node_modules}, just installed, for its package files. */
    void keep(Path project) {
        Path entry = entry(project);
        if (Files.isDirectory(entry)) {
            return;
        }
        try {
            Files.createDirectories(root);
            Path partial = Files.createTempDirectory(root, "partial-");
            Path copy = partial.resolve(NODE_MODULES);
            FileTrees.copy(project.resolve(NODE_MODULES), copy);
            try {
                Files.move(copy, entry, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException e) {
                // another run kept the same packages first (a non-empty directory cannot be replaced): theirs stays
            } catch (IOException e) {
                if (!Files.isDirectory(entry)) {
                    throw e;
                }
            } finally {
                FileTrees.delete(partial);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep " + project.resolve(NODE_MODULES) + " in " + root, e);
        }
    }
}
