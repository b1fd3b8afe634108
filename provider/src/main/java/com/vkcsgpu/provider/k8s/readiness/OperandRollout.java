package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.api.model.apps.DaemonSetStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Whether the operator has acted on the ClusterPolicy as it is now. The operator writes no
 * {@code observedGeneration} on ClusterPolicy (its status is {@code state}, {@code namespace} and the
 * Ready/Error conditions; NVIDIA/gpu-operator api/nvidia/v1/clusterpolicy_types.go ClusterPolicyStatus and
 * internal/conditions/clusterpolicy.go at v24.9.2 through v26.7.0), so right after a change that rolls the
 * operands (a release bump, any pin) the status still says ready from the old spec until the operator reconciles.
 * What the operator does write is each operand DaemonSet, with the image it resolves from the ClusterPolicy
 * ({@code repository/image:version}, or {@code @version} for a {@code sha256:} digest;
 * api/nvidia/v1/clusterpolicy_types.go imagePath), and the DaemonSet controller then reports the rollout
 * ({@code status.observedGeneration}, {@code updatedNumberScheduled}; the operator's own isDaemonSetReady in
 * controllers/object_controls.go reads the same). So the ClusterPolicy counts only once every operand DaemonSet
 * runs the image the ClusterPolicy names and has rolled out. The driver is left to the per-node driver version
 * check (its tag carries the OS, and its rollout is the upgrade controller's).
 */
final class OperandRollout {
    /** The ClusterPolicy spec section of each operand DaemonSet, by its {@code app} label (assets/state-* DaemonSets). */
    private static final Map<String, String> SECTIONS = Map.of(
            "nvidia-container-toolkit-daemonset", "toolkit", GpuReadiness.VALIDATOR_APP, "validator",
            "nvidia-device-plugin-daemonset", "devicePlugin", "gpu-feature-discovery", "gfd", "nvidia-dcgm", "dcgm",
            "nvidia-dcgm-exporter", "dcgmExporter", "nvidia-mig-manager", "migManager",
            "nvidia-node-status-exporter", "nodeStatusExporter");

    private OperandRollout() {
    }

    /**
     * The ClusterPolicy spec section of the operand {@code pod} belongs to ({@code driver}, {@code dcgmExporter},
     * ...), the name the chart values and the GpuOperator's per-component inputs use; empty for other pods.
     */
    static Optional<String> specSection(io.fabric8.kubernetes.api.model.Pod pod) {
        if (GpuReadiness.isDriverPod(pod)) {
            return Optional.of("driver");
        }
        return Optional.ofNullable(SECTIONS.get(GpuReadiness.app(pod)));
    }

    /**
     * Ready when every operand DaemonSet of the namespace runs the image {@code policy}'s spec names for it and
     * its rollout is complete; else not yet, naming each DaemonSet that is behind and how.
     */
    static Verdict observed(GenericKubernetesResource policy, String policyName, List<DaemonSet> daemonSets) {
        if (policy == null) {
            return Verdict.ready();
        }
        List<String> behind = behind(policy, daemonSets);
        if (behind.isEmpty()) {
            return Verdict.ready();
        }
        return Verdict.of(GateDiagnosis.CLUSTER_POLICY_NOT_ROLLED_OUT, "policy", policyName,
                "behind", String.join("; ", behind));
    }

    /**
     * For a gate that may not read the ClusterPolicy: ready when every operand DaemonSet's rollout is complete, else
     * not yet, naming each that is behind. Which images the policy asks for is not known.
     */
    static Verdict lagging(List<DaemonSet> daemonSets) {
        List<String> behind = behind(null, daemonSets);
        return behind.isEmpty() ? Verdict.ready()
                : Verdict.of(GateDiagnosis.CLUSTER_POLICY_NOT_ROLLED_OUT, "behind", String.join("; ", behind));
    }

    /** Each operand DaemonSet behind {@code policy}'s images (when given) or its own rollout. */
    private static List<String> behind(GenericKubernetesResource policy, List<DaemonSet> daemonSets) {
        List<String> behind = new ArrayList<>();
        for (DaemonSet ds : daemonSets) {
            String app = GpuReadiness.labels(ds).get("app");
            String section = app == null ? null : SECTIONS.get(app);
            if (section == null) {
                continue;
            }
            String name = ds.getMetadata().getName();
            if (policy != null) {
                expectedImage(policy, section).filter(image -> !runs(ds, image))
                        .ifPresent(image -> behind.add(name + " does not run " + image + " yet"));
            }
            rolloutLag(ds).ifPresent(lag -> behind.add(name + " " + lag));
        }
        return behind;
    }

    /** {@code repository/image:version} (or {@code @version} for a digest) of the section; empty when not all set. */
    static Optional<String> expectedImage(GenericKubernetesResource policy, String section) {
        Object value = policy.get("spec", section);
        if (!(value instanceof Map<?, ?> spec)) {
            return Optional.empty();
        }
        Object repository = spec.get("repository");
        Object image = spec.get("image");
        Object version = spec.get("version");
        if (!(repository instanceof String r) || !(image instanceof String i) || !(version instanceof String v)
                || r.isEmpty() || i.isEmpty() || v.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(r + "/" + i + (v.startsWith("sha256:") ? "@" : ":") + v);
    }

    private static boolean runs(DaemonSet ds, String image) {
        PodSpec pod = ds.getSpec() == null || ds.getSpec().getTemplate() == null ? null : ds.getSpec().getTemplate().getSpec();
        if (pod == null) {
            return false;
        }
        return Stream.concat(pod.getInitContainers() == null ? Stream.empty() : pod.getInitContainers().stream(),
                pod.getContainers() == null ? Stream.empty() : pod.getContainers().stream())
                .map(Container::getImage).anyMatch(image::equals);
    }

    /**
     * Why the DaemonSet's rollout is not complete: the controller has not observed its latest spec, or (rolling
     * update) not every scheduled pod is of it yet. Empty when complete.
     */
    private static Optional<String> rolloutLag(DaemonSet ds) {
        long generation = ds.getMetadata().getGeneration() == null ? 0 : ds.getMetadata().getGeneration();
        DaemonSetStatus status = ds.getStatus();
        long observed = status == null || status.getObservedGeneration() == null ? 0 : status.getObservedGeneration();
        if (observed < generation) {
            return Optional.of("has generation " + generation + " not yet observed by the DaemonSet controller");
        }
        boolean onDelete = ds.getSpec() != null && ds.getSpec().getUpdateStrategy() != null
                && "OnDelete".equals(ds.getSpec().getUpdateStrategy().getType());
        int desired = status == null || status.getDesiredNumberScheduled() == null ? 0 : status.getDesiredNumberScheduled();
        int updated = status == null || status.getUpdatedNumberScheduled() == null ? 0 : status.getUpdatedNumberScheduled();
        if (!onDelete && updated < desired) {
            return Optional.of("is rolling out (" + updated + " of " + desired + " pods updated)");
        }
        return Optional.empty();
    }
}
