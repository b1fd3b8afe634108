package com.vkcsgpu.tools;

import java.nio.file.Path;

/** The repository root the tools read from and write into: the {@code vkcsgpu.repoRoot} property the pom sets. */
public final class RepoRoot {
    private RepoRoot() {
    }

    /** The repository root; without the property, the parent of the working directory (surefire runs in tools/). */
    public static Path path() {
        String configured = System.getProperty("vkcsgpu.repoRoot");
        return Path.of(configured == null ? ".." : configured).toAbsolutePath().normalize();
    }

    /** The checked-in schema.json. */
    public static Path schemaJson() {
        return path().resolve("schema.json");
    }
}
