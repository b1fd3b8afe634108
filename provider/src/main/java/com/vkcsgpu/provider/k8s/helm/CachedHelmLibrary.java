package com.vkcsgpu.provider.k8s.helm;

import com.marcnuri.helm.jni.HelmLib;
import com.marcnuri.helm.jni.NativeLibrary;
import com.sun.jna.Native;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ServiceLoader;

/**
 * Helm's native library, loaded from a per-user cache instead of a fresh copy in every process. helm-java's own
 * loader (lib-api 0.0.21, {@code NativeLibrary.load}) inflates the library (about 98 MB, 28 MB in its jar) into a
 * new temporary directory in every JVM that calls Helm: about 0.8 s of CPU and 98 MB written per Helm process,
 * which is most of what a render costs (docs/benchmarks.md). This loader extracts it once per library build into
 * {@code ~/.cache/vkcs-gpu/helm/} (owner-only), next to the chart cache, and maps it from there.
 *
 * <p>helm-java takes the first {@link NativeLibrary} its {@link ServiceLoader} finds; this class is listed in the
 * plugin's {@code META-INF/services} ahead of the platform's (the shaded jar lists the project's own services
 * first; {@code PackagedPluginTest} checks it). It names the platform's library and reads it from the platform's
 * jar. Where the cache cannot be written (a read-only home) it loads the way helm-java does.
 */
public final class CachedHelmLibrary implements NativeLibrary {
    /** Where extracted libraries are kept, one file per library build. */
    static final Path CACHE = Path.of(System.getProperty("user.home"), ".cache", "vkcs-gpu", "helm");

    private final NativeLibrary platform = platformLibrary();

    @Override
    public String getBinaryName() {
        return platform.getBinaryName();
    }

    @Override
    public HelmLib load() {
        URL library = platform.getClass().getResource("/" + getBinaryName());
        if (library == null) {
            return platform.load();
        }
        Path cached;
        try {
            cached = cachedCopy(CACHE, library);
        } catch (IOException | UncheckedIOException e) {
            System.err.println("helm: cannot keep Helm's library in " + CACHE + " (" + e.getMessage()
                    + "); extracting it for this process only");
            return platform.load();
        }
        try {
            return Native.load(cached.toString(), HelmLib.class);
        } catch (UnsatisfiedLinkError deletedMeanwhile) {
            // another plugin build extracted its own copy at the same moment and deleted this one
            return platform.load();
        }
    }

    /**
     * The library at {@code library} as a file in {@code cache}, named after its size and checksum so that another
     * build gets another file; extracted first when it is not there yet. Written to a temporary file and renamed
     * into place, so a process never maps a half-written library, and processes extracting at once each rename a
     * complete one.
     */
    static Path cachedCopy(Path cache, URL library) throws IOException {
        URLConnection connection = library.openConnection();
        connection.setUseCaches(false);
        long size = connection.getContentLengthLong();
        String checksum = connection instanceof JarURLConnection jar ? Long.toHexString(jar.getJarEntry().getCrc()) : "file";
        String name = Path.of(library.getPath()).getFileName().toString();
        Path target = cache.resolve(size + "-" + checksum + "-" + name);
        if (Files.isRegularFile(target) && Files.size(target) == size) {
            return target;
        }
        createPrivateDirectories(cache);
        Path partial = Files.createTempFile(cache, name, ".part");
        try (InputStream in = connection.getInputStream()) {
            Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(partial);
        }
        deleteOtherBuilds(cache, target, name);
        return target;
    }

    /**
     * Deletes the copies of earlier builds of the library, so that upgrading the plugin does not leave 98 MB behind
     * each time. A process still running an earlier build keeps its mapping (Linux and macOS keep a deleted file's
     * pages); where the system refuses to delete a file in use, it stays until the next extraction.
     */
    private static void deleteOtherBuilds(Path cache, Path kept, String name) {
        try (var files = Files.list(cache)) {
            files.filter(file -> !file.equals(kept) && file.getFileName().toString().endsWith("-" + name)).forEach(file -> {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException inUse) {
                    // the next extraction tries again
                }
            });
        } catch (IOException | UncheckedIOException unreadable) {
            // nothing is lost but disk space: the next extraction tries again
        }
    }

    private static void createPrivateDirectories(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        Files.createDirectories(dir.getParent());
        try {
            Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } catch (UnsupportedOperationException notPosix) {
            Files.createDirectories(dir);
        } catch (FileAlreadyExistsException createdMeanwhile) {
            // another process made it first
        }
    }

    /** The platform's own library, as helm-java would have found it (without making another of this class). */
    private static NativeLibrary platformLibrary() {
        return ServiceLoader.load(NativeLibrary.class, CachedHelmLibrary.class.getClassLoader()).stream()
                .filter(provider -> provider.type() != CachedHelmLibrary.class)
                .findFirst().map(ServiceLoader.Provider::get)
                .orElseThrow(() -> new IllegalStateException("no Helm native library for this platform on the class path (helm-java "
                + "publishes linux and darwin amd64/arm64 and windows amd64)"));
    }
}
