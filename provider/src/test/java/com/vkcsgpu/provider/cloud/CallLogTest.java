package com.vkcsgpu.provider.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.calllog.ApiCall;
import com.vkcsgpu.provider.cloud.http.VkcsException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The client records every HTTP attempt in its call log: the login, each retry, with status and request id. */
class CallLogTest {
    private static final String VERSIONS = "mk8s/v2/clusters/k8s_versions";

    private FakeTime time;
    private FakeCloud cloud;
    private final List<ApiCall> calls = new CopyOnWriteArrayList<>();
    private VkcsClient client;

    @BeforeEach
    void start() throws Exception {
        time = new FakeTime();
        cloud = new FakeCloud(time);
        client = VkcsClient.create(cloud.settings(), ClientFixture.options(time, 4), calls::add);
    }

    @AfterEach
    void stop() {
        cloud.close();
    }

    @Test
    void eachAttemptIsOneCallWithItsStatusAndRequestId() {
        cloud.fail("GET", VERSIONS, 429, "slow down", Map.of("Retry-After", "1", "X-Openstack-Request-Id", "req-7"));

        client.clusters().kubernetesVersions();

        List<String> lines = calls.stream().map(ApiCall::line).toList();
        assertTrue(lines.get(0).matches("vkcs POST /\\S*identity/v3/auth/tokens 201 \\d+ms.*"), lines.toString());
        List<ApiCall> versions = calls.stream().filter(c -> c.target().endsWith("k8s_versions")).toList();
        assertEquals(List.of(429, 200), versions.stream().map(ApiCall::status).toList(), lines.toString());
        assertEquals("req-7", versions.get(0).requestId());
        assertEquals("GET", versions.get(1).method());
        for (String line : lines) {
            assertFalse(line.contains(FakeCloud.PASSWORD), line);
        }
    }

    @Test
    void aCallWithoutAnswerIsRecordedAsFailed() {
        cloud.close();

        try {
            client.clusters().kubernetesVersions();
        } catch (VkcsException expected) {
            // the connection is refused: what matters here is the log
        }

        assertFalse(calls.isEmpty());
        assertTrue(calls.stream().allMatch(c -> c.status() == ApiCall.NO_STATUS && c.failure() != null),
                calls.toString());
        assertTrue(calls.get(0).line().matches("vkcs POST /\\S*auth/tokens failed\\(\\w+\\) \\d+ms"),
                calls.get(0).line());
    }
}
