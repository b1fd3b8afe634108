package com.vkcsgpu.provider.resources.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.FailureKind;
import com.vkcsgpu.provider.k8s.access.AccessReview;
import com.vkcsgpu.provider.k8s.access.KubeRight;
import com.vkcsgpu.provider.k8s.access.MissingRightsException;
import com.vkcsgpu.provider.k8s.access.RightsPreflight;
import com.vkcsgpu.provider.k8s.access.WaysOut;
import java.util.List;
import com.vkcsgpu.provider.framework.ProviderException;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitFailedException;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import io.fabric8.kubernetes.api.model.StatusBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * What the engine is told for each failure of a Kubernetes operation: refused credentials are UNAUTHENTICATED, an
 * API that did not answer, throttled or failed is UNAVAILABLE (a later run may pass), any other refusal a failed
 * precondition, a deadline a timeout with what to raise, a cancel a cancel; the cause is kept.
 */
class KubeFailureCodesTest {

    private static KubernetesClientException answer(int code) {
        return new KubernetesClientException(new StatusBuilder().withCode(code).withMessage("said " + code).build());
    }

    private static ProviderException translated(RuntimeException failure) {
        ProviderException translated = assertInstanceOf(ProviderException.class, KubeErrors.translate(failure));
        assertSame(failure, translated.getCause());
        return translated;
    }

    @Test
    void anApiAnswerIsClassifiedByItsStatus() {
        assertEquals(FailureKind.UNAUTHENTICATED, translated(answer(401)).kind());
        assertEquals(FailureKind.UNAVAILABLE, translated(answer(429)).kind());
        assertEquals(FailureKind.UNAVAILABLE, translated(answer(503)).kind());
        assertEquals(FailureKind.UNAVAILABLE, translated(new KubernetesClientException("reset", 0, null)).kind());
        assertEquals(FailureKind.PERMISSION_DENIED, translated(answer(403)).kind());
        assertEquals(FailureKind.PRECONDITION, translated(answer(409)).kind());
        assertEquals("the Kubernetes API call failed: HTTP 409: said 409", translated(answer(409)).getMessage());
    }

    @Test
    void aForbiddenApplyIsPermissionDeniedNamingTheRightItsRoleAndTheWaysOut() {
        KubernetesClientException forbidden = new KubernetesClientException(new StatusBuilder().withCode(403)
                .withMessage("namespaces \"gpu-operator\" is forbidden: User \"u\" cannot patch resource \"namespaces\" "
                        + "in API group \"\" at the cluster scope").build());
        ProviderException refused = translated(new KubeOperationException("apply of v1 Namespace gpu-operator failed",
                forbidden));

        assertEquals(FailureKind.PERMISSION_DENIED, refused.kind());
        assertTrue(refused.getMessage().startsWith("apply of v1 Namespace gpu-operator failed\nThe refused right:\n"
                + "  - patch namespaces (cluster-wide): granted by cluster-admin\nWays out: "), refused.getMessage());
    }

    @Test
    void aPreflightRefusalIsPermissionDeniedWithItsOwnMessage() {
        KubeRight crd = KubeRight.of("create", "apiextensions.k8s.io", "customresourcedefinitions", null);
        MissingRightsException missing = assertThrows(MissingRightsException.class, () -> new RightsPreflight(
                "applying the object set", WaysOut.GENERIC).require(List.of(crd), right -> new AccessReview.Denied(""),
                warning -> { }));

        ProviderException refused = translated(missing);

        assertEquals(FailureKind.PERMISSION_DENIED, refused.kind());
        assertEquals(missing.getMessage(), refused.getMessage());
    }

    @Test
    void anOperationFailureKeepsItsMessageAndIsClassifiedByTheAnswerBehindIt() {
        ProviderException refused = translated(new KubeOperationException("apply Deployment ml/x failed", answer(401)));
        assertEquals(FailureKind.UNAUTHENTICATED, refused.kind());
        assertEquals("apply Deployment ml/x failed", refused.getMessage());
        assertEquals(FailureKind.UNAVAILABLE, translated(new KubeOperationException("list", answer(500))).kind());
        assertEquals(FailureKind.PRECONDITION, translated(new KubeOperationException("apply", answer(422))).kind());
        assertEquals(FailureKind.PRECONDITION, translated(new KubeOperationException("kubeconfig has no cluster")).kind());
    }

    @Test
    void aWaitThatGaveUpIsAPreconditionWhileTimeoutsAndCancelsAreTheFrameworksToAnswer() {
        assertEquals(FailureKind.PRECONDITION, translated(new WaitFailedException("the job", "BackoffLimitExceeded")).kind());
        WaitTimeoutException timeout = new WaitTimeoutException("the GPU gate", "1/2 nodes", Duration.ofMinutes(20));
        assertSame(timeout, KubeErrors.translate(timeout));
        WaitCancelledException cancelled = new WaitCancelledException("the GPU gate", "1/2 nodes");
        assertSame(cancelled, KubeErrors.translate(cancelled));
    }

    @Test
    void otherFailuresPassUnchanged() {
        IllegalStateException bug = new IllegalStateException("bug");
        assertSame(bug, KubeErrors.translate(bug));
    }
}
