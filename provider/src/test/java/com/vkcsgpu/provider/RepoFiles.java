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

    /** {@code ../shared/reference/pulumi-package-metaschema.json} beside the repository (CI has shared/ there). */
    public static Path metaSchema() {
        Path beside = root().resolveSibling("shared").resolve("reference").resolve("pulumi-package-metaschema.json");
        if (Files.exists(beside)) {
            return beside;
        }
        // A worktree lives deeper (…/wt/<name>); walk up until a shared/ sibling appears.
        for (Path p = root(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared").resolve("reference").resolve("pulumi-package-metaschema.json");
            if (Files.exists(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("pulumi-package-metaschema.json not found beside " + root()
                + " (expected ../shared/reference/)");
    }
}
