package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.http.RetryPolicy;
import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RetryTest extends FakeCloudClientTest {
    private static final String VERSIONS = "mk8s/v2/clusters/k8s_versions";

    @BeforeEach
    void warmUp() {
        client.clusters().kubernetesVersions();
        cloud.requests.clear();
    }

    @Test
    void serverErrorsAreRetriedWithExponentialBackoffThenSucceed() {
        cloud.fail("GET", VERSIONS, 503, "unavailable", Map.of());
        cloud.fail("GET", VERSIONS, 500, "oops", Map.of());

        assertEquals(2, client.clusters().kubernetesVersions().size());

        assertEquals(3, cloud.count("GET", VERSIONS));
        assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(2)), time.sleeps());
    }

    @Test
    void exhaustedServerErrorsReportOperationStatusRequestIdAndMessage() {
        for (int i = 0; i < 4; i++) {
            cloud.fail("GET", VERSIONS, 502, "{\"message\":\"upstream is down\"}", Map.of("X-Openstack-Request-Id", "req-42"));
        }

        VkcsApiException error = assertThrows(VkcsApiException.class, () -> client.clusters().kubernetesVersions());

        assertEquals(4, cloud.count("GET", VERSIONS), "bounded by maxAttempts");
        assertEquals(502, error.status());
        assertEquals("req-42", error.requestId().orElseThrow());
        assertEquals("upstream is down", error.serverMessage());
        assertTrue(error.isRetryable());
        assertEquals("list Kubernetes versions failed: GET clusters/k8s_versions returned HTTP 502 (request id req-42): upstream is down",
                error.getMessage());
    }

    @Test
    void throttlingHonoursRetryAfterSeconds() {
        cloud.fail("GET", VERSIONS, 429, "slow down", Map.of("Retry-After", "7"));

        client.clusters().kubernetesVersions();

        assertEquals(List.of(Duration.ofSeconds(7)), time.sleeps());
    }

    @Test
    void throttlingHonoursRetryAfterAsAnHttpDate() {
        String inTwelveSeconds = DateTimeFormatter.RFC_1123_DATE_TIME.format(time.instant().plusSeconds(12).atOffset(ZoneOffset.UTC));
        cloud.fail("GET", VERSIONS, 429, "slow down", Map.of("Retry-After", inTwelveSeconds));

        client.clusters().kubernetesVersions();

        assertEquals(List.of(Duration.ofSeconds(12)), time.sleeps());
    }

    @Test
    void anAbsurdRetryAfterIsCapped() {
        cloud.fail("GET", VERSIONS, 429, "slow down", Map.of("Retry-After", "86400"));

        client.clusters().kubernetesVersions();

        assertEquals(List.of(Duration.ofSeconds(60)), time.sleeps());
    }

    @Test
    void connectionResetOnAReadIsRetried() {
        cloud.reset("GET", VERSIONS);

        assertEquals(2, client.clusters().kubernetesVersions().size());
        assertTrue(cloud.count("GET", VERSIONS) >= 2);
    }

    @Test
    void otherClientErrorsAreNeverRetried() {
        cloud.fail("GET", VERSIONS, 400, "{\"badRequest\":{\"message\":\"bad filter\",\"code\":400}}", Map.of());

        VkcsApiException error = assertThrows(VkcsApiException.class, () -> client.clusters().kubernetesVersions());

        assertEquals(1, cloud.count("GET", VERSIONS));
        assertEquals("bad filter", error.serverMessage());
        assertFalse(error.isRetryable());
        assertTrue(time.sleeps().isEmpty());
    }

    @Test
    void readsAnswerEmptyOn404AndDeletesCountItAsDone() {
        assertTrue(client.clusters().findCluster("missing").isEmpty());
        assertTrue(client.nodeGroups().findNodeGroup("missing").isEmpty());
        assertTrue(client.addons().findClusterAddon("missing").isEmpty());
        assertFalse(client.clusters().deleteCluster("missing"));
        String clusterId = cloud.addCluster("c1", "RUNNING");
        assertFalse(client.nodeGroups().deleteNodeGroup(clusterId, "missing", ClientFixture.minutes(time, 1)));
        assertFalse(client.addons().deleteClusterAddon(clusterId, "missing", ClientFixture.minutes(time, 1)));
    }

    @Test
    void backoffGrowsToItsCapAndJitterOnlyShortensIt() {
        RetryPolicy policy = new RetryPolicy(10, Duration.ofSeconds(1), Duration.ofSeconds(20), 0.5, Duration.ofSeconds(60), 3,
                time, time, () -> 1.0);
        assertEquals(Duration.ofMillis(500), policy.backoff(1));
        assertEquals(Duration.ofMillis(10_000), policy.backoff(9));
        RetryPolicy noJitter = time.policy(10);
        assertEquals(Duration.ofSeconds(8), noJitter.backoff(40), "capped even for huge attempt numbers");
        assertEquals(null, noJitter.retryAfter("soon"));
    }

    @Test
    void aNodeGroupDeleteWhoseAnswerIsLostIsRetriedAndTheFollowing404CountsAsDone() {
        String clusterId = cloud.addCluster("c1", "RUNNING");
        String ngId = client.nodeGroups().createNodeGroup(clusterId, CreateSafetyTest.pool("a"), ClientFixture.minutes(time, 5));
        client.nodeGroups().awaitClusterSettled(clusterId, ClientFixture.minutes(time, 5));
        cloud.loseResponse("DELETE", "mk8s/v2/node-groups/" + ngId);

        client.nodeGroups().deleteNodeGroup(clusterId, ngId, ClientFixture.minutes(time, 5));

        assertEquals(2, cloud.count("DELETE", "mk8s/v2/node-groups/" + ngId));
        assertTrue(cloud.nodeGroups.isEmpty());
        client.nodeGroups().awaitNodeGroupGone(ngId, ClientFixture.minutes(time, 5));
    }
}
