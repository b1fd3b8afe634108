package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class FaultInjectionTest extends OneCloudTest {

    @BeforeEach
    void reset() {
        cloud.clearFaults();
        cloud.clearRequests();
        client.login();
    }

    @Test
    void statusWithRetryAfterForTheNextNRequestsOnly() {
        cloud.injectFault(Fault.on("GET", "**/clusters/k8s_versions").status(429, Duration.ofSeconds(2)).times(2));
        for (int i = 0; i < 2; i++) {
            CloudClient.Response r = client.mk8s("GET", "clusters/k8s_versions");
            assertEquals(429, r.status());
            assertEquals("2", r.header("Retry-After"));
            assertEquals(8, r.json().get("code").getAsInt());
        }
        assertEquals(200, client.mk8s("GET", "clusters/k8s_versions").status());
        assertEquals(3, cloud.requestCount("GET", "clusters/k8s_versions"));
        assertTrue(cloud.pendingFaults().isEmpty());
    }

    @Test
    void serverErrorWithoutRetryAfterDoesNothing() {
        cloud.injectFault(Fault.on("POST", "**/clusters").status(503));
        CloudClient.Response r = client.mk8s("POST", "clusters", client.clusterBody("never", "v1.33.3"));
        assertEquals(503, r.status());
        assertNull(r.header("Retry-After"));
        assertTrue(cloud.snapshot().cluster("never").isEmpty());
    }

    @Test
    void otherMethodsAndPathsAreUnaffected() {
        cloud.injectFault(Fault.on("POST", "**/node-groups").status(500));
        assertEquals(200, client.mk8s("GET", "clusters/k8s_versions").status());
        assertEquals(1, cloud.pendingFaults().size());
    }

    @Test
    void latencyDelaysThenAnswers() {
        cloud.injectFault(Fault.on("GET", "**/availability-zones").latency(Duration.ofMillis(200)));
        long start = System.nanoTime();
        assertEquals(200, client.mk8s("GET", "availability-zones").status());
        assertTrue(System.nanoTime() - start >= Duration.ofMillis(200).toNanos());
    }

    @Test
    void aSlowAnswerComesAfterTheRequestTookEffect() {
        // held far longer than this thread can take to see the cluster, however loaded the machine
        cloud.injectFault(Fault.on("POST", "**/clusters").slowAnswer(Duration.ofSeconds(3)));
        CompletableFuture<CloudClient.Response> creating = CompletableFuture.supplyAsync(
                () -> client.mk8s("POST", "clusters", client.clusterBody("slow-answer", "v1.33.3")));
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (cloud.snapshot().cluster("slow-answer").isEmpty() && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertTrue(cloud.snapshot().cluster("slow-answer").isPresent(), "the request was handled before its answer left");
        assertFalse(creating.isDone(), "the answer is still held");
        assertEquals(200, creating.join().status());
        assertEquals(Fault.Kind.SLOW_ANSWER, cloud.requests().get(cloud.requests().size() - 1).fault());
    }

    @Test
    void resetBeforeHandlingDoesNothing() {
        cloud.injectFault(Fault.on("POST", "**/clusters").resetBeforeHandling());
        assertThrows(UncheckedIOException.class,
                () -> client.mk8s("POST", "clusters", client.clusterBody("lost-early", "v1.33.3")));
        assertTrue(cloud.snapshot().cluster("lost-early").isEmpty());
        assertEquals(-1, cloud.requests().get(cloud.requests().size() - 1).status());
    }

    @Test
    void resetAfterHandlingLosesTheResponseButKeepsTheEffect() {
        cloud.injectFault(Fault.on("POST", "**/clusters").resetAfterHandling());
        assertThrows(UncheckedIOException.class,
                () -> client.mk8s("POST", "clusters", client.clusterBody("lost-late", "v1.33.3")));
        assertTrue(cloud.snapshot().cluster("lost-late").isPresent(), "the cluster was created");
        assertEquals(Fault.Kind.RESET_AFTER, cloud.requests().get(cloud.requests().size() - 1).fault());
        // a retry by name finds it, a blind re-create is refused
        assertEquals(200, client.mk8s("GET", "clusters/lost-late").status());
        assertEquals(409, client.mk8s("POST", "clusters", client.clusterBody("lost-late", "v1.33.3")).status());
    }

    @Test
    void tokenExpiryMakesThisAndLaterRequestsUnauthorized() {
        cloud.injectFault(Fault.on("*", "**/clusters/k8s_versions").expireToken());
        assertEquals(401, client.mk8s("GET", "clusters/k8s_versions").status());
        assertEquals(401, client.mk8s("GET", "availability-zones").status());
        client.login();
        assertEquals(200, client.mk8s("GET", "availability-zones").status());
    }

    /** On Keystone's token issue, the fault expires the token issued: the next authentication gives a good one. */
    @Test
    void tokenExpiryOnIssueGivesATokenThatIsRefusedOnFirstUse() {
        cloud.injectFault(Fault.on("POST", "**/auth/tokens").expireToken());
        client.login();
        assertEquals(401, client.mk8s("GET", "availability-zones").status());
        client.login();
        assertEquals(200, client.mk8s("GET", "availability-zones").status());
    }

    @Test
    void expireAllTokens() {
        cloud.expireAllTokens();
        assertEquals(401, client.mk8s("GET", "availability-zones").status());
    }

    @Test
    void conflictWhileReconciling() {
        cloud.injectFault(Fault.on("PATCH", "**/node-groups/*").conflictWhileReconciling());
        CloudClient.Response r = client.mk8s("PATCH", "node-groups/whatever", "{}");
        assertEquals(409, r.status());
        assertTrue(r.json().get("message").getAsString().contains("RECONCILING"));
    }

    @Test
    void adminEndpointAddsListsAndClearsFaults() {
        CloudClient.Response added = client.send("POST", cloud.adminUrl().resolve("faults"),
                "{\"method\":\"GET\",\"path\":\"**/addons\",\"kind\":\"status\",\"status\":502,\"times\":1}", null);
        assertEquals(201, added.status(), added.body());
        assertEquals(1, client.send("GET", cloud.adminUrl().resolve("faults"), null, null).json()
                .getAsJsonArray("faults").size());
        assertEquals(502, client.mk8s("GET", "addons").status());
        assertEquals(200, client.mk8s("GET", "addons").status());

        CloudClient.Response bad = client.send("POST", cloud.adminUrl().resolve("faults"),
                "{\"path\":\"**\",\"kind\":\"explode\"}", null);
        assertEquals(400, bad.status());
        assertTrue(bad.json().get("error").getAsString().contains("kind"));

        CloudClient.Response requests = client.send("GET", cloud.adminUrl().resolve("requests"), null, null);
        assertEquals(2, requests.json().getAsJsonObject("counts").get("GET addons").getAsInt());
        assertEquals(200, client.send("GET", cloud.adminUrl().resolve("state"), null, null).status());
    }
}
