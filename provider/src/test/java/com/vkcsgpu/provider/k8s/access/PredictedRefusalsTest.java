package com.vkcsgpu.provider.k8s.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The ledger that makes resources refused in preview for the same reason fail once. */
class PredictedRefusalsTest {
    private static final PredictedRole OWNER = PredictedRole.of(List.of("mcs_owner"),
            Optional.of(KubeRoleMapping.DOCUMENTED));
    private static final KubeRight CREATE_NAMESPACE = KubeRight.of("create", "", "namespaces", null);
    private static final String FIRST = "urn:pulumi:dev::gpu::vkcs-gpu:k8s:ObjectSet::research-objects";
    private static final String SECOND = "urn:pulumi:dev::gpu::vkcs-gpu:k8s:ObjectSet::inference-objects";

    private final PredictedRefusals refusals = new PredictedRefusals();

    private static List<KubeRight> tenant(String namespace) {
        return List.of(CREATE_NAMESPACE, KubeRight.of("create", "", "resourcequotas", namespace));
    }

    @Test
    void theFirstRefusalIsRaisedALaterOneInAnotherNamespacePointsAtIt() {
        assertEquals(Optional.empty(), refusals.earlierNaming(OWNER, WaysOut.GENERIC, FIRST, tenant("research")));

        PredictedRefusals.Refusal earlier = refusals.earlierNaming(OWNER, WaysOut.GENERIC, SECOND, tenant("inference"))
                .orElseThrow();

        assertEquals(FIRST, earlier.urn());
        assertEquals(List.of("inference"), earlier.otherNamespaces(tenant("inference")));
        assertEquals(List.of(), earlier.otherNamespaces(tenant("research")));
    }

    @Test
    void aRightTheFirstMessageDoesNotNameIsRaisedOnItsOwn() {
        refusals.earlierNaming(OWNER, WaysOut.GENERIC, FIRST, tenant("research"));
        List<KubeRight> more = new ArrayList<>(tenant("inference"));
        more.add(KubeRight.of("create", "scheduling.k8s.io", "priorityclasses", null));

        assertEquals(Optional.empty(), refusals.earlierNaming(OWNER, WaysOut.GENERIC, SECOND, more));
    }

    @Test
    void aNamespacedRightDoesNotStandForTheClusterWideOne() {
        refusals.earlierNaming(OWNER, WaysOut.GENERIC, FIRST, List.of(KubeRight.of("list", "", "pods", "research")));

        assertEquals(Optional.empty(), refusals.earlierNaming(OWNER, WaysOut.GENERIC, SECOND,
                List.of(KubeRight.of("list", "", "pods", null))));
    }

    @Test
    void anotherIdentityOrOtherWaysOutAreRefusedOnTheirOwn() {
        refusals.earlierNaming(OWNER, WaysOut.GENERIC, FIRST, tenant("research"));
        PredictedRole operator = PredictedRole.of(List.of("mcs_k8s_editor"), Optional.of(KubeRoleMapping.DOCUMENTED));

        assertEquals(Optional.empty(), refusals.earlierNaming(operator, WaysOut.GENERIC, SECOND, tenant("research")));
        assertEquals(Optional.empty(), refusals.earlierNaming(OWNER, WaysOut.HELM_INSTALL, SECOND, tenant("research")));
    }

    @Test
    void theSameResourceAskingAgainIsRefusedAgain() {
        refusals.earlierNaming(OWNER, WaysOut.GENERIC, FIRST, tenant("research"));

        assertEquals(Optional.empty(), refusals.earlierNaming(OWNER, WaysOut.GENERIC, FIRST, tenant("research")));
        assertEquals(FIRST, refusals.earlierNaming(OWNER, WaysOut.GENERIC, SECOND, tenant("research"))
                .orElseThrow().urn(), "still one refusal on record for the resource");
    }

    @Test
    void thePreflightRaisesTheFirstAndWarnsTheSecondInItsWords() {
        RightsPreflight preflight = new RightsPreflight("applying the object set", WaysOut.GENERIC);
        List<String> warnings = new ArrayList<>();

        MissingRightsException refused = assertThrows(MissingRightsException.class,
                () -> preflight.requirePredicted(tenant("research"), OWNER, refusals, FIRST, warnings::add));
        preflight.requirePredicted(tenant("research"), OWNER, refusals, SECOND, warnings::add);

        assertTrue(refused.getMessage().contains("Predicted missing:\n  - create namespaces (cluster-wide): granted by "
                + "cluster-admin\n  - create resourcequotas in research: granted by cluster-admin"), refused::getMessage);
        assertEquals(List.of("the same rights are missing as in the error on " + FIRST + ": the Kubernetes role VK "
                + "Cloud gives the provider's Keystone user (project roles [mcs_owner]) is predicted to be admin under "
                + "the documented mapping, which may not do what applying the object set needs; nothing was written. "
                + "See that error for each right and how to get them."), warnings);
    }
}
