package com.vkcsgpu.provider.k8s.helm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marcnuri.helm.Helm;
import com.sun.net.httpserver.HttpServer;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.k8s.Manifests;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChartRendererTest {
    @TempDir
    Path temp;

    private ChartRenderer renderer() {
        return new ChartRenderer(new RepositoryCharts(temp.resolve("cache"), HttpClient.newHttpClient()));
    }

    static final String VALUES = """
            {"driver":{"version":"595.91.07"},
             "daemonsets":{"tolerations":[{"key":"gpu-pool","operator":"Equal","value":"a100","effect":"NoSchedule"}]},
             "node-feature-discovery":{"worker":{"tolerations":[{"key":"gpu-pool","operator":"Exists"}]}}}
            """;

    static GenericKubernetesResource find(List<GenericKubernetesResource> objects, String kind, String name) {
        return objects.stream().filter(o -> o.getKind().equals(kind) && o.getMetadata().getName().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError(kind + " " + name + " not rendered: " + objects));
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> at(GenericKubernetesResource object, String... path) {
        Object v = Manifests.toMap(object);
        for (String p : path) {
            v = ((Map<String, Object>) v).get(p);
        }
        return (Map<String, Object>) v;
    }

    @Test
    void rendersTemplatesWithTheValuesAndCollectsCrdsOfChartAndSubcharts() {
        RenderedChart chart = renderer().render(new ChartSource.Local(FixtureChart.directory()), FixtureChart.VERSION,
                "gpu-operator", "gpu-operator", VALUES);

        assertEquals(FixtureChart.VERSION, chart.chartVersion());
        assertEquals(List.of("clusterpolicies.nvidia.com", "nodefeaturerules.nfd.k8s-sigs.io",
                        "nvidiadrivers.nvidia.com"), chart.crds().stream().map(c -> c.getMetadata().getName()).sorted().toList());
        assertTrue(chart.objects().stream().noneMatch(o -> o.getKind().equals("CustomResourceDefinition")),
                "template output holds no CRDs");
        GenericKubernetesResource policy = find(chart.objects(), "ClusterPolicy", "cluster-policy");
        assertEquals("595.91.07", at(policy, "spec", "driver").get("version"));
        assertEquals("v0.20.0", at(policy, "spec", "devicePlugin").get("version"), "unset values keep the fixture chart's default");
        assertEquals(List.of(Map.of("key", "gpu-pool", "operator", "Equal", "value", "a100", "effect", "NoSchedule")),
                at(policy, "spec", "daemonsets").get("tolerations"));
        GenericKubernetesResource worker = find(chart.objects(), "DaemonSet",
                "gpu-operator-node-feature-discovery-worker");
        assertEquals(List.of(Map.of("key", "gpu-pool", "operator", "Exists")),
                at(worker, "spec", "template", "spec").get("tolerations"));
        assertEquals("gpu-operator", find(chart.objects(), "Deployment", "gpu-operator").getMetadata().getNamespace());
    }

    @Test
    void refusesAChartOfAnotherVersion() {
        KubeOperationException e = assertThrows(KubeOperationException.class, () -> renderer().render(
                new ChartSource.Local(FixtureChart.directory()), "v26.3.3", "gpu-operator", "gpu-operator", "{}"));
        assertTrue(e.getMessage().contains("is version " + FixtureChart.VERSION + ", not v26.3.3"), e.getMessage());
    }

    @Test
    void fetchesFromAHelmRepositoryCheckingTheDigestAndCachingTheArchive() throws Exception {
        Path repoDir = Files.createDirectories(temp.resolve("repo"));
        new Helm(FixtureChart.directory()).packageIt().withDestination(repoDir).call();
        Path archive = repoDir.resolve("gpu-operator-" + FixtureChart.VERSION + ".tgz");
        assertTrue(Files.exists(archive));
        String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(archive)));
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("name", "gpu-operator");
        entry.put("version", FixtureChart.VERSION);
        entry.put("digest", digest);
        entry.put("urls", List.of("charts/gpu-operator-" + FixtureChart.VERSION + ".tgz"));
        String index = Manifests.toJson(Map.of("apiVersion", "v1", "entries", Map.of("gpu-operator", List.of(entry))));
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        int[] downloads = {0};
        server.createContext("/nvidia/index.yaml", x -> respond(x, index.getBytes(StandardCharsets.UTF_8)));
        server.createContext("/nvidia/charts/", x -> {
            downloads[0]++;
            respond(x, Files.readAllBytes(archive));
        });
        server.start();
        try {
            String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/nvidia";
            ChartRenderer renderer = renderer();
            ChartSource repo = new ChartSource.Repository(url, "gpu-operator");
            RenderedChart chart = renderer.render(repo, FixtureChart.VERSION, "gpu-operator", "gpu-operator", VALUES);
            assertEquals("595.91.07", at(find(chart.objects(), "ClusterPolicy", "cluster-policy"), "spec", "driver")
                    .get("version"));
            renderer.render(repo, FixtureChart.VERSION, "gpu-operator", "gpu-operator", VALUES);
            assertEquals(1, downloads[0], "the pinned archive is downloaded once");

            KubeOperationException missing = assertThrows(KubeOperationException.class,
                    () -> renderer.render(repo, "v9.9.9", "gpu-operator", "gpu-operator", "{}"));
            assertTrue(missing.getMessage().contains("has no version v9.9.9"), missing.getMessage());
        } finally {
            server.stop(0);
        }
    }

    private static void respond(com.sun.net.httpserver.HttpExchange exchange, byte[] body) throws IOException {
        exchange.sendResponseHeaders(200, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    @Test
    void aTamperedArchiveIsRefused() throws Exception {
        Path repoDir = Files.createDirectories(temp.resolve("repo2"));
        new Helm(FixtureChart.directory()).packageIt().withDestination(repoDir).call();
        String index = Manifests.toJson(Map.of("entries", Map.of("gpu-operator", List.of(Map.of("version", FixtureChart.VERSION,
                "digest", "00", "urls", List.of("gpu-operator-" + FixtureChart.VERSION + ".tgz"))))));
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/index.yaml", x -> respond(x, index.getBytes(StandardCharsets.UTF_8)));
        server.createContext("/gpu-operator-" + FixtureChart.VERSION + ".tgz", x -> respond(x,
                Files.readAllBytes(repoDir.resolve("gpu-operator-" + FixtureChart.VERSION + ".tgz"))));
        server.start();
        try {
            KubeOperationException e = assertThrows(KubeOperationException.class, () -> renderer().render(
                    new ChartSource.Repository("http://127.0.0.1:" + server.getAddress().getPort(), "gpu-operator"),
                    FixtureChart.VERSION, "r", "ns", "{}"));
            assertTrue(e.getMessage().contains("does not match the digest"), e.getMessage());
            try (var cached = Files.walk(temp.resolve("cache"))) {
                assertTrue(cached.noneMatch(f -> f.toString().endsWith(".tgz")), "nothing cached");
            } catch (java.nio.file.NoSuchFileException nothingCached) {
                // the cache folder was never made
            }
        } finally {
            server.stop(0);
        }
    }

    /** A Helm repository on loopback serving {@code archive} as the chart's one version, with {@code digest}. */
    private static HttpServer repository(byte[] archive, String digest) throws IOException {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("version", FixtureChart.VERSION);
        if (digest != null) {
            entry.put("digest", digest);
        }
        entry.put("urls", List.of("gpu-operator.tgz"));
        String index = Manifests.toJson(Map.of("entries", Map.of("gpu-operator", List.of(entry))));
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/index.yaml", x -> respond(x, index.getBytes(StandardCharsets.UTF_8)));
        server.createContext("/gpu-operator.tgz", x -> respond(x, archive));
        server.start();
        return server;
    }

    private static String url(HttpServer server) {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private static String sha256(byte[] data) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
    }

    private byte[] packagedFixture(String name) throws Exception {
        Path dir = Files.createDirectories(temp.resolve(name));
        new Helm(FixtureChart.directory()).packageIt().withDestination(dir).call();
        return Files.readAllBytes(dir.resolve("gpu-operator-" + FixtureChart.VERSION + ".tgz"));
    }

    @Test
    void aChartCachedFromOneRepositoryIsNotTakenForTheSameVersionOfAnother() throws Exception {
        byte[] genuine = packagedFixture("genuine");
        HttpServer trusted = repository(genuine, sha256(genuine));
        // Another repository whose index lists a digest no archive of this version has: were the cache keyed by
        // chart and version only, the genuine archive cached from the first would be taken for this one's.
        HttpServer other = repository(genuine, "00" + sha256(genuine).substring(2));
        try {
            RepositoryCharts charts = new RepositoryCharts(temp.resolve("cache"), HttpClient.newHttpClient());
            Path first = charts.fetch(new ChartSource.Repository(url(trusted), "gpu-operator"), FixtureChart.VERSION);
            KubeOperationException e = assertThrows(KubeOperationException.class, () -> charts.fetch(
                    new ChartSource.Repository(url(other), "gpu-operator"), FixtureChart.VERSION));
            assertTrue(e.getMessage().contains("does not match the digest"), e.getMessage());
            assertTrue(Files.exists(first), "the first repository's archive stays cached");
        } finally {
            trusted.stop(0);
            other.stop(0);
        }
    }

    @Test
    void aCachedArchiveChangedOnDiskIsFetchedAgain() throws Exception {
        byte[] genuine = packagedFixture("genuine2");
        HttpServer server = repository(genuine, sha256(genuine));
        try {
            RepositoryCharts charts = new RepositoryCharts(temp.resolve("cache"), HttpClient.newHttpClient());
            ChartSource.Repository repo = new ChartSource.Repository(url(server), "gpu-operator");
            Path cached = charts.fetch(repo, FixtureChart.VERSION);
            Files.write(cached, "tampered".getBytes(StandardCharsets.UTF_8));
            assertEquals(sha256(genuine), sha256(Files.readAllBytes(charts.fetch(repo, FixtureChart.VERSION))));
        } finally {
            server.stop(0);
        }
    }

    @Test
    void anIndexEntryWithoutADigestIsRefused() throws Exception {
        HttpServer server = repository(packagedFixture("nodigest"), null);
        try {
            KubeOperationException e = assertThrows(KubeOperationException.class, () -> renderer().render(
                    new ChartSource.Repository(url(server), "gpu-operator"), FixtureChart.VERSION, "r", "ns", "{}"));
            assertTrue(e.getMessage().contains("lists no digest"), e.getMessage());
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aPinnedDigestIsRequiredWhateverTheIndexSays() throws Exception {
        byte[] served = packagedFixture("served");
        // The server's index agrees with the archive it serves; only the pin, from elsewhere, can tell it is not
        // the archive the pin names.
        HttpServer server = repository(served, sha256(served));
        try {
            String pin = "sha256:" + "00".repeat(32);
            KubeOperationException e = assertThrows(KubeOperationException.class, () -> renderer().render(
                    new ChartSource.Repository(url(server), "gpu-operator", pin), FixtureChart.VERSION, "r", "ns",
                    "{}"));
            assertTrue(e.getMessage().contains("not the pinned " + pin), e.getMessage());
            RenderedChart chart = renderer().render(new ChartSource.Repository(url(server), "gpu-operator",
                    "sha256:" + sha256(served)), FixtureChart.VERSION, "r", "ns", "{}");
            assertEquals(FixtureChart.VERSION, chart.chartVersion());
        } finally {
            server.stop(0);
        }
    }

    /**
     * A registry on loopback serving the chart as Helm pushes it: a manifest whose layer of the Helm chart type
     * has the archive's digest, the blob, and a Bearer challenge answered by an anonymous token.
     */
    private static HttpServer registry(byte[] archive, byte[] blobServed, List<String> requests) throws Exception {
        String layer = "sha256:" + sha256(archive);
        String manifest = Manifests.toJson(Map.of("schemaVersion", 2, "mediaType", OciChartPull.MANIFEST_TYPE,
                "layers", List.of(Map.of("mediaType", OciChartPull.CHART_LAYER_TYPE, "digest", layer,
                        "size", archive.length))));
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        String base = "http://127.0.0.1:" + "%d";
        server.createContext("/token", x -> {
            requests.add("token " + x.getRequestURI().getQuery());
            respond(x, "{\"token\":\"anonymous-pull\"}".getBytes(StandardCharsets.UTF_8));
        });
        server.createContext("/v2/", x -> {
            if (!"Bearer anonymous-pull".equals(x.getRequestHeaders().getFirst("Authorization"))) {
                x.getResponseHeaders().add("WWW-Authenticate", "Bearer realm=\"" + String.format(base,
                        server.getAddress().getPort()) + "/token\",service=\"registry\",scope=\"repository:"
                        + "nvidia/charts/gpu-operator:pull\"");
                x.sendResponseHeaders(401, -1);
                x.close();
                return;
            }
            String path = x.getRequestURI().getPath();
            requests.add(path);
            if (path.equals("/v2/nvidia/charts/gpu-operator/manifests/" + FixtureChart.VERSION)) {
                respond(x, manifest.getBytes(StandardCharsets.UTF_8));
            } else if (path.equals("/v2/nvidia/charts/gpu-operator/blobs/" + layer)) {
                respond(x, blobServed);
            } else {
                x.sendResponseHeaders(404, -1);
                x.close();
            }
        });
        server.start();
        return server;
    }

    private RepositoryCharts ociCharts(HttpServer registry) {
        return new RepositoryCharts(temp.resolve("cache"), HttpClient::newHttpClient,
                host -> java.net.URI.create("http://127.0.0.1:" + registry.getAddress().getPort()));
    }

    @Test
    void anOciChartIsPulledAnonymouslyAndCheckedAgainstItsPinnedDigest() throws Exception {
        byte[] archive = packagedFixture("oci");
        List<String> requests = new java.util.concurrent.CopyOnWriteArrayList<>();
        HttpServer server = registry(archive, archive, requests);
        try {
            ChartSource.Oci oci = new ChartSource.Oci("oci://registry.example/nvidia/charts/gpu-operator",
                    "sha256:" + sha256(archive));
            RenderedChart chart = new ChartRenderer(ociCharts(server)).render(oci, FixtureChart.VERSION,
                    "gpu-operator", "gpu-operator", VALUES);
            assertEquals("595.91.07", at(find(chart.objects(), "ClusterPolicy", "cluster-policy"), "spec", "driver")
                    .get("version"));
            assertEquals(List.of("clusterpolicies.nvidia.com", "nodefeaturerules.nfd.k8s-sigs.io",
                    "nvidiadrivers.nvidia.com"), chart.crds().stream().map(c -> c.getMetadata().getName()).sorted()
                    .toList(), "CRDs come from the pulled archive");
            assertTrue(requests.get(0).startsWith("token service=registry&scope=repository"), requests.toString());

            requests.clear();
            String otherPin = "sha256:" + "11".repeat(32);
            KubeOperationException e = assertThrows(KubeOperationException.class, () -> ociCharts(server).fetch(
                    new ChartSource.Oci(oci.reference(), otherPin), FixtureChart.VERSION));
            assertTrue(e.getMessage().contains("not the pinned " + otherPin), e.getMessage());
            assertTrue(requests.stream().noneMatch(r -> r.contains("/blobs/")),
                    "a layer whose digest is not the pin is not downloaded: " + requests);
        } finally {
            server.stop(0);
        }
    }

    @Test
    void anOciBlobThatIsNotWhatTheManifestListsIsRefused() throws Exception {
        byte[] archive = packagedFixture("oci2");
        HttpServer server = registry(archive, "something else".getBytes(StandardCharsets.UTF_8),
                new java.util.ArrayList<>());
        try {
            KubeOperationException e = assertThrows(KubeOperationException.class, () -> ociCharts(server).fetch(
                    new ChartSource.Oci("oci://registry.example/nvidia/charts/gpu-operator"), FixtureChart.VERSION));
            assertTrue(e.getMessage().contains("does not match its digest in the registry's manifest"), e.getMessage());
        } finally {
            server.stop(0);
        }
    }
}
