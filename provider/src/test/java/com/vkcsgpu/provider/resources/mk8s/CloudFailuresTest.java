package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.http.VkcsAuthException;
import com.vkcsgpu.provider.cloud.http.VkcsTransportException;
import com.vkcsgpu.provider.framework.AuthenticationFailedException;
import com.vkcsgpu.provider.framework.FailureKind;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ProviderException;
import com.vkcsgpu.provider.framework.ServiceUnavailableException;
import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import java.io.IOException;
import java.time.Duration;
import java.net.ConnectException;
import javax.net.ssl.SSLHandshakeException;
import org.junit.jupiter.api.Test;

/** Each kind of cloud failure becomes the framework failure whose gRPC code says what happened. */
class CloudFailuresTest {
    private static final CloudFailures.Hint FLAVOR = CloudFailures.Hint.whenServerMentions("check flavorId", "flavor");

    private static ProviderException translated(RuntimeException e) {
        return assertInstanceOf(ProviderException.class, CloudFailures.translator(FLAVOR).translate(e));
    }

    @Test
    void refusedCredentialsAreUnauthenticatedAndSayWhatToCheck() {
        ProviderException e = translated(new VkcsAuthException("authenticate user ml", "POST", "auth/tokens", 401, "req-1",
                "The request you have made requires authentication."));
        assertInstanceOf(AuthenticationFailedException.class, e);
        assertEquals(FailureKind.UNAUTHENTICATED, e.kind());
        assertTrue(e.getMessage().contains("check the credentials"), e.getMessage());
    }

    @Test
    void anUnreachableCloudIsUnavailableInWordsNotClassNames() {
        ProviderException e = translated(new VkcsTransportException("list clusters", "GET", "clusters",
                new ConnectException(), false));
        assertInstanceOf(ServiceUnavailableException.class, e);
        assertTrue(e.getMessage().contains("the connection was refused or could not be opened"), e.getMessage());
        assertFalse(e.getMessage().contains("Exception"), e.getMessage());
        assertTrue(e.getMessage().contains("nothing was changed"), e.getMessage());
    }

    @Test
    void anUntrustedCertificateIsAConfigurationProblem() {
        ProviderException e = translated(new VkcsTransportException("list clusters", "GET", "clusters",
                new IOException(new SSLHandshakeException("PKIX path building failed")), true));
        assertInstanceOf(PreconditionFailedException.class, e);
        assertTrue(e.getMessage().contains("vkcs-gpu:caCertificate"), e.getMessage());
    }

    @Test
    void otherRefusalsChangedNothing() {
        assertEquals(FailureKind.PRECONDITION, translated(new VkcsApiException("get cluster x", "GET", "clusters/x", 403,
                null, "forbidden", null)).kind());
    }

    @Test
    void aQuotaRefusalWithAnyStatusNamesTheDefaultsAndHowToRaiseThem() {
        for (int status : new int[] {403, 429, 400}) {
            ProviderException e = translated(new VkcsApiException("create node group 'a100-pool'", "POST", "node-groups",
                    status, null, "Quota exceeded for Kubernetes vCPU: 32 requested, limit 20, 12 over", null));
            assertInstanceOf(PreconditionFailedException.class, e);
            assertTrue(e.getMessage().contains("Quota exceeded for Kubernetes vCPU: 32 requested, limit 20, 12 over;"
                    + " nothing was created") && e.getMessage().contains("ask VK Cloud support to raise the quota named above"),
                    e.getMessage());
        }
    }

    @Test
    void aHintOnlyWhereTheAnswerPointsToIt() {
        String zone = translated(new VkcsApiException("create node group", "POST", "node-groups", 400, null,
                "availability_zones: unknown availability zone \"XX\"", null)).getMessage();
        assertFalse(zone.contains("check flavorId"), zone);
        String flavor = translated(new VkcsApiException("create node group", "POST", "node-groups", 400, null,
                "flavor_id: flavor 123 not found", null)).getMessage();
        assertTrue(flavor.endsWith("(check flavorId)"), flavor);
    }

    @Test
    void aBusyClusterIsAFailedPreconditionEvenWhenAnsweredWith400() {
        VkcsApiException busy = new VkcsApiException("create node group 'l4'", "POST", "node-groups", 400, null,
                "cluster c is in RECONCILING state", null, true);
        assertInstanceOf(PreconditionFailedException.class, translated(busy));
    }

    @Test
    void aValidation400StaysAnInputError() {
        VkcsApiException invalid = new VkcsApiException("create node group 'l4'", "POST", "node-groups", 400, null,
                "node_group_spec.name: too short", null, false);
        assertInstanceOf(InvalidInputException.class, translated(invalid));
    }

    @Test
    void aWaitThatReachedItsDeadlineOrWasCancelledIsLeftToTheFramework() {
        WaitTimeoutException timeout = new WaitTimeoutException("cluster c to be RUNNING", "PROVISIONING",
                Duration.ofMinutes(3));
        assertSame(timeout, CloudFailures.translator(null).translate(timeout));
        WaitCancelledException cancelled = new WaitCancelledException("cluster c", "RUNNING");
        assertSame(cancelled, CloudFailures.translator(null).translate(cancelled));
    }

    @Test
    void failuresOfOtherLayersPassUnchanged() {
        IllegalStateException bug = new IllegalStateException("a bug");
        assertSame(bug, CloudFailures.translator(FLAVOR).translate(bug));
    }
}
