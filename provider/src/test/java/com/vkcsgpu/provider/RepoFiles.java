package com.vkcsgpu.provider;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates files relative to the repository root, from the provider module or the root itself. */
public final class RepoFiles {
    private RepoFiles() {
    }

    /** The repository root: the {@code vkcsgpu.repoRoot} property (set by the pom), else found upward. */
    public static Path root() {
        String configured = System.getProperty("vkcsgpu.repoRoot");
        if (configured != null) {
            return Path.of(configured).toAbsolutePath().normalize();
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("provider")) && Files.isDirectory(p.resolve("components"))) {
                return p;
            }
        }
        throw new IllegalStateException("cannot find the repository root from " + Path.of("").toAbsolutePath());
    }

    /** The checked-in schema.json. */
    public static Path schemaJson() {
        return root().resolve("schema.json");
    }
}
