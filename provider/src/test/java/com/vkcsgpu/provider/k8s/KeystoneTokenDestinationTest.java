package com.vkcsgpu.provider.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.calllog.CallLog;
import com.vkcsgpu.provider.cloud.http.PlainHttp;
import com.vkcsgpu.provider.secret.SecretString;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The provider's Keystone token is good for the whole project, so it goes only to the API address VK Cloud
 * reports for the cluster, over https, verified with the cluster's CA. A listener on 127.0.0.1 stands for any
 * other server a kubeconfig could name: it must receive nothing, and the token is never even fetched.
 */
class KeystoneTokenDestinationTest {
    private static KubeTestCluster cluster;
    private final AtomicInteger tokensAsked = new AtomicInteger();
    private final KeystoneBearer tokens = () -> {
        tokensAsked.incrementAndGet();
        return SecretString.of("project-wide-keystone-token");
    };
    private ServerSocket listener;

    @BeforeAll
    static void start() {
        cluster = new KubeTestCluster("keystone-destination");
    }

    @AfterAll
    static void stop() {
        cluster.close();
    }

    @AfterEach
    void closeListener() throws IOException {
        if (listener != null) {
            listener.close();
        }
    }

    private String listenerUrl(String scheme) throws IOException {
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        return scheme + "://127.0.0.1:" + listener.getLocalPort();
    }

    /** The listener has no connection waiting: whatever was refused was refused before connecting. */
    private void assertListenerReceivedNothing() throws IOException {
        listener.setSoTimeout(200);
        assertThrows(SocketTimeoutException.class, () -> listener.accept().close(), "the listener was connected to");
        assertEquals(0, tokensAsked.get(), "the Keystone token was fetched for a server it must not go to");
    }

    /** The test cluster's kubeconfig with VK's keystone-auth exec user, its server and CA edited by {@code edit}. */
    @SuppressWarnings("unchecked")
    private static String keystoneKubeconfig(java.util.function.Consumer<Map<String, Object>> edit) {
        Map<String, Object> config = new Yaml().load(cluster.kubeconfig());
        config.put("users", List.of(Map.of("name", "admin", "user", Map.of("exec", Map.of(
                "apiVersion", "client.authentication.k8s.io/v1beta1", "command", "keystone-auth")))));
        edit.accept((Map<String, Object>) ((Map<String, Object>) ((List<Object>) config.get("clusters")).get(0)).get("cluster"));
        return new Yaml().dump(config);
    }

    private KeystoneBearer reportedForTheCluster() {
        return KeystoneBearer.onlyTo(cluster.server().serverUrl().toString(), tokens);
    }

    @Test
    void anHttpsServerThatIsNotTheClustersRecordedAddressGetsNoToken() throws IOException {
        String elsewhere = listenerUrl("https");
        String kubeconfig = keystoneKubeconfig(c -> c.put("server", elsewhere));

        KubeOperationException e = assertThrows(KubeOperationException.class,
                () -> KubeClients.fromKubeconfig(kubeconfig, reportedForTheCluster()));

        assertTrue(e.getMessage().contains("is not where the provider sends its Keystone token"), e.getMessage());
        assertTrue(e.getMessage().contains(elsewhere), "names the server: " + e.getMessage());
        assertListenerReceivedNothing();
    }

    @Test
    void plainHttpGetsNoTokenAndCheckSaysWhyEvenWithTheLoopbackOptIn() throws IOException {
        String kubeconfig = keystoneKubeconfig(c -> c.put("server", uncheckedUrl("http")));

        Optional<String> problem = KubeClients.problem(kubeconfig);
        assertTrue(problem.orElse("").contains("sends its Keystone token over https only"), problem.toString());
        KubeOperationException e = assertThrows(KubeOperationException.class, () -> KubeClients.fromKubeconfig(
                kubeconfig, reportedForTheCluster(), CallLog.OFF, new PlainHttp(true)));
        assertTrue(e.getMessage().contains("over https only"), e.getMessage());
        assertListenerReceivedNothing();
    }

    @Test
    void aServerNotVerifiedWithTheClustersCaGetsNoToken() throws IOException {
        String kubeconfig = keystoneKubeconfig(c -> {
            c.put("server", uncheckedUrl("https"));
            c.remove("certificate-authority-data");
        });

        Optional<String> problem = KubeClients.problem(kubeconfig);
        assertTrue(problem.orElse("").contains("has no certificate-authority-data"), problem.toString());
        assertThrows(KubeOperationException.class, () -> KubeClients.fromKubeconfig(kubeconfig, reportedForTheCluster()));
        assertListenerReceivedNothing();
    }

    @Test
    void theRecordedAddressGetsTheToken() {
        String kubeconfig = keystoneKubeconfig(c -> { });
        cluster.server().acceptKeystoneTokens(token -> token.equals("project-wide-keystone-token"));
        try (KubernetesClient client = KubeClients.fromKubeconfig(kubeconfig, reportedForTheCluster())) {
            assertTrue(client.namespaces().list().getItems().size() > 0);
        } finally {
            cluster.server().acceptKeystoneTokens(token -> false);
        }
        assertTrue(tokensAsked.get() > 0);
    }

    @Test
    void aStaticTokenKubeconfigOverPlainHttpNeedsTheLoopbackOptIn() throws IOException {
        String loopback = listenerUrl("http");
        String kubeconfig = cluster.kubeconfig().replace(cluster.server().serverUrl().toString(), loopback);

        KubeOperationException refused = assertThrows(KubeOperationException.class,
                () -> KubeClients.fromKubeconfig(kubeconfig, tokens, CallLog.OFF, PlainHttp.REFUSED));
        assertTrue(refused.getMessage().contains("uses plain http") && refused.getMessage().contains(PlainHttp.ENV),
                refused.getMessage());
        assertListenerReceivedNothing();
        KubeClients.fromKubeconfig(kubeconfig, tokens, CallLog.OFF, new PlainHttp(true)).close();

        String remote = cluster.kubeconfig().replace(cluster.server().serverUrl().toString(), "http://10.0.0.5:6443");
        assertTrue(KubeClients.problem(remote).orElse("").contains("uses plain http"), "a remote http server is refused in Check");
    }

    private String uncheckedUrl(String scheme) {
        try {
            return listenerUrl(scheme);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
