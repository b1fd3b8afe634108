package com.vkcsgpu.provider.k8s.helm;

import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.k8s.Manifests;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import com.vkcsgpu.provider.lang.Lazy;
import java.util.function.Supplier;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * Fetches a chart archive from a classic Helm repository: reads the repository's {@code index.yaml},
 * finds the exact version, downloads the archive it lists and checks it against the index's sha256 digest
 * (Helm's index {@code digest} is the sha256 of the archive, helm/helm pkg/repo/chartrepo.go at v3.16.0); an
 * entry without a digest is refused. The archive is cached under a folder of its own per repository URL, so
 * the same chart name and version from another repository is never taken for it, and a cached archive is
 * checked again before each use. (helm-java exposes no {@code --repo} option, so the repository lookup is
 * done here and Helm gets a local archive.)
 *
 * <p>What this proves: the archive is the one the repository's index lists. The index comes from the same
 * server as the archive, so it proves nothing against that server; see SECURITY.md.
 */
public final class RepositoryCharts {
    private static final Duration TIMEOUT = Duration.ofMinutes(2);
    private final Path cacheDir;
    private final Supplier<HttpClient> http;

    /** Archives go to {@code cacheDir}; requests use {@code http}. */
    public RepositoryCharts(Path cacheDir, HttpClient http) {
        this(cacheDir, () -> http);
    }

    private RepositoryCharts(Path cacheDir, Supplier<HttpClient> http) {
        this.cacheDir = cacheDir;
        this.http = http;
    }

    /**
     * The default cache ({@code ~/.cache/vkcs-gpu/charts}) and client. The client is built on the first
     * download: building it initialises TLS and reads the trust store (about half a second), which the
     * plugin must not spend before it prints its port, nor on runs that never download a chart.
     */
    public static RepositoryCharts standard() {
        return new RepositoryCharts(Path.of(System.getProperty("user.home"), ".cache", "vkcs-gpu", "charts"),
                Lazy.of(() -> HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
                        .connectTimeout(Duration.ofSeconds(20)).build()));
    }

    /** The local archive of {@code version} of the chart, downloading it when not cached. */
    @SuppressWarnings("unchecked")
    public Path fetch(ChartSource.Repository repo, String version) {
        Path folder = cacheDir.resolve(repositoryKey(repo.url()));
        Path archive = folder.resolve(repo.chart() + "-" + version + ".tgz");
        Path digestFile = folder.resolve(repo.chart() + "-" + version + ".sha256");
        if (cachedIntact(archive, digestFile)) {
            return archive;
        }
        URI base = URI.create(repo.url().endsWith("/") ? repo.url() : repo.url() + "/");
        Map<String, Object> index = Manifests.documents(new String(get(base.resolve("index.yaml")),
                java.nio.charset.StandardCharsets.UTF_8)).get(0);
        Object entries = ((Map<String, Object>) index.getOrDefault("entries", Map.of())).get(repo.chart());
        if (!(entries instanceof List<?> versions)) {
            throw new KubeOperationException("the repository " + repo.url() + " has no chart " + repo.chart());
        }
        Map<String, Object> entry = versions.stream().map(v -> (Map<String, Object>) v)
                .filter(v -> version.equals(String.valueOf(v.get("version")))).findFirst()
                .orElseThrow(() -> new KubeOperationException("the repository " + repo.url() + " has no version "
                        + version + " of " + repo.chart() + " (chart versions are matched exactly, e.g. v26.3.3)"));
        List<String> urls = (List<String>) entry.getOrDefault("urls", List.of());
        if (urls.isEmpty()) {
            throw new KubeOperationException("the index of " + repo.url() + " lists no download URL for " + repo.chart()
                    + " " + version);
        }
        Object digest = entry.get("digest");
        if (digest == null || String.valueOf(digest).isBlank()) {
            throw new KubeOperationException("the index of " + repo.url() + " lists no digest for " + repo.chart()
                    + " " + version + ", so its archive cannot be checked; use a repository whose index carries "
                    + "digests (as `helm repo index` writes them), or a local chart");
        }
        byte[] data = get(base.resolve(urls.get(0)));
        String actual = sha256(data);
        if (!actual.equalsIgnoreCase(String.valueOf(digest))) {
            throw new KubeOperationException("the archive of " + repo.chart() + " " + version + " does not match the "
                    + "digest in the repository index");
        }
        store(folder, archive, data);
        store(folder, digestFile, actual.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        return archive;
    }

    /** The cache folder of a repository: the sha256 of its URL, so no two repositories share one. */
    static String repositoryKey(String url) {
        String normalized = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        return sha256(normalized.getBytes(java.nio.charset.StandardCharsets.UTF_8)).substring(0, 32);
    }

    /** Whether {@code archive} is cached and still has the digest recorded when it was checked against the index. */
    private static boolean cachedIntact(Path archive, Path digestFile) {
        try {
            return Files.isRegularFile(archive) && Files.isRegularFile(digestFile)
                    && sha256(Files.readAllBytes(archive)).equals(Files.readString(digestFile).trim());
        } catch (IOException e) {
            return false;
        }
    }

    private void store(Path folder, Path target, byte[] data) {
        try {
            Files.createDirectories(folder);
            Path partial = Files.createTempFile(folder, target.getFileName().toString(), ".part");
            Files.write(partial, data);
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new KubeOperationException("cannot store the chart in " + folder + ": " + e.getMessage(), e);
        }
    }

    private byte[] get(URI uri) {
        try {
            HttpResponse<byte[]> response = http.get().send(HttpRequest.newBuilder(uri).timeout(TIMEOUT).GET().build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            if (response.statusCode() != 200) {
                throw new KubeOperationException("GET " + uri + " answered HTTP " + response.statusCode());
            }
            return response.body();
        } catch (IOException e) {
            throw new KubeOperationException("GET " + uri + " failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new KubeOperationException("interrupted while downloading " + uri, e);
        }
    }

    private static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
