package com.vkcsgpu.provider.k8s.policy;

import com.vkcsgpu.provider.k8s.KubeOperationException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Before a Helm install of the GPU Operator: would the cluster's Gatekeeper constraints deny its operands in the
 * target namespace? A denied DaemonSet creates no pod, only {@code FailedCreate} events on itself (vk-cs/docs-public
 * {@code docs/ru/kubernetes/k8s/concepts/security-policies/security-policies.md (Russian)}), so the install would "succeed" and
 * the gate wait for nothing; refusing before anything is written names the constraint and the ways out instead.
 */
public final class HostAccessCheck {
    /** VK Cloud's page on the default security policies. */
    public static final String SECURITY_POLICIES = "https://cloud.vk.com/docs/kubernetes/k8s/concepts/security-policies";

    private HostAccessCheck() {
    }

    /** Each denial {@code constraints} would give {@code needs} in {@code namespace}, worded for the user. */
    public static List<String> denials(String namespace, List<HostAccessConstraint> constraints,
                                       List<OperandHostNeeds> needs) {
        List<String> denials = new ArrayList<>();
        for (HostAccessConstraint constraint : constraints) {
            if (!constraint.enforcedIn(namespace)) {
                continue;
            }
            for (OperandHostNeeds operand : needs) {
                if (constraint.kind().equals(HostAccessConstraint.HOST_NAMESPACE) && operand.hostPid()) {
                    denials.add("[" + constraint.name() + "] (" + constraint.kind() + ") denies the " + operand.operand()
                            + "'s hostPID");
                }
                if (constraint.kind().equals(HostAccessConstraint.HOST_FILESYSTEM)) {
                    List<String> refused = operand.hostPaths().stream().filter(p -> !constraint.allowsHostPath(p)).toList();
                    if (!refused.isEmpty()) {
                        denials.add("[" + constraint.name() + "] (" + constraint.kind() + ") denies the "
                                + operand.operand() + "'s hostPath " + String.join(", ", refused) + " (allowed: "
                                + (constraint.allowedHostPaths().isEmpty() ? "none"
                                        : String.join(", ", constraint.allowedHostPaths())) + ")");
                    }
                }
            }
        }
        return denials;
    }

    /**
     * Reads the constraints and refuses an install into {@code namespace} they would deny; constraints that cannot
     * be read are said once through {@code warnings} and the install goes on.
     *
     * @throws KubeOperationException naming every denial and the ways out
     */
    public static void require(GatekeeperConstraints.Read read, String namespace, boolean driverContainer,
                               Consumer<String> warnings) {
        if (!read.unread().isEmpty()) {
            warnings.accept("could not read the cluster's Gatekeeper constraints (" + String.join("; ", read.unread())
                    + "); going on without knowing whether they deny the GPU Operator's operands in " + namespace);
        }
        List<String> denials = denials(namespace, read.constraints(), OperandHostNeeds.of(driverContainer));
        if (denials.isEmpty()) {
            return;
        }
        Set<String> excluded = new LinkedHashSet<>();
        read.constraints().forEach(c -> excluded.addAll(c.excludedNamespaces()));
        throw new KubeOperationException("the cluster's Gatekeeper constraints would deny the GPU Operator's operands in "
                + "namespace " + namespace + " (VK Cloud's default security policies, " + SECURITY_POLICIES + "); "
                + "a denied DaemonSet creates no pod, so nothing was installed:\n  - " + String.join("\n  - ", denials)
                + "\nWays out: install with method: addon (VK Cloud installs the GPU Operator where its policies let it "
                + "run); or set the namespace to one every constraint excludes"
                + (excluded.isEmpty() ? " (the constraints exclude none now)" : " (excluded now: "
                        + String.join(", ", excluded) + ")") + ".");
    }
}
