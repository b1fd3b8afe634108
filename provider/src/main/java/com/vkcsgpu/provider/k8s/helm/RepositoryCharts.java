package com.vkcsgpu.provider.k8s.helm;

import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.lang.Lazy;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Fetches a chart archive from a classic Helm repository or an OCI registry into a cache, checked, so Helm renders
 * a local archive. (helm-java exposes no {@code --repo} option, and its OCI pull checks no digest of ours.)
 *
 * <ul>
 *   <li>Helm repository: reads {@code index.yaml}, finds the exact version and downloads the archive it lists,
 *       which must have the index's sha256 {@code digest}; an entry without one is refused.</li>
 *   <li>OCI registry: reads the version's manifest ({@link OciChartPull}) and downloads the chart layer, which
 *       must have the layer's digest.</li>
 *   <li>Either: when the source carries a pinned digest (from the release matrix or the user), the archive must
 *       have it too; the pin does not come from the server that serves the archive, the index digest does.</li>
 * </ul>
 *
 * <p>The cache holds one folder per source (the sha256 of its URL or reference), so the same chart name and
 * version from another source is never taken for it, and a cached archive is checked again before each use.
 */
public final class RepositoryCharts {
    private static final Duration TIMEOUT = Duration.ofMinutes(2);
    private final Path cacheDir;
    private final Supplier<HttpClient> http;
    private final Function<String, URI> registryBase;

    /** Archives go to {@code cacheDir}; requests use {@code http}; OCI registries are reached over https. */
    public RepositoryCharts(Path cacheDir, HttpClient http) {
        this(cacheDir, () -> http, host -> URI.create("https://" + host));
    }

    /** Tests: OCI registry hosts reached at {@code registryBase(host)}. */
    RepositoryCharts(Path cacheDir, Supplier<HttpClient> http, Function<String, URI> registryBase) {
        this.cacheDir = cacheDir;
        this.http = http;
        this.registryBase = registryBase;
    }

    /**
     * The default cache ({@code ~/.cache/vkcs-gpu/charts}) and client. The client is built on the first
     * download: building it initialises TLS and reads the trust store (about half a second), which the
     * plugin must not spend before it prints its port, nor on runs that never download a chart.
     */
    public static RepositoryCharts standard() {
        return new RepositoryCharts(Path.of(System.getProperty("user.home"), ".cache", "vkcs-gpu", "charts"),
                Lazy.of(() -> HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
                        .connectTimeout(Duration.ofSeconds(20)).build()),
                host -> URI.create("https://" + host));
    }

    /**
     * Puts {@code archive} into the cache under {@code cacheDir} as {@code version} of {@code repo}'s chart, as if
     * downloaded and checked, for a machine that cannot reach the repository (an air-gapped or offline run). The
     * archive is trusted as given; a digest pinned in {@code repo} is still checked when the chart is used.
     */
    public static void seed(Path cacheDir, ChartSource.Repository repo, String version, Path archive) {
        RepositoryCharts charts = new RepositoryCharts(cacheDir, () -> {
            throw new IllegalStateException("seeding the chart cache downloads nothing");
        }, host -> URI.create("https://" + host));
        try {
            byte[] data = Files.readAllBytes(archive);
            charts.new Cached(repo.url(), repo.chart(), version, null).store(data, ChartDigests.of(data));
        } catch (IOException e) {
            throw new KubeOperationException("cannot read the chart archive " + archive + ": " + e.getMessage(), e);
        }
    }

    /** The local archive of {@code version} of the chart, downloading it when not cached. */
    public Path fetch(ChartSource.Repository repo, String version) {
        Cached cached = new Cached(repo.url(), repo.chart(), version, repo.digest());
        if (cached.intact()) {
            return cached.archive;
        }
        URI base = URI.create(repo.url().endsWith("/") ? repo.url() : repo.url() + "/");
        Map<String, Object> entry = indexEntry(repo, version, base);
        @SuppressWarnings("unchecked")
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
        byte[] data = get(base.resolve(urls.get(0)), Map.of()).body();
        String actual = ChartDigests.of(data);
        if (!actual.equalsIgnoreCase("sha256:" + digest)) {
            throw new KubeOperationException("the archive of " + repo.chart() + " " + version + " does not match the "
                    + "digest in the repository index");
        }
        ChartDigests.requirePinned(repo.digest(), actual, repo.chart() + " " + version + " from " + repo.url());
        return cached.store(data, actual);
    }

    /** The local archive of {@code version} of the OCI chart, pulling it when not cached. */
    public Path fetch(ChartSource.Oci oci, String version) {
        OciChartPull pull = new OciChartPull(oci.reference(), version, registryBase, this::get);
        Cached cached = new Cached(oci.reference(), pull.chartName(), version, oci.digest());
        if (cached.intact()) {
            return cached.archive;
        }
        String layer = pull.chartLayerDigest();
        ChartDigests.requirePinned(oci.digest(), layer, oci.reference() + ":" + version);
        byte[] data = pull.blob(layer);
        String actual = ChartDigests.of(data);
        if (!actual.equals(layer)) {
            throw new KubeOperationException("the chart layer of " + oci.reference() + ":" + version + " does not "
                    + "match its digest in the registry's manifest");
        }
        return cached.store(data, actual);
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> indexEntry(ChartSource.Repository repo, String version, URI base) {
        Map<String, Object> index = Manifests.documents(new String(get(base.resolve("index.yaml"), Map.of()).body(),
                StandardCharsets.UTF_8)).get(0);
        Object entries = ((Map<String, Object>) index.getOrDefault("entries", Map.of())).get(repo.chart());
        if (!(entries instanceof List<?> versions)) {
            throw new KubeOperationException("the repository " + repo.url() + " has no chart " + repo.chart());
        }
        return versions.stream().map(v -> (Map<String, Object>) v)
                .filter(v -> version.equals(String.valueOf(v.get("version")))).findFirst()
                .orElseThrow(() -> new KubeOperationException("the repository " + repo.url() + " has no version "
                        + version + " of " + repo.chart() + " (chart versions are matched exactly, e.g. v26.3.3)"));
    }

    /** GET {@code uri} with {@code headers}: the answer when 200 or 401 (a registry asking for a token), else fails. */
    private HttpResponse<byte[]> get(URI uri, Map<String, String> headers) {
        try {
            HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(TIMEOUT).GET();
            headers.forEach(request::header);
            HttpResponse<byte[]> response = http.get().send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            if (response.statusCode() != 200 && response.statusCode() != 401) {
                throw new KubeOperationException("GET " + uri + " answered HTTP " + response.statusCode());
            }
            return response;
        } catch (IOException e) {
            throw new ChartUnreachableException(uri, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new KubeOperationException("interrupted while downloading " + uri, e);
        }
    }

    /** The cache place of one chart version from one source: the archive and the digest it was checked to have. */
    private final class Cached {
        private final Path folder;
        private final Path archive;
        private final Path digestFile;
        private final String pinned;

        Cached(String source, String chart, String version, String pinned) {
            this.folder = cacheDir.resolve(ChartDigests.of(source.replaceAll("/+$", "")
                    .getBytes(StandardCharsets.UTF_8)).substring("sha256:".length(), "sha256:".length() + 32));
            this.archive = folder.resolve(chart + "-" + version + ".tgz");
            this.digestFile = folder.resolve(chart + "-" + version + ".sha256");
            this.pinned = pinned;
        }

        /** Whether the archive is cached, still has the digest it was checked to have, and that is the pin. */
        boolean intact() {
            try {
                if (!Files.isRegularFile(archive) || !Files.isRegularFile(digestFile)) {
                    return false;
                }
                String recorded = Files.readString(digestFile).trim();
                return ChartDigests.of(Files.readAllBytes(archive)).equals(recorded)
                        && (pinned == null || pinned.equals(recorded));
            } catch (IOException e) {
                return false;
            }
        }

        Path store(byte[] data, String digest) {
            write(archive, data);
            write(digestFile, digest.getBytes(StandardCharsets.US_ASCII));
            return archive;
        }

        private void write(Path target, byte[] data) {
            try {
                Files.createDirectories(folder);
                Path partial = Files.createTempFile(folder, target.getFileName().toString(), ".part");
                Files.write(partial, data);
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                throw new KubeOperationException("cannot store the chart in " + folder + ": " + e.getMessage(), e);
            }
        }
    }
}
