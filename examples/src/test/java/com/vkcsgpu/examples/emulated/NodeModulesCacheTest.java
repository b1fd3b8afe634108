package com.vkcsgpu.examples.emulated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NodeModulesCacheTest {
    @TempDir
    Path dir;

    private Path project(String name, String packageJson, String lock) throws IOException {
        Path project = Files.createDirectories(dir.resolve(name));
        Files.writeString(project.resolve("package.json"), packageJson);
        Files.writeString(project.resolve("package-lock.json"), lock);
        return project;
    }

    /** An installed tree as npm writes it: a package, an executable script and a relative link to it in .bin. */
    private static void install(Path project) throws IOException {
        Path bin = Files.createDirectories(project.resolve("node_modules/typescript/bin"));
        Files.writeString(bin.resolve("tsc"), "#!/usr/bin/env node\n");
        Files.setPosixFilePermissions(bin.resolve("tsc"), Set.of(PosixFilePermission.OWNER_READ,
                PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE));
        Files.createSymbolicLink(Files.createDirectories(project.resolve("node_modules/.bin")).resolve("tsc"),
                Path.of("../typescript/bin/tsc"));
        Files.writeString(project.resolve("node_modules/.package-lock.json"), "{\"packages\":{}}");
    }

    /** A cache under {@code dir} that kept the installed tree of a project with these package files. */
    private NodeModulesCache keptFor(String packageJson, String lock) throws IOException {
        NodeModulesCache cache = new NodeModulesCache(dir.resolve("cache"));
        Path project = project("kept", packageJson, lock);
        install(project);
        cache.keep(project);
        return cache;
    }

    @Test
    void aProjectWithTheSamePackageFilesGetsTheKeptTreeInPlaceOfWhatItHad() throws IOException {
        NodeModulesCache cache = keptFor("{\"name\":\"a\"}", "{\"lockfileVersion\":3}");
        Path second = project("second", "{\"name\":\"a\"}", "{\"lockfileVersion\":3}");
        Files.createDirectories(second.resolve("node_modules/stale"));

        assertTrue(cache.restore(second));

        Path link = second.resolve("node_modules/.bin/tsc");
        assertTrue(Files.isSymbolicLink(link), "npm's .bin links stay links");
        assertEquals(Path.of("../typescript/bin/tsc"), Files.readSymbolicLink(link));
        assertTrue(Files.isExecutable(second.resolve("node_modules/typescript/bin/tsc")), "scripts stay executable");
        assertEquals("{\"packages\":{}}", Files.readString(second.resolve("node_modules/.package-lock.json")));
        assertFalse(Files.exists(second.resolve("node_modules/stale")), "what node_modules held before is gone");
    }

    @Test
    void aChangeToEitherPackageFileFindsNothingKept() throws IOException {
        NodeModulesCache cache = keptFor("{\"name\":\"a\"}", "{\"lockfileVersion\":3}");

        assertFalse(cache.restore(project("manifest", "{\"name\":\"b\"}", "{\"lockfileVersion\":3}")),
                "package.json changed: npm ci must check it against the lock file");
        assertFalse(cache.restore(project("lock", "{\"name\":\"a\"}", "{\"lockfileVersion\":2}")),
                "package-lock.json changed");
    }

    @Test
    void keepingTheSamePackagesTwiceKeepsTheFirstAndLeavesNoPartialCopies() throws IOException {
        keptFor("{}", "{}").keep(dir.resolve("kept"));

        try (var entries = Files.list(dir.resolve("cache"))) {
            assertEquals(1, entries.count(), "one entry, no partial- leftovers");
        }
    }
}
