package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.auth.Endpoints;
import com.vkcsgpu.provider.cloud.http.VkcsAuthException;
import com.vkcsgpu.provider.cloud.http.VkcsConfigurationException;
import com.vkcsgpu.provider.secret.SecretString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AuthenticationTest extends FakeCloudClientTest {
    @Test
    void passwordAuthScopesToTheProjectAndUsesThePublicEndpointOfTheRegion() {
        VkcsClient client = ClientFixture.client(cloud, time);

        assertEquals(List.of("v1.34.2", "v1.33.3"), client.clusters().kubernetesVersions());

        FakeCloud.Seen auth = cloud.requests.get(0);
        assertEquals("identity/v3/auth/tokens", auth.path());
        var body = FakeCloud.parse(auth.body()).getAsJsonObject().getAsJsonObject("auth");
        assertEquals("password", body.getAsJsonObject("identity").getAsJsonArray("methods").get(0).getAsString());
        assertEquals("users", body.getAsJsonObject("identity").getAsJsonObject("password").getAsJsonObject("user")
                .getAsJsonObject("domain").get("name").getAsString());
        assertEquals(FakeCloud.PROJECT, body.getAsJsonObject("scope").getAsJsonObject("project").get("id").getAsString());
        // the catalog's public RegionOne URL (not internal, not the other region), normalised with a slash
        FakeCloud.Seen versions = cloud.requests.get(1);
        assertEquals("mk8s/v2/clusters/k8s_versions", versions.path());
        assertTrue(versions.token().startsWith("gAAAAtoken-"));
    }

    @Test
    void endpointOverrideWinsOverTheCatalogAndIsNormalised() {
        CloudSettings settings = cloud.settings().withEndpointOverrides(Map.of(Endpoints.COMPUTE, cloud.base() + "compute/v2.1"));
        cloud.addFlavor("f1", "STD2-4-8", 4, 8192);
        VkcsClient client = VkcsClient.create(settings, ClientFixture.options(time, 3));

        assertEquals(1, client.compute().listFlavors().size());
        assertEquals(1, cloud.count("GET", "compute/v2.1/flavors/detail"));
    }

    @Test
    void aTokenIsReusedUntilItNearsExpiryThenRenewedWithoutA401() {
        VkcsClient client = ClientFixture.client(cloud, time);
        client.clusters().kubernetesVersions();
        client.clusters().kubernetesVersions();
        assertEquals(1, cloud.count("POST", "identity/v3/auth/tokens"));

        time.advance(Duration.ofMinutes(59));
        client.clusters().kubernetesVersions();

        assertEquals(2, cloud.count("POST", "identity/v3/auth/tokens"));
    }

    @Test
    void aShortLivedTokenIsUsedForThreeQuartersOfItsLifeNotRenewedOnEveryCall() {
        cloud.tokenLifetime = Duration.ofMinutes(4);
        VkcsClient client = ClientFixture.client(cloud, time);
        client.clusters().kubernetesVersions();
        time.advance(Duration.ofSeconds(150));
        client.clusters().kubernetesVersions();
        assertEquals(1, cloud.count("POST", "identity/v3/auth/tokens"), "a 2-minute margin would renew a 4-minute token here");

        time.advance(Duration.ofSeconds(60));
        client.clusters().kubernetesVersions();

        assertEquals(2, cloud.count("POST", "identity/v3/auth/tokens"));
    }

    @Test
    void aTokenRevokedByTheServerIsRenewedOnceOn401() {
        VkcsClient client = ClientFixture.client(cloud, time);
        client.clusters().kubernetesVersions();
        cloud.expireAllTokens();

        assertEquals(2, client.clusters().kubernetesVersions().size());

        assertEquals(2, cloud.count("POST", "identity/v3/auth/tokens"));
        assertEquals(3, cloud.count("GET", "mk8s/v2/clusters/k8s_versions"));
    }

    /** The renewed token refused as well (a Keystone node without the rotated key): renewed once more, and it passes. */
    @Test
    void a401AfterASuccessfulRenewalIsRenewedOnceMoreAndTheCallSucceeds() {
        VkcsClient client = ClientFixture.client(cloud, time);
        cloud.fail("GET", "mk8s/v2/clusters/k8s_versions", 401, "{\"message\":\"token rejected\"}", Map.of());
        cloud.fail("GET", "mk8s/v2/clusters/k8s_versions", 401, "{\"message\":\"renewed token rejected\"}", Map.of());

        assertEquals(2, client.clusters().kubernetesVersions().size());

        assertEquals(3, cloud.count("POST", "identity/v3/auth/tokens"), "the first token and two renewals");
        assertEquals(3, cloud.count("GET", "mk8s/v2/clusters/k8s_versions"));
    }

    @Test
    void a401AfterTwoRenewalsIsAnAuthErrorNotALoop() {
        VkcsClient client = ClientFixture.client(cloud, time);
        cloud.fail("GET", "mk8s/v2/clusters/k8s_versions", 401, "{\"message\":\"token rejected\"}", Map.of());
        cloud.fail("GET", "mk8s/v2/clusters/k8s_versions", 401, "{\"message\":\"token rejected again\"}", Map.of());
        cloud.fail("GET", "mk8s/v2/clusters/k8s_versions", 401, "{\"message\":\"token rejected a third time\"}",
                Map.of());

        VkcsAuthException error = assertThrows(VkcsAuthException.class, () -> client.clusters().kubernetesVersions());

        assertEquals(401, error.status());
        assertTrue(error.getMessage().contains("returned HTTP 401"), error.getMessage());
        assertTrue(error.getMessage().contains("token rejected a third time"), error.getMessage());
        assertFalse(error.isRetryable());
        assertEquals(3, cloud.count("POST", "identity/v3/auth/tokens"));
        assertEquals(3, cloud.count("GET", "mk8s/v2/clusters/k8s_versions"));
    }

    @Test
    void wrongPasswordIsAnAuthErrorThatNamesUserAndProjectButNotThePassword() {
        String wrong = "wr0ng-password-value";
        CloudSettings settings = new CloudSettings(cloud.authUrl(), FakeCloud.USER, SecretString.of(wrong), FakeCloud.PROJECT,
                null, null, null, null, cloud.ca.caCertificatePem());
        VkcsClient client = VkcsClient.create(settings, ClientFixture.options(time, 3));

        VkcsAuthException error = assertThrows(VkcsAuthException.class, () -> client.clusters().kubernetesVersions());

        assertTrue(error.getMessage().contains("authenticate user 'alice' to project 'proj-1'"), error.getMessage());
        assertTrue(error.getMessage().contains("HTTP 401"), error.getMessage());
        assertFalse(error.getMessage().contains(wrong));
        assertEquals(1, cloud.count("POST", "identity/v3/auth/tokens"), "a refused password is not retried");
    }

    @Test
    void accessTokenModeNeverCallsKeystoneAndUsesOverrides() {
        VkcsClient tokenClient = ClientFixture.client(cloud, time);
        tokenClient.clusters().kubernetesVersions();
        String issued = cloud.requests.get(1).token();
        cloud.requests.clear();

        CloudSettings settings = CloudSettings.accessToken(SecretString.of(issued), cloud.overrides()).withCaCertificate(cloud.ca.caCertificatePem());
        VkcsClient client = VkcsClient.create(settings, ClientFixture.options(time, 3));

        assertEquals(2, client.clusters().kubernetesVersions().size());
        assertEquals(0, cloud.count("POST", "identity/v3/auth/tokens"));
    }

    @Test
    void accessTokenModeWithoutAnOverrideSaysWhichOneToSet() {
        CloudSettings settings = CloudSettings.accessToken(SecretString.of("pre-issued-token"),
                Map.of(Endpoints.MANAGED_K8S, cloud.base() + "mk8s/v2/")).withCaCertificate(cloud.ca.caCertificatePem());
        VkcsClient client = VkcsClient.create(settings, ClientFixture.options(time, 3));

        VkcsConfigurationException error = assertThrows(VkcsConfigurationException.class, () -> client.compute().listFlavors());

        assertTrue(error.getMessage().contains("vkcs-gpu:endpoints"), error.getMessage());
        assertTrue(error.getMessage().contains("'compute'"), error.getMessage());
        assertTrue(cloud.requests.isEmpty());
    }

    @Test
    void aRejectedAccessTokenIsAnAuthErrorWithoutRetries() {
        CloudSettings settings = CloudSettings.accessToken(SecretString.of("revoked-token-123"), cloud.overrides())
                .withCaCertificate(cloud.ca.caCertificatePem());
        VkcsClient client = VkcsClient.create(settings, ClientFixture.options(time, 3));

        VkcsAuthException error = assertThrows(VkcsAuthException.class, () -> client.clusters().kubernetesVersions());

        assertFalse(error.getMessage().contains("revoked-token-123"));
        assertEquals(1, cloud.requests.size());
    }

    @Test
    void aRegionMissingFromTheCatalogNamesTheRegionAndTheOverride() {
        CloudSettings settings = new CloudSettings(cloud.authUrl(), FakeCloud.USER, SecretString.of(FakeCloud.PASSWORD),
                FakeCloud.PROJECT, "Nowhere", null, null, null, cloud.ca.caCertificatePem());
        VkcsClient client = VkcsClient.create(settings, ClientFixture.options(time, 3));

        VkcsConfigurationException error = assertThrows(VkcsConfigurationException.class, () -> client.clusters().kubernetesVersions());

        assertTrue(error.getMessage().contains("region 'Nowhere'"), error.getMessage());
        assertTrue(error.getMessage().contains("vkcs-gpu:endpoints"), error.getMessage());
    }

    @Test
    void settingsProblemsAreAllReportedBeforeAnyCall() {
        CloudSettings empty = new CloudSettings(null, null, null, null, null, null, null, null, null);
        VkcsConfigurationException error = assertThrows(VkcsConfigurationException.class, () -> VkcsClient.create(empty));
        assertTrue(error.getMessage().contains("vkcs-gpu:password"), error.getMessage());
        assertTrue(error.getMessage().contains("vkcs-gpu:username"), error.getMessage());
        assertTrue(error.getMessage().contains("vkcs-gpu:projectId"), error.getMessage());

        CloudSettings both = new CloudSettings(null, "u", SecretString.of("p"), "x", null, null, SecretString.of("t"), null, null);
        assertTrue(both.problems().get(0).contains("set only one"));
    }
}
