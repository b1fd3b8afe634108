package com.vkcsgpu.provider.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.tls.EmulatorCa;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import com.vkcsgpu.provider.secret.SecretString;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.Yaml;

class KubeClientsTest {
    static KubeTestCluster cluster;

    @BeforeAll
    static void start() {
        cluster = new KubeTestCluster("clients");
    }

    @AfterAll
    static void stop() {
        cluster.close();
    }

    @Test
    void talksToTheClusterOfTheKubeconfigVerifyingItsCertificate() {
        try (KubernetesClient client = KubeClients.fromKubeconfig(cluster.kubeconfig())) {
            assertEquals("31", client.getKubernetesVersion().getMinor());
        }
    }

    @Test
    void refusesAServerSignedByAnotherCa() {
        EmulatorCa stranger = EmulatorCa.generate("someone else");
        try (KubernetesClient client = KubeClients.fromKubeconfig(cluster.kubeconfig(stranger,
                cluster.server().bearerToken()))) {
            assertThrows(KubernetesClientException.class, () -> client.namespaces().list());
        }
    }

    /**
     * kubectl trusts only a kubeconfig's certificate-authority-data; so does the provider: a JDK trust store that
     * would accept the server's certificate does not make a server signed by another CA than the kubeconfig's
     * acceptable.
     */
    @Test
    void theKubeconfigsCaIsTheOnlyTrustAnchorWhateverTheJdksStoreHolds(@TempDir Path dir) throws Exception {
        java.security.KeyStore store = java.security.KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setCertificateEntry("emulator", KubeTestCluster.CA.caCertificate());
        Path file = dir.resolve("cacerts.p12");
        try (var out = Files.newOutputStream(file)) {
            store.store(out, "changeit".toCharArray());
        }
        String previous = System.getProperty("javax.net.ssl.trustStore");
        String previousPassword = System.getProperty("javax.net.ssl.trustStorePassword");
        System.setProperty("javax.net.ssl.trustStore", file.toString());
        System.setProperty("javax.net.ssl.trustStorePassword", "changeit");
        try (KubernetesClient client = KubeClients.fromKubeconfig(cluster.kubeconfig(EmulatorCa.generate("someone else"),
                cluster.server().bearerToken()))) {
            assertThrows(KubernetesClientException.class, () -> client.namespaces().list());
        } finally {
            restore("javax.net.ssl.trustStore", previous);
            restore("javax.net.ssl.trustStorePassword", previousPassword);
        }
    }

    private static void restore(String property, String previous) {
        if (previous == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, previous);
        }
    }

    @Test
    void refusesAKubeconfigThatSkipsVerification() {
        Map<String, Object> config = new Yaml().load(cluster.kubeconfig());
        @SuppressWarnings("unchecked")
        Map<String, Object> server = (Map<String, Object>) ((Map<String, Object>) ((List<Object>) config.get("clusters"))
                .get(0)).get("cluster");
        server.remove("certificate-authority-data");
        server.put("insecure-skip-tls-verify", true);
        String insecure = new Yaml().dump(config);
        KubeOperationException e = assertThrows(KubeOperationException.class, () -> KubeClients.fromKubeconfig(insecure));
        assertTrue(e.getMessage().contains("skip TLS verification"), e.getMessage());
    }

    /** {@code tokens} for the test cluster, as the provider's bearer is for a cluster VK Cloud reports. */
    private static KeystoneBearer toTheCluster(KeystoneBearer tokens) {
        return KeystoneBearer.onlyTo(cluster.server().serverUrl().toString(), tokens);
    }

    /** The test cluster's kubeconfig with its user replaced by {@code user}. */
    private static String withUser(Map<String, Object> user) {
        Map<String, Object> config = new Yaml().load(cluster.kubeconfig());
        config.put("users", List.of(Map.of("name", "admin", "user", user)));
        return new Yaml().dump(config);
    }

    /** An exec user whose command, if anyone ran it, would create {@code marker}. */
    private static Map<String, Object> execUser(Path command, Path marker) throws IOException {
        Files.writeString(command, "#!/bin/sh\ntouch '" + marker + "'\n"
                + "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1beta1\",\"kind\":\"ExecCredential\","
                + "\"status\":{\"token\":\"from-exec\"}}'\n");
        command.toFile().setExecutable(true);
        return Map.of("exec", Map.of("apiVersion", "client.authentication.k8s.io/v1beta1", "command", command.toString(),
                "args", List.of(), "env", List.of(Map.of("name", "OS_AUTH_URL", "value", "https://example.invalid/v3/"))));
    }

    @Test
    void aKeystoneAuthExecUserIsNeverRunAndTheProvidersKeystoneTokenAuthenticatesInstead(@TempDir Path dir) throws Exception {
        Path marker = dir.resolve("ran");
        String kubeconfig = withUser(execUser(dir.resolve("keystone-auth"), marker));
        List<String> askedOn = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.concurrent.CountDownLatch renewed = new java.util.concurrent.CountDownLatch(1);
        cluster.server().acceptKeystoneTokens(token -> token.equals("keystone-token"));
        try (KubernetesClient client = KubeClients.fromKubeconfig(kubeconfig, toTheCluster(() -> {
            askedOn.add(Thread.currentThread().getName());
            if (askedOn.size() > 1) {
                renewed.countDown();
            }
            return SecretString.of("keystone-token");
        }))) {
            assertFalse(client.namespaces().list().getItems().isEmpty());
            assertTrue(renewed.await(30, java.util.concurrent.TimeUnit.SECONDS), "the token is renewed in the background");
            assertTrue(askedOn.stream().noneMatch(name -> name.contains("eventloop")),
                    "Keystone is never called on fabric8's event loop: " + askedOn);
        } finally {
            cluster.server().acceptKeystoneTokens(token -> false);
        }
        assertFalse(Files.exists(marker), "the exec command named in the kubeconfig was run");
    }

    @Test
    void renewedTokensAreServedWithoutBlockingTheAskingThread() {
        List<String> tokens = new java.util.ArrayList<>(List.of("first", "second"));
        RenewedBearer bearer = new RenewedBearer(() -> SecretString.of(tokens.remove(0)), Runnable::run);
        assertEquals("first", bearer.token());
        bearer.renew();
        assertEquals("second", bearer.token());
        bearer.renew(); // the session fails (no token left): the current one is kept
        assertEquals("second", bearer.token());
    }

    /** A session whose token stays "lapsed" until a refusal makes it authenticate again; records who asked. */
    private static final class LapsingSession implements KeystoneBearer {
        final List<String> renewedAfter = new java.util.concurrent.CopyOnWriteArrayList<>();
        final List<String> renewedOn = new java.util.concurrent.CopyOnWriteArrayList<>();
        private volatile String current = "lapsed";

        @Override
        public SecretString token() {
            return SecretString.of(current);
        }

        @Override
        public SecretString renewAfterRefusal(SecretString refused) {
            renewedAfter.add(refused.reveal());
            renewedOn.add(Thread.currentThread().getName());
            current = "renewed-" + renewedAfter.size();
            return token();
        }
    }

    @Test
    void aTokenThatLapsedBeforeItsRenewalIsRenewedOnRefusalAndTheRequestSucceeds(@TempDir Path dir) throws Exception {
        String kubeconfig = withUser(execUser(dir.resolve("keystone-auth"), dir.resolve("ran")));
        LapsingSession session = new LapsingSession();
        cluster.server().acceptKeystoneTokens(token -> token.startsWith("renewed-"));
        try (KubernetesClient client = KubeClients.fromKubeconfig(kubeconfig, toTheCluster(session))) {
            assertFalse(client.namespaces().list().getItems().isEmpty());
            try (var watch = client.namespaces().watch(new io.fabric8.kubernetes.client.Watcher<>() {
                @Override
                public void eventReceived(Action action, io.fabric8.kubernetes.api.model.Namespace resource) {
                }

                @Override
                public void onClose(io.fabric8.kubernetes.client.WatcherException cause) {
                }
            })) {
                assertEquals(List.of("lapsed"), session.renewedAfter, "one renewal, after the lapsed token was refused");
            }
            assertTrue(session.renewedOn.stream().noneMatch(name -> name.contains("eventloop")),
                    "Keystone is never called on fabric8's event loop: " + session.renewedOn);
        } finally {
            cluster.server().acceptKeystoneTokens(token -> false);
        }
    }

    /**
     * A renewed token refused as well (a Keystone node that has not yet received a rotated key): the request is
     * renewed once more and passes, for a list and for a watch opened after the API stopped taking the token in use.
     */
    @Test
    void aRenewedTokenRefusedAsWellIsRenewedOnceMoreAndTheRequestSucceeds(@TempDir Path dir) throws Exception {
        String kubeconfig = withUser(execUser(dir.resolve("keystone-auth"), dir.resolve("ran")));
        LapsingSession session = new LapsingSession();
        java.util.Set<String> refusedTokens = java.util.concurrent.ConcurrentHashMap.newKeySet();
        refusedTokens.add("renewed-1");
        cluster.server().acceptKeystoneTokens(token -> token.startsWith("renewed-") && !refusedTokens.contains(token));
        try (KubernetesClient client = KubeClients.fromKubeconfig(kubeconfig, toTheCluster(session))) {
            assertFalse(client.namespaces().list().getItems().isEmpty());
            assertEquals(List.of("lapsed", "renewed-1"), session.renewedAfter, "renewed twice for the list");

            refusedTokens.addAll(List.of("renewed-2", "renewed-3"));
            try (var watch = client.namespaces().watch(new io.fabric8.kubernetes.client.Watcher<>() {
                @Override
                public void eventReceived(Action action, io.fabric8.kubernetes.api.model.Namespace resource) {
                }

                @Override
                public void onClose(io.fabric8.kubernetes.client.WatcherException cause) {
                }
            })) {
                assertEquals(List.of("lapsed", "renewed-1", "renewed-2", "renewed-3"), session.renewedAfter,
                        "renewed twice more for the watch, which opened with the last token");
            }
        } finally {
            cluster.server().acceptKeystoneTokens(token -> false);
        }
    }

    @Test
    void credentialsRefusedAfterTwoRenewalsFailWith401SayingSo(@TempDir Path dir) throws Exception {
        String kubeconfig = withUser(execUser(dir.resolve("keystone-auth"), dir.resolve("ran")));
        LapsingSession session = new LapsingSession();
        cluster.server().acceptKeystoneTokens(token -> false);
        try (KubernetesClient client = KubeClients.fromKubeconfig(kubeconfig, toTheCluster(session))) {
            KubernetesClientException refused = assertThrows(KubernetesClientException.class,
                    () -> client.namespaces().list());
            assertEquals(401, refused.getCode());
            assertEquals(List.of("lapsed", "renewed-1"), session.renewedAfter,
                    "renewed twice, then the refusal is the answer");
            String said = KubeApiFailure.describe(refused);
            assertTrue(said.contains("refused the credentials (HTTP 401: ") && said.contains("refused again after 2 renewals")
                    && !said.contains("renewed-"), said);
        }
    }

    @Test
    void aKeystoneAuthKubeconfigWithoutCloudCredentialsSaysWhatToSet(@TempDir Path dir) throws IOException {
        Path marker = dir.resolve("ran");
        String kubeconfig = withUser(execUser(dir.resolve("client-keystone-auth"), marker));
        KubeOperationException e = assertThrows(KubeOperationException.class, () -> KubeClients.fromKubeconfig(kubeconfig));
        assertTrue(e.getMessage().contains("vkcs-gpu:username, vkcs-gpu:password and vkcs-gpu:projectId"), e.getMessage());
        assertFalse(Files.exists(marker), "the exec command named in the kubeconfig was run");
    }

    static Stream<Arguments> refusedUsers() {
        return Stream.of(
                Arguments.of("another exec plugin", Map.of("exec", Map.of("apiVersion", "client.authentication.k8s.io/v1beta1",
                        "command", "aws-iam-authenticator")), "exec plugin 'aws-iam-authenticator'"),
                Arguments.of("an auth-provider", Map.of("auth-provider", Map.of("name", "oidc")), "auth-provider 'oidc'"),
                Arguments.of("basic auth", Map.of("username", "admin", "password", "secret-pw"), "basic auth"),
                Arguments.of("a token file", Map.of("tokenFile", "/var/run/token"), "file references"),
                Arguments.of("no credentials", Map.of(), "has no credentials"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusedUsers")
    void otherUsersAreRefusedBeforeAnyConnectionNamingWhatToPass(String name, Map<String, Object> user, String fragment) {
        KubeOperationException e = assertThrows(KubeOperationException.class,
                () -> KubeClients.config(withUser(user), () -> SecretString.of("unused")));
        assertTrue(e.getMessage().contains(fragment), e.getMessage());
        assertFalse(e.getMessage().contains("secret-pw"), e.getMessage());
    }

    @Test
    void anExecPluginThatWouldWriteAFileIsRefusedAndNotRun(@TempDir Path dir) throws IOException {
        Path marker = dir.resolve("ran");
        String kubeconfig = withUser(execUser(dir.resolve("get-token"), marker));
        KubeOperationException e = assertThrows(KubeOperationException.class,
                () -> KubeClients.fromKubeconfig(kubeconfig, () -> SecretString.of("t")));
        assertTrue(e.getMessage().contains("exec plugin 'get-token'") && e.getMessage().contains("never runs a command"),
                e.getMessage());
        assertFalse(Files.exists(marker), "the exec command named in the kubeconfig was run");
    }

    @Test
    void aClientCertificateUserIsUsedAsItIs() {
        io.fabric8.kubernetes.client.Config config = KubeClients.config(withUser(Map.of(
                "client-certificate-data", "Y2VydA==", "client-key-data", "a2V5")), KeystoneBearer.NONE);
        assertEquals("Y2VydA==", config.getClientCertData());
        assertEquals("a2V5", config.getClientKeyData());
        assertEquals(null, config.getOauthTokenProvider());
    }

    @Test
    void anUnreachableInternalApiAddressFailsAtOnceNamingPublicIp() throws Exception {
        // Only private addresses are probed (privateAddressesAreTheOnesProbed); the probe itself is shown on a
        // loopback port nothing listens on, as tests here never send traffic beyond this machine.
        int closedPort;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort();
        }
        java.net.URI server = java.net.URI.create("https://127.0.0.1:" + closedPort);
        KubeOperationException e = assertThrows(KubeOperationException.class,
                () -> ApiReachability.probe(server, java.net.InetAddress.getLoopbackAddress(), null));
        assertTrue(e.getMessage().contains("127.0.0.1:" + closedPort) && e.getMessage().contains("publicIp is false")
                && e.getMessage().contains("Set publicIp: true"), e.getMessage());
    }

    @Test
    void aReachableApiPassesTheProbe() {
        java.net.URI server = java.net.URI.create(serverOf(cluster.kubeconfig()));
        ApiReachability.probe(server, java.net.InetAddress.getLoopbackAddress(), caOf(cluster.kubeconfig()));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> clusterEntry(String kubeconfig) {
        Map<String, Object> config = new Yaml().load(kubeconfig);
        return (Map<String, Object>) ((Map<String, Object>) ((List<Object>) config.get("clusters")).get(0)).get("cluster");
    }

    private static String serverOf(String kubeconfig) {
        return (String) clusterEntry(kubeconfig).get("server");
    }

    private static String caOf(String kubeconfig) {
        return (String) clusterEntry(kubeconfig).get("certificate-authority-data");
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"10.0.0.5, true", "172.16.3.1, true", "192.168.1.1, true",
        "100.64.0.1, true", "fd00::1, true", "95.163.1.2, false", "127.0.0.1, false", "8.8.8.8, false"})
    void privateAddressesAreTheOnesProbed(String address, boolean expected) throws Exception {
        assertEquals(expected, ApiReachability.isPrivate(java.net.InetAddress.getByName(address)));
    }

    @Test
    void aBrokenKubeconfigIsReportedWithoutItsContent() {
        String broken = "users: [{name: admin, user: {token: s3cr3t-token}}\nclusters: {";
        KubeOperationException e = assertThrows(KubeOperationException.class, () -> KubeClients.fromKubeconfig(broken));
        assertFalse(e.getMessage().contains("s3cr3t-token"), e.getMessage());
        assertTrue(e.getMessage().contains("kubeconfig"), e.getMessage());
        assertThrows(KubeOperationException.class, () -> KubeClients.fromKubeconfig(" "));
    }
}
