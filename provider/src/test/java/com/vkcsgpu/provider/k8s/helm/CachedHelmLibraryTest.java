package com.vkcsgpu.provider.k8s.helm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marcnuri.helm.jni.NativeLibrary;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Helm's library is extracted once into the user's cache and taken from there by every later Helm process. */
class CachedHelmLibraryTest {
    @TempDir
    Path temp;

    @Test
    void helmJavaFindsThisLoaderFirstAndItNamesThePlatformsLibrary() {
        NativeLibrary found = NativeLibrary.getInstance();
        assertInstanceOf(CachedHelmLibrary.class, found);
        assertTrue(found.getBinaryName().startsWith("helm-") && found.getBinaryName().length() > "helm-".length(),
                found.getBinaryName());
    }

    @Test
    void theLibraryIsExtractedOnceAndThenTakenFromTheCache() throws IOException {
        URL library = jarEntry("one build of the library");
        Path cache = temp.resolve("cache");

        Path first = CachedHelmLibrary.cachedCopy(cache, library);
        assertArrayEquals("one build of the library".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(first));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(cache)));
        FileTime long_ago = FileTime.from(Instant.parse("2020-01-01T00:00:00Z"));
        Files.setLastModifiedTime(first, long_ago);

        assertEquals(first, CachedHelmLibrary.cachedCopy(cache, library));
        assertEquals(long_ago, Files.getLastModifiedTime(first), "extracted again");
        try (var files = Files.list(cache)) {
            assertEquals(1, files.count(), "nothing but the library is left in the cache");
        }
    }

    @Test
    void anotherBuildOfTheLibraryReplacesTheEarlierOnesCopy() throws IOException {
        Path cache = temp.resolve("cache");
        Path one = CachedHelmLibrary.cachedCopy(cache, jarEntry("one build"));
        Files.writeString(cache.resolve("unrelated.txt"), "not a copy of the library");
        Path other = CachedHelmLibrary.cachedCopy(cache, jarEntry("another build"));
        assertNotEquals(one, other);
        assertEquals("another build", Files.readString(other));
        assertFalse(Files.exists(one), "the earlier build's 98 MB stay behind");
        assertTrue(Files.exists(cache.resolve("unrelated.txt")), "only copies of the library are deleted");
    }

    @Test
    void aCutShortCopyIsReplaced() throws IOException {
        URL library = jarEntry("the whole library");
        Path cache = temp.resolve("cache");
        Path cached = CachedHelmLibrary.cachedCopy(cache, library);
        Files.writeString(cached, "the wh");

        assertEquals(cached, CachedHelmLibrary.cachedCopy(cache, library));
        assertEquals("the whole library", Files.readString(cached));
    }

    @Test
    void aCacheThatCannotBeWrittenIsReportedSoTheLoaderCanFallBack() throws IOException {
        Path notADirectory = Files.writeString(temp.resolve("home-file"), "a file where the cache's parent would be");
        assertThrows(IOException.class, () -> CachedHelmLibrary.cachedCopy(notADirectory.resolve("helm"), jarEntry("x")));
    }

    /** A jar holding {@code content} as {@code lib/helm-test.so}, and that entry's URL. */
    private URL jarEntry(String content) throws IOException {
        Path jar = Files.createTempFile(temp, "platform", ".jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("lib/helm-test.so"));
            out.write(content.getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        return new URL("jar:" + jar.toUri() + "!/lib/helm-test.so");
    }
}
