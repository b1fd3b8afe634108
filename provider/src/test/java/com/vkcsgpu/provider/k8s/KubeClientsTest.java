package com.vkcsgpu.provider.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.tls.EmulatorCa;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
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

    @Test
    void aBrokenKubeconfigIsReportedWithoutItsContent() {
        String broken = "users: [{name: admin, user: {token: s3cr3t-token}}\nclusters: {";
        KubeOperationException e = assertThrows(KubeOperationException.class, () -> KubeClients.fromKubeconfig(broken));
        assertFalse(e.getMessage().contains("s3cr3t-token"), e.getMessage());
        assertTrue(e.getMessage().contains("kubeconfig"), e.getMessage());
        assertThrows(KubeOperationException.class, () -> KubeClients.fromKubeconfig(" "));
    }
}
