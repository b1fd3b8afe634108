package com.vkcsgpu.provider.k8s.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.vkcsgpu.provider.k8s.KubeOperationException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * VK Cloud's two host-access constraints against the operands' needs, in each plausible variant of what they
 * exclude: only system namespaces (the operands are denied), also the operator's namespace, a hostPath prefix.
 */
class HostAccessCheckTest {
    private static final List<String> SYSTEM = List.of("kube-system", "kube-public", "kube-node-lease", "opa-gatekeeper");

    private static HostAccessConstraint filesystem(List<String> excluded, List<String> allowedPrefixes) {
        return new HostAccessConstraint(HostAccessConstraint.HOST_FILESYSTEM, "k8spsphostfilesystem", null, List.of(),
                excluded, allowedPrefixes);
    }

    private static HostAccessConstraint hostNamespace(List<String> excluded) {
        return new HostAccessConstraint(HostAccessConstraint.HOST_NAMESPACE, "k8spsphostnamespace", "deny", List.of(),
                excluded, List.of());
    }

    @Test
    void withOnlySystemNamespacesExcludedTheInstallIsRefusedNamingEachConstraintAndTheWaysOut() {
        GatekeeperConstraints.Read read = new GatekeeperConstraints.Read(
                List.of(filesystem(SYSTEM, List.of()), hostNamespace(SYSTEM)), List.of());

        KubeOperationException refused = assertThrows(KubeOperationException.class,
                () -> HostAccessCheck.require(read, "gpu-operator", true, w -> { }));

        assertEquals("""
                the cluster's Gatekeeper constraints would deny the GPU Operator's operands in namespace gpu-operator \
                (VK Cloud's default security policies, https://cloud.vk.com/docs/kubernetes/k8s/concepts/security-policies); \
                a denied DaemonSet creates no pod, so nothing was installed:
                  - [k8spsphostfilesystem] (K8sPSPHostFilesystem) denies the driver's hostPath /, /run/nvidia, /var/log, /sys (allowed: none)
                  - [k8spsphostfilesystem] (K8sPSPHostFilesystem) denies the container toolkit's hostPath /run/nvidia, /usr/local/nvidia (allowed: none)
                  - [k8spsphostfilesystem] (K8sPSPHostFilesystem) denies the operator validator's hostPath /run/nvidia/validations (allowed: none)
                  - [k8spsphostfilesystem] (K8sPSPHostFilesystem) denies the device plugin's hostPath /var/lib/kubelet/device-plugins (allowed: none)
                  - [k8spsphostfilesystem] (K8sPSPHostFilesystem) denies the NFD worker's hostPath /etc/kubernetes/node-feature-discovery (allowed: none)
                  - [k8spsphostnamespace] (K8sPSPHostNamespace) denies the driver's hostPID
                Ways out: install with method: addon (VK Cloud installs the GPU Operator where its policies let it run); \
                or set the namespace to one every constraint excludes (excluded now: kube-system, kube-public, \
                kube-node-lease, opa-gatekeeper).""", refused.getMessage());
    }

    @Test
    void aNamespaceTheConstraintsExcludeByNameOrGlobPasses() {
        List<HostAccessConstraint> constraints = List.of(filesystem(List.of("kube-*", "gpu-operator"), List.of()),
                hostNamespace(List.of("*-operator")));

        assertEquals(List.of(), HostAccessCheck.denials("gpu-operator", constraints, OperandHostNeeds.of(true)));
    }

    @Test
    void allowedPrefixesAdmitPathsSegmentBySegmentAndAHostDriverNeedsNoHostPid() {
        List<HostAccessConstraint> constraints = List.of(filesystem(SYSTEM, List.of("/run/nvidia", "/usr/local",
                "/var/lib/kubelet", "/etc/kubernetes")), hostNamespace(SYSTEM));

        assertEquals(List.of(), HostAccessCheck.denials("gpu-operator", constraints, OperandHostNeeds.of(false)),
                "without the driver container every path is under a prefix and nothing needs hostPID");
        assertEquals(List.of("[k8spsphostfilesystem] (K8sPSPHostFilesystem) denies the driver's hostPath /, /var/log, "
                        + "/sys (allowed: /run/nvidia, /usr/local, /var/lib/kubelet, /etc/kubernetes)",
                "[k8spsphostnamespace] (K8sPSPHostNamespace) denies the driver's hostPID"),
                HostAccessCheck.denials("gpu-operator", constraints, OperandHostNeeds.of(true)));
        assertEquals(false, filesystem(SYSTEM, List.of("/run/nv")).allowsHostPath("/run/nvidia"),
                "a prefix matches whole segments");
    }

    @Test
    void dryRunAndWarnConstraintsAndOtherNamespacesDenyNothing() {
        HostAccessConstraint dryRun = new HostAccessConstraint(HostAccessConstraint.HOST_NAMESPACE, "audit", "dryrun",
                List.of(), List.of(), List.of());
        HostAccessConstraint elsewhere = new HostAccessConstraint(HostAccessConstraint.HOST_FILESYSTEM, "team", null,
                List.of("team-a"), List.of(), List.of());

        assertEquals(List.of(), HostAccessCheck.denials("gpu-operator", List.of(dryRun, elsewhere),
                OperandHostNeeds.of(true)));
    }

    @Test
    void constraintsThatCannotBeReadAreOneWarningAndTheInstallGoesOn() {
        List<String> warnings = new ArrayList<>();

        HostAccessCheck.require(new GatekeeperConstraints.Read(List.of(), List.of("K8sPSPHostFilesystem: HTTP 403: no")),
                "gpu-operator", true, warnings::add);

        assertEquals(List.of("could not read the cluster's Gatekeeper constraints (K8sPSPHostFilesystem: HTTP 403: no); "
                + "going on without knowing whether they deny the GPU Operator's operands in gpu-operator"), warnings);
    }
}
