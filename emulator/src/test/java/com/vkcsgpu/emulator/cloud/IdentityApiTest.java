package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.net.ssl.SSLHandshakeException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IdentityApiTest {
    static VkCloudEmulator cloud;
    static CloudClient client;

    @BeforeAll
    static void start() {
        cloud = VkCloudEmulator.builder().timeScale(0.001).withoutKubeApi().start();
        client = new CloudClient(cloud);
    }

    @AfterAll
    static void stop() {
        cloud.close();
    }

    @Test
    void identityUrlLooksLikeVks() {
        assertTrue(cloud.identityUrl().toString().endsWith("/identity/v3/"), cloud.identityUrl().toString());
        assertTrue(cloud.identityUrl().toString().startsWith("https://127.0.0.1:"));
        assertEquals("users", cloud.credentials().userDomainName());
        assertEquals("RegionOne", cloud.credentials().region());
        assertTrue(!cloud.credentials().toString().contains(cloud.credentials().password()), "password must not leak");
    }

    @Test
    void passwordAuthReturnsTokenHeaderAndKeystoneBody() {
        EmulatorCredentials user = cloud.credentials();
        CloudClient.Response response = client.send("POST", cloud.identityUrl().resolve("auth/tokens"),
                CloudClient.passwordAuth(user, user.password(), user.projectId()), null);
        assertEquals(201, response.status(), response.body());
        assertNotNull(response.header("X-Subject-Token"));
        JsonObject token = response.json().getAsJsonObject("token");
        assertEquals(Set.of("methods", "user", "audit_ids", "expires_at", "issued_at", "project", "is_domain", "roles", "catalog"),
                token.keySet());
        assertEquals("password", token.getAsJsonArray("methods").get(0).getAsString());
        assertEquals(user.username(), token.getAsJsonObject("user").get("name").getAsString());
        assertEquals("users", token.getAsJsonObject("user").getAsJsonObject("domain").get("name").getAsString());
        assertEquals(user.projectId(), token.getAsJsonObject("project").get("id").getAsString());
        Instant expiresAt = Instant.parse(token.get("expires_at").getAsString());
        assertTrue(expiresAt.isAfter(Instant.now().minusSeconds(1)));
    }

    @Test
    void catalogHasPublicAndInternalEndpointsOfManagedK8sAndCompute() {
        EmulatorCredentials user = cloud.credentials();
        JsonObject token = client.send("POST", cloud.identityUrl().resolve("auth/tokens"),
                CloudClient.passwordAuth(user, user.password(), user.projectId()), null).json().getAsJsonObject("token");
        Set<String> types = new TreeSet<>();
        String publicMk8s = null;
        String internalMk8s = null;
        String publicCompute = null;
        for (JsonElement service : token.getAsJsonArray("catalog")) {
            JsonObject s = service.getAsJsonObject();
            types.add(s.get("type").getAsString());
            for (JsonElement e : s.getAsJsonArray("endpoints")) {
                JsonObject endpoint = e.getAsJsonObject();
                assertEquals(Set.of("id", "interface", "region", "region_id", "url"), endpoint.keySet());
                assertEquals("RegionOne", endpoint.get("region_id").getAsString());
                String url = endpoint.get("url").getAsString();
                String iface = endpoint.get("interface").getAsString();
                if (s.get("type").getAsString().equals("managed-k8s")) {
                    if (iface.equals("public")) {
                        publicMk8s = url;
                    } else {
                        internalMk8s = url;
                    }
                }
                if (s.get("type").getAsString().equals("compute") && iface.equals("public")) {
                    publicCompute = url;
                }
            }
        }
        assertTrue(types.containsAll(Set.of("identity", "managed-k8s", "compute")), types.toString());
        assertEquals(cloud.managedK8sUrl().toString(), publicMk8s + "/");
        assertEquals(cloud.computeUrl().toString(), publicCompute + "/");
        // the public endpoint works with the token, the internal one is not reachable from a client
        String tokenValue = client.login().token;
        assertEquals(200, client.send("GET", URI.create(publicMk8s + "/clusters/k8s_versions"), null, tokenValue).status());
        assertEquals(404, client.send("GET", URI.create(internalMk8s + "/clusters/k8s_versions"), null, tokenValue).status());
    }

    @Test
    void wrongPasswordAndUnknownProjectAre401InKeystoneShape() {
        EmulatorCredentials user = cloud.credentials();
        for (String body : List.of(CloudClient.passwordAuth(user, "wrong", user.projectId()),
                CloudClient.passwordAuth(user, user.password(), "0000000000000000000000000000dead"))) {
            CloudClient.Response response = client.send("POST", cloud.identityUrl().resolve("auth/tokens"), body, null);
            assertEquals(401, response.status());
            JsonObject error = response.json().getAsJsonObject("error");
            assertEquals(401, error.get("code").getAsInt());
            assertEquals("Unauthorized", error.get("title").getAsString());
            assertNull(response.header("X-Subject-Token"));
        }
    }

    @Test
    void tokenMethodRescopesKeepingTheExpiry() {
        String first = client.login().token;
        String body = """
                {"auth":{"identity":{"methods":["token"],"token":{"id":"%s"}},"scope":{"project":{"id":"%s"}}}}"""
                .formatted(first, cloud.credentials().projectId());
        CloudClient.Response response = client.send("POST", cloud.identityUrl().resolve("auth/tokens"), body, null);
        assertEquals(201, response.status(), response.body());
        assertEquals("token", response.json().getAsJsonObject("token").getAsJsonArray("methods").get(0).getAsString());
    }

    @Test
    void requestsWithoutOrWithUnknownTokenAre401() {
        assertEquals(401, client.send("GET", cloud.managedK8sUrl().resolve("clusters/k8s_versions"), null, null).status());
        assertEquals(401, client.send("GET", cloud.managedK8sUrl().resolve("clusters/k8s_versions"), null, "nope").status());
        assertEquals(401, client.send("GET", cloud.computeUrl().resolve("flavors/detail"), null, "nope").status());
    }

    /**
     * VK's hour at time scale 0.001 would be 3.6 s, which a starved client can spend between a token's issue and its
     * use: scaled, a lifetime keeps the floor (ten minutes), or its own realistic length when that is shorter.
     */
    @ParameterizedTest(name = "realistic {0} at time scale {1} lasts {2}")
    @CsvSource({"PT1H, 0.001, PT10M", "PT1H, 0.5, PT30M", "PT5M, 0.001, PT5M", "PT1H, 1.0, PT1H"})
    void aScaledTokenLifetimeNeverFallsBelowTheFloor(Duration realistic, double timeScale, Duration lasts) {
        try (VkCloudEmulator scaled = VkCloudEmulator.builder().timeScale(timeScale).withoutKubeApi()
                .tokenLifetime(realistic).start()) {
            JsonObject token = new CloudClient(scaled).loginAnswer().json().getAsJsonObject("token");
            Duration lifetime = Duration.between(Instant.parse(token.get("issued_at").getAsString()),
                    Instant.parse(token.get("expires_at").getAsString()));
            // issued_at and expires_at are read from the clock one after the other: microseconds apart at most.
            assertTrue(lifetime.minus(lasts).abs().compareTo(Duration.ofSeconds(1)) < 0, lifetime::toString);
        }
    }

    @Test
    void tokensExpireAfterAnExactLifetimeATestAskedFor() {
        try (VkCloudEmulator shortLived = VkCloudEmulator.builder().timeScale(0.001).withoutKubeApi()
                .exactTokenLifetime(Duration.ofMillis(50)).start()) {
            CloudClient c = new CloudClient(shortLived).login();
            CloudClient.await("token expiry", () -> c.mk8s("GET", "clusters/k8s_versions").status() == 401);
            assertEquals(201, c.send("POST", shortLived.identityUrl().resolve("auth/tokens"),
                    CloudClient.passwordAuth(shortLived.credentials(), shortLived.credentials().password(),
                            shortLived.credentials().projectId()), null).status());
        }
    }

    @Test
    void untrustedClientFailsTlsVerification() {
        HttpClient untrusting = HttpClient.newHttpClient(); // JDK default trust store only
        assertThrows(SSLHandshakeException.class, () -> untrusting.send(
                HttpRequest.newBuilder(cloud.identityUrl().resolve("auth/tokens")).build(),
                HttpResponse.BodyHandlers.ofString()));
    }

    @Test
    void caFileHoldsTheCaPem() throws Exception {
        assertEquals(cloud.caCertificatePem(), java.nio.file.Files.readString(cloud.caFile()));
    }
}
