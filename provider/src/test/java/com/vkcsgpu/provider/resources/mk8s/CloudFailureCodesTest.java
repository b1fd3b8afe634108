package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.http.VkcsConfigurationException;
import com.vkcsgpu.provider.framework.FailureKind;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ProviderException;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The code the engine receives for each answer of VK Cloud (5xx and 429 UNAVAILABLE, as docs/troubleshooting.md
 * documents; 400 and 422 invalid input with the hint the answer points to; other refusals a failed precondition), and
 * a create refused because the name is taken naming the existing object and the command that adopts it.
 */
class CloudFailureCodesTest {

    private static ProviderException translated(RuntimeException failure) {
        ProviderException translated = assertInstanceOf(ProviderException.class,
                CloudFailures.translator(CloudFailures.Hint.whenServerMentions("check flavorId", "Flavor")).translate(failure));
        assertSame(failure, translated.getCause());
        return translated;
    }

    private static VkcsApiException answer(int status, String said) {
        return new VkcsApiException("create node group 'l4'", "POST", "node-groups", status, null, said, null, false);
    }

    @ParameterizedTest(name = "HTTP {0} -> {1}")
    @CsvSource({
            "500, UNAVAILABLE", "502, UNAVAILABLE", "503, UNAVAILABLE", "429, UNAVAILABLE", "498, UNAVAILABLE",
            "400, INVALID_INPUT", "422, INVALID_INPUT",
            "403, PRECONDITION", "404, PRECONDITION", "409, PRECONDITION", "412, PRECONDITION"})
    void eachAnswerHasItsKind(int status, FailureKind kind) {
        assertEquals(kind, translated(answer(status, "said")).kind());
    }

    @Test
    void theHintIsAddedWhereTheAnswerMentionsItInAnyCase() {
        assertEquals("create node group 'l4' failed: POST node-groups returned HTTP 422: flavor_id unknown (check flavorId)",
                translated(answer(422, "flavor_id unknown")).getMessage());
        assertEquals("create node group 'l4' failed: POST node-groups returned HTTP 400",
                translated(answer(400, null)).getMessage());
        assertEquals("create node group 'l4' failed: POST node-groups returned HTTP 400: bad zone",
                CloudFailures.translator(null).translate(answer(400, "bad zone")).getMessage());
    }

    @Test
    void unusableSettingsAreAFailedPrecondition() {
        VkcsConfigurationException unusable = new VkcsConfigurationException("no mk8s endpoint in the catalog");
        assertEquals(FailureKind.PRECONDITION, translated(unusable).kind());
        assertEquals(false, unusable.isRetryable());
    }

    @Test
    void aWaitThatGaveUpPassesUnchanged() {
        com.vkcsgpu.provider.wait.WaitFailedException gaveUp =
                new com.vkcsgpu.provider.wait.WaitFailedException("cluster c", "it is in state FAILED");
        assertSame(gaveUp, CloudFailures.translator(null).translate(gaveUp));
    }

    @Test
    void aTakenNameNamesTheExistingObjectAndHowToAdoptIt() {
        CloudFailures.Orphan orphan = new CloudFailures.Orphan("vkcs-gpu:mk8s:NodeGroup",
                "urn:pulumi:dev::gpu::vkcs-gpu:mk8s:NodeGroup::l4-pool", () -> Optional.of("ng-42"));
        VkcsApiException taken = answer(409, "node group l4 already exists");
        PreconditionFailedException e = assertThrows(PreconditionFailedException.class,
                () -> CloudFailures.create(() -> { throw taken; }, orphan));
        assertEquals(taken.getMessage() + "; it exists with id ng-42 (probably left by an interrupted run): adopt it with "
                + "`pulumi import vkcs-gpu:mk8s:NodeGroup l4-pool ng-42` and run `pulumi up` again, or delete it in VK Cloud",
                e.getMessage());
        assertSame(taken, e.getCause());
    }

    @Test
    void withoutAUrnTheAdviceSaysWhereTheNameGoes() {
        assertEquals("it exists with id ng-1 (probably left by an interrupted run): adopt it with `pulumi import "
                + "vkcs-gpu:mk8s:NodeGroup <name> ng-1` and run `pulumi up` again, or delete it in VK Cloud",
                new CloudFailures.Orphan("vkcs-gpu:mk8s:NodeGroup", null, Optional::empty).advice("ng-1"));
        assertEquals(true, new CloudFailures.Orphan("t", "no-separator", Optional::empty).advice("i").contains(" <name> i`"));
    }

    @Test
    void aCreateLeavesOtherFailuresAndUnfoundOrphansAsTheyAre() {
        VkcsApiException taken = answer(409, "conflict");
        assertSame(taken, assertThrows(VkcsApiException.class, () -> CloudFailures.create(() -> { throw taken; },
                new CloudFailures.Orphan("t", "u::n", Optional::empty))));
        assertSame(taken, assertThrows(VkcsApiException.class, () -> CloudFailures.create(() -> { throw taken; },
                new CloudFailures.Orphan("t", "u::n", () -> { throw new VkcsConfigurationException("lookup failed"); }))));
        VkcsApiException refused = answer(400, "bad");
        assertSame(refused, assertThrows(VkcsApiException.class, () -> CloudFailures.create(() -> { throw refused; },
                new CloudFailures.Orphan("t", "u::n", () -> Optional.of("found")))));
        assertEquals("created", CloudFailures.create(() -> "created", new CloudFailures.Orphan("t", "u::n", Optional::empty)));
    }
}
