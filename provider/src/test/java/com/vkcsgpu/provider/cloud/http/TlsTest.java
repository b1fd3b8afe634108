package com.vkcsgpu.provider.cloud.http;

import com.vkcsgpu.provider.cloud.ClientFixture;
import com.vkcsgpu.provider.cloud.CloudSettings;
import com.vkcsgpu.provider.cloud.FakeCloudClientTest;
import com.vkcsgpu.provider.cloud.VkcsClient;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.tls.EmulatorCa;
import org.junit.jupiter.api.Test;

/** TLS is verified by default; a custom CA adds trust; nothing turns verification off. */
class TlsTest extends FakeCloudClientTest {
    @Test
    void aServerSignedByAnUnknownCaIsRefusedWithAHintAndNoRetry() {
        CloudSettings settings = cloud.settings().withCaCertificate(null);
        VkcsClient client = VkcsClient.create(settings, ClientFixture.options(time, 4));

        VkcsTransportException error = assertThrows(VkcsTransportException.class, () -> client.clusters().kubernetesVersions());

        assertTrue(error.isTlsFailure());
        assertFalse(error.isRetryable());
        assertTrue(error.getMessage().contains("vkcs-gpu:caCertificate"), error.getMessage());
        assertTrue(time.sleeps().isEmpty(), "a certificate problem is not retried");
        assertTrue(cloud.requests.isEmpty());
    }

    @Test
    void trustingAnotherCaDoesNotTrustThisServer() {
        CloudSettings settings = cloud.settings().withCaCertificate(EmulatorCa.generate("someone else").caCertificatePem());
        VkcsClient client = VkcsClient.create(settings, ClientFixture.options(time, 4));

        VkcsTransportException error = assertThrows(VkcsTransportException.class, () -> client.clusters().kubernetesVersions());
        assertTrue(error.isTlsFailure());
    }

    @Test
    void theCustomCaIsTrustedAlongsideTheJdkDefaults() {
        VkcsClient client = VkcsClient.create(cloud.settings(), ClientFixture.options(time, 4));

        assertEquals(2, client.clusters().kubernetesVersions().size());
        assertTrue(javax.net.ssl.SSLContext.class.isInstance(TlsTrust.sslContext(cloud.ca.caCertificatePem())));
    }

    @Test
    void aMalformedCaCertificateNamesTheSetting() {
        CloudSettings settings = cloud.settings().withCaCertificate("not a certificate");

        VkcsConfigurationException error = assertThrows(VkcsConfigurationException.class, () -> VkcsClient.create(settings));

        assertTrue(error.getMessage().contains("vkcs-gpu:caCertificate"), error.getMessage());
    }
}
