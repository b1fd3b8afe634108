package com.vkcsgpu.provider.k8s.readiness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.api.model.apps.DaemonSetBuilder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The gate counts a ready ClusterPolicy only once the operator has rolled its spec out to the operand DaemonSets. */
class OperandRolloutTest {
    private static final String VALIDATOR = "nvcr.io/nvidia/cloud-native/gpu-operator-validator";

    private static GenericKubernetesResource policy(String validatorVersion) {
        GenericKubernetesResource policy = new GenericKubernetesResource();
        policy.setAdditionalProperty("spec", Map.of(
                "validator", Map.of("repository", "nvcr.io/nvidia/cloud-native", "image", "gpu-operator-validator",
                        "version", validatorVersion),
                "devicePlugin", Map.of("repository", "nvcr.io/nvidia", "image", "k8s-device-plugin",
                        "version", "sha256:0123abcd"),
                "toolkit", Map.of("enabled", true)));
        return policy;
    }

    /** An operand DaemonSet as the operator writes it, its status as the DaemonSet controller reports it. */
    private static DaemonSet daemonSet(String app, String image, long generation, long observed, int desired, int updated) {
        return new DaemonSetBuilder().withNewMetadata().withName(app).withGeneration(generation)
                .addToLabels("app", app).endMetadata()
                .withNewSpec().withNewUpdateStrategy().withType("RollingUpdate").endUpdateStrategy()
                .withNewTemplate().withNewSpec().addNewInitContainer().withName("driver-validation").withImage(VALIDATOR + ":old")
                .endInitContainer().addNewContainer().withName("main").withImage(image).endContainer().endSpec().endTemplate()
                .endSpec()
                .withNewStatus().withObservedGeneration(observed).withDesiredNumberScheduled(desired)
                .withUpdatedNumberScheduled(updated).endStatus().build();
    }

    private static List<DaemonSet> rolledOut(String validatorImage) {
        return List.of(daemonSet(GpuReadiness.VALIDATOR_APP, validatorImage, 3, 3, 2, 2),
                daemonSet("nvidia-device-plugin-daemonset", "nvcr.io/nvidia/k8s-device-plugin@sha256:0123abcd", 1, 1, 2, 2),
                daemonSet("nvidia-container-toolkit-daemonset", "anything:v1", 1, 1, 2, 2));
    }

    @Test
    void readyWhenEveryOperandRunsTheImageTheClusterPolicyNamesAndHasRolledOut() {
        Verdict verdict = OperandRollout.observed(policy("v26.7.0"), "cluster-policy", rolledOut(VALIDATOR + ":v26.7.0"));

        assertTrue(verdict.isReady(), verdict.reason());
    }

    @Test
    void aPinTheOperatorHasNotRolledOutYetIsNotReady() {
        // The status still says ready from the old spec: the validator DaemonSet runs the old release's image.
        Verdict verdict = OperandRollout.observed(policy("v26.7.0"), "cluster-policy", rolledOut(VALIDATOR + ":v26.3.3"));

        assertEquals(Verdict.Severity.NOT_YET, verdict.severity());
        assertEquals("ClusterPolicy cluster-policy changed and the operator has not rolled it out: nvidia-operator-validator "
                + "does not run " + VALIDATOR + ":v26.7.0 yet", verdict.reason());
    }

    @Test
    void aDaemonSetWhoseNewSpecIsNotObservedOrNotOnEveryPodIsNotReady() {
        List<DaemonSet> rolling = List.of(
                daemonSet(GpuReadiness.VALIDATOR_APP, VALIDATOR + ":v26.7.0", 4, 3, 2, 2),
                daemonSet("nvidia-device-plugin-daemonset", "nvcr.io/nvidia/k8s-device-plugin@sha256:0123abcd", 2, 2, 2, 1));

        Verdict verdict = OperandRollout.observed(policy("v26.7.0"), "cluster-policy", rolling);

        assertEquals("ClusterPolicy cluster-policy changed and the operator has not rolled it out: nvidia-operator-validator "
                + "has generation 4 not yet observed by the DaemonSet controller; nvidia-device-plugin-daemonset is rolling "
                + "out (1 of 2 pods updated)", verdict.reason());
    }

    @Test
    void otherDaemonSetsAndSectionsWithoutAnImageAreNotJudged() {
        List<DaemonSet> others = List.of(daemonSet("some-other-daemonset", "busybox:1", 2, 1, 1, 0),
                daemonSet("nvidia-container-toolkit-daemonset", "nvcr.io/nvidia/k8s/container-toolkit:v1.17.0", 1, 1, 1, 1));

        assertTrue(OperandRollout.observed(policy("v26.7.0"), "cluster-policy", others).isReady());
        assertTrue(OperandRollout.observed(null, "cluster-policy", others).isReady(), "no ClusterPolicy: its own verdict says so");
    }
}
