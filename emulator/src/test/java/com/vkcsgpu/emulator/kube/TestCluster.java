package com.vkcsgpu.emulator.kube;

import com.vkcsgpu.emulator.tls.EmulatorCa;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/** One emulated API server plus fabric8 clients configured the way production is: from a kubeconfig. */
final class TestCluster implements AutoCloseable {
    static final EmulatorCa CA = EmulatorCa.generate("test emulator CA");

    final KubeApiServer server;
    final KubernetesClient client;

    TestCluster() {
        this(KubeApiServer.start("test", CA));
    }

    /** Clients for a server started otherwise (another version or time scale). */
    TestCluster(KubeApiServer server) {
        this.server = server;
        this.client = client(false);
    }

    /** A kubeconfig for the server, as the cloud emulator will hand it out. */
    String kubeconfig(EmulatorCa trusted, String token) {
        String caData = Base64.getEncoder().encodeToString(trusted.caCertificatePem().getBytes(StandardCharsets.UTF_8));
        return """
                apiVersion: v1
                kind: Config
                clusters:
                - name: test
                  cluster:
                    server: %s
                    certificate-authority-data: %s
                users:
                - name: admin
                  user:
                    token: %s
                contexts:
                - name: test
                  context:
                    cluster: test
                    user: admin
                current-context: test
                """.formatted(server.serverUrl(), caData, token);
    }

    KubernetesClient client(boolean onlyHttpWatches) {
        Config config = Config.fromKubeconfig(kubeconfig(CA, server.bearerToken()));
        config.setOnlyHttpWatches(onlyHttpWatches);
        config.setRequestRetryBackoffLimit(0);
        // Reconnect quickly after the emulator ends a watch (the default waits a second and more).
        config.setWatchReconnectInterval(50);
        return new KubernetesClientBuilder().withConfig(config).build();
    }

    KubernetesClient client(EmulatorCa trusted, String token) {
        Config config = Config.fromKubeconfig(kubeconfig(trusted, token));
        config.setRequestRetryBackoffLimit(0);
        return new KubernetesClientBuilder().withConfig(config).build();
    }

    /**
     * A request shaped like kubectl 1.32's: bearer token, {@code User-Agent: kubectl/v1.32.0 ...},
     * {@code Accept: application/json}, the body with {@code contentType} (no body when null).
     */
    HttpResponse<String> kubectl(String method, String pathAndQuery, String contentType, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.serverUrl() + pathAndQuery))
                .header("Authorization", "Bearer " + server.bearerToken())
                .header("User-Agent", "kubectl/v1.32.0 (linux/amd64) kubernetes/70d3cc9")
                .header("Accept", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        try {
            return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static final HttpClient HTTP = HttpClient.newBuilder().sslContext(CA.clientContext()).build();

    @Override
    public void close() {
        client.close();
        server.close();
    }
}
