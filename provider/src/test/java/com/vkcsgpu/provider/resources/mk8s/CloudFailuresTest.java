package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.vkcsgpu.provider.cloud.VkcsApiException;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import org.junit.jupiter.api.Test;

/** The gRPC code a refusal reaches the engine with: a busy cluster is a precondition, whatever its HTTP status. */
class CloudFailuresTest {

    @Test
    void aBusyClusterIsAFailedPreconditionEvenWhenAnsweredWith400() {
        VkcsApiException busy = new VkcsApiException("create node group 'l4'", "POST", "node-groups", 400, null,
                "cluster c is in RECONCILING state", null, true);
        assertInstanceOf(PreconditionFailedException.class, CloudFailures.translate(busy, null));
    }

    @Test
    void aValidation400StaysAnInputError() {
        VkcsApiException invalid = new VkcsApiException("create node group 'l4'", "POST", "node-groups", 400, null,
                "node_group_spec.name: too short", null, false);
        assertInstanceOf(InvalidInputException.class, CloudFailures.translate(invalid, null));
    }
}
