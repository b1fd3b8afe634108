package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import com.vkcsgpu.provider.wait.WaitControl;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.Yaml;

/** An emulated Kubernetes API server and a client built from its kubeconfig, as production builds one. */
public final class KubeTestCluster implements AutoCloseable {
    /** One CA for all tests (generating keys is the slow part). */
    public static final EmulatorCa CA = EmulatorCa.generate("provider test CA");

    private final KubeApiServer server;
    private final KubernetesClient client;
    /** Progress lines reported by waits through {@link #control(Duration)}. */
    public final List<String> progress = new ArrayList<>();

    /** Starts a cluster named {@code name}. */
    public KubeTestCluster(String name) {
        server = KubeApiServer.start(name, CA);
        client = KubeClients.fromKubeconfig(kubeconfig());
    }

    /** The kubeconfig the cloud would hand out for this cluster. */
    public String kubeconfig() {
        return kubeconfig(CA, server.bearerToken());
    }

    /** A kubeconfig trusting {@code ca} and carrying {@code token}. */
    public String kubeconfig(EmulatorCa ca, String token) {
        Map<String, Object> cluster = new LinkedHashMap<>();
        cluster.put("server", server.serverUrl().toString());
        cluster.put("certificate-authority-data",
                Base64.getEncoder().encodeToString(ca.caCertificatePem().getBytes(StandardCharsets.UTF_8)));
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("apiVersion", "v1");
        config.put("kind", "Config");
        config.put("clusters", List.of(Map.of("name", "test", "cluster", cluster)));
        config.put("users", List.of(Map.of("name", "admin", "user", Map.of("token", token))));
        config.put("contexts", List.of(Map.of("name", "test", "context", Map.of("cluster", "test", "user", "admin"))));
        config.put("current-context", "test");
        return new Yaml().dump(config);
    }

    public KubernetesClient client() {
        return client;
    }

    public KubeStore store() {
        return server.store();
    }

    public KubeApiServer server() {
        return server;
    }

    /** A wait control ending {@code timeout} from now that records progress. */
    public WaitControl control(Duration timeout) {
        return WaitControl.of(Instant.now().plus(timeout), () -> false, line -> {
            synchronized (progress) {
                progress.add(line);
            }
        });
    }

    /** An applier polling every 20 ms. */
    public ObjectApplier applier() {
        return new ObjectApplier(client, Duration.ofMillis(20));
    }

    @Override
    public void close() {
        client.close();
        server.close();
    }
}
