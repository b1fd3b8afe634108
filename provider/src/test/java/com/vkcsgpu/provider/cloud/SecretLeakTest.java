package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The password and tokens never reach an error message, even when the server echoes them. */
class SecretLeakTest extends FakeCloudClientTest {

    @Test
    void keystoneEchoingTheAuthRequestDoesNotLeakThePassword() {
        cloud.echo("POST", "identity/v3/auth/tokens", 400);

        VkcsApiException error = assertThrows(VkcsApiException.class, () -> client.clusters().kubernetesVersions());

        assertTrue(error.getMessage().contains("[redacted]"), error.getMessage());
        assertFalse(error.getMessage().contains(FakeCloud.PASSWORD), error.getMessage());
        assertFalse(error.serverMessage().contains(FakeCloud.PASSWORD));
    }

    @Test
    void aServiceEchoingTheTokenDoesNotLeakIt() {
        client.clusters().kubernetesVersions();
        String token = cloud.requests.get(1).token();
        assertNotNull(token);
        cloud.echo("POST", "mk8s/v2/clusters", 422);

        VkcsApiException error = assertThrows(VkcsApiException.class,
                () -> client.clusters().createCluster(CreateSafetyTest.cluster("gpu-prod")));

        assertEquals(422, error.status());
        assertFalse(error.getMessage().contains(token), error.getMessage());
        assertTrue(error.getMessage().contains("token=[redacted]"), error.getMessage());
    }

    @Test
    void settingsAndKubeconfigsPrintRedacted() {
        CloudSettings settings = cloud.settings();
        assertFalse(settings.toString().contains(FakeCloud.PASSWORD), settings.toString());
        assertTrue(settings.toString().contains("password=[secret]"));
        String clusterId = cloud.addCluster("c", "RUNNING");
        assertEquals("[secret]", client.clusters().kubeconfig(clusterId).toString());
    }

    @Test
    void exhaustedRetriesAndTransportErrorsCarryNoSecrets() {
        for (int i = 0; i < 4; i++) {
            cloud.fail("GET", "mk8s/v2/clusters/k8s_versions", 500, "{\"message\":\"password " + FakeCloud.PASSWORD + "\"}", Map.of());
        }
        VkcsApiException error = assertThrows(VkcsApiException.class, () -> client.clusters().kubernetesVersions());
        assertFalse(error.getMessage().contains(FakeCloud.PASSWORD), error.getMessage());
    }
}
