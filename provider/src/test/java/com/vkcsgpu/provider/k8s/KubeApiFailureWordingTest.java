package com.vkcsgpu.provider.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.StatusBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.WatcherException;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/**
 * How a failed call to a cluster's API is worded and classified: the API server's own message, what to do about a
 * 401 and a 403, which answers a retry may cure, and the answer found behind an informer's wrappers.
 */
class KubeApiFailureWordingTest {

    private static KubernetesClientException answered(int code, String said) {
        return new KubernetesClientException(new StatusBuilder().withCode(code).withMessage(said).build());
    }

    @Test
    void wordsAnAnswerWithTheServersOwnMessage() {
        assertEquals("HTTP 422: Deployment.apps \"x\" is invalid", KubeApiFailure.describe(answered(422, "Deployment.apps \"x\" is invalid")));
        assertEquals("HTTP 500: boom", KubeApiFailure.describe(new KubernetesClientException("boom\nstack", 500, null)));
        assertEquals("HTTP 409: the server's words", KubeApiFailure.describe(new KubernetesClientException("fabric8's words", 409,
                new StatusBuilder().withCode(409).withMessage("the server's words").build())));
        assertEquals("HTTP 409: fabric8's words", KubeApiFailure.describe(new KubernetesClientException("fabric8's words", 409,
                new StatusBuilder().withCode(409).build())));
        assertEquals("HTTP 502: ", KubeApiFailure.describe(new KubernetesClientException("\nstack", 502, null)));
    }

    @Test
    void sayWhatToDoAboutRefusedCredentialsAndRights() {
        assertEquals("the cluster's Kubernetes API refused the credentials (HTTP 401: Unauthorized): the kubeconfig's "
                        + "token expired or was revoked, or, for VK's keystone-auth user, the provider's Keystone token was "
                        + "refused again after 2 renewals; run `pulumi up` again, which reads the cluster's current "
                        + "kubeconfig, and if it is refused again check that the VK Cloud user has access to this cluster",
                KubeApiFailure.describe(answered(401, "Unauthorized")));
        assertEquals("the cluster's Kubernetes API refused the kubeconfig's user (HTTP 403: pods is forbidden)",
                KubeApiFailure.describe(answered(403, "pods is forbidden")));
    }

    @Test
    void wordsACallWithoutAnswerAsSuch() {
        assertEquals("no answer from the cluster's Kubernetes API (Connection refused)",
                KubeApiFailure.describe(new KubernetesClientException("Connection refused\n\tat ...", 0, null)));
        assertEquals("no answer from the cluster's Kubernetes API (connection failed)",
                KubeApiFailure.describe(new KubernetesClientException((String) null)));
    }

    @Test
    void answeredMeansAnHttpStatus() {
        assertTrue(KubeApiFailure.answered(answered(100, "continue")));
        assertFalse(KubeApiFailure.answered(new KubernetesClientException("reset", 99, null)));
    }

    @Test
    void onlyNoAnswerThrottlingAndServerErrorsAreTransient() {
        assertTrue(KubeApiFailure.isTransient(new KubernetesClientException("reset", 0, null)));
        assertTrue(KubeApiFailure.isTransient(answered(429, "slow down")));
        assertTrue(KubeApiFailure.isTransient(answered(500, "etcd")));
        assertTrue(KubeApiFailure.isTransient(answered(503, "unavailable")));
        assertFalse(KubeApiFailure.isTransient(answered(499, "client closed")));
        assertFalse(KubeApiFailure.isTransient(answered(409, "conflict")));
        assertFalse(KubeApiFailure.isTransient(answered(401, "Unauthorized")));
    }

    @Test
    void only401And403RefuseTheCaller() {
        assertTrue(KubeApiFailure.refusesTheCaller(answered(401, "Unauthorized")));
        assertTrue(KubeApiFailure.refusesTheCaller(answered(403, "forbidden")));
        assertFalse(KubeApiFailure.refusesTheCaller(answered(404, "not found")));
        assertFalse(KubeApiFailure.refusesTheCaller(answered(500, "etcd")));
    }

    @Test
    void findsTheAnswerBehindAnInformersWrappers() {
        KubernetesClientException list = answered(403, "forbidden");
        assertSame(list, KubeApiFailure.behind(new CompletionException(new RuntimeException(list))));
        KubernetesClientException watch = KubeApiFailure.behind(new WatcherException("closed", answered(410, "gone")));
        assertEquals(410, watch.getCode());
        assertNull(KubeApiFailure.behind(new IllegalStateException("no API call")));
        assertNull(KubeApiFailure.behind(null));
    }
}
