package com.vkcsgpu.provider.k8s.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.provider.k8s.KubeTestCluster;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.k8s.ObjectApplier;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Constraints read as Gatekeeper serves them (a constraint CRD per template, cluster-scoped, plural = kind in lower
 * case): match and parameters taken as written; a template the cluster does not serve is no constraint, not an error.
 */
class GatekeeperConstraintsTest {
    private static final String CRD = """
            apiVersion: apiextensions.k8s.io/v1
            kind: CustomResourceDefinition
            metadata: {name: k8spsphostfilesystem.constraints.gatekeeper.sh}
            spec:
              group: constraints.gatekeeper.sh
              scope: Cluster
              names: {kind: K8sPSPHostFilesystem, plural: k8spsphostfilesystem, singular: k8spsphostfilesystem, listKind: K8sPSPHostFilesystemList}
              versions:
              - name: v1beta1
                served: true
                storage: true
                schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}
            """;
    private static final String CONSTRAINT = """
            apiVersion: constraints.gatekeeper.sh/v1beta1
            kind: K8sPSPHostFilesystem
            metadata: {name: vk-host-filesystem}
            spec:
              enforcementAction: deny
              match:
                kinds: [{apiGroups: [""], kinds: [Pod]}]
                excludedNamespaces: [kube-system, opa-gatekeeper]
              parameters:
                allowedHostPaths:
                - {pathPrefix: /var/log, readOnly: true}
            """;

    private final KubeTestCluster cluster = new KubeTestCluster("gatekeeper");

    @AfterEach
    void close() {
        cluster.close();
    }

    @Test
    void readsEachConstraintWithItsExclusionsAndAllowedPrefixes() {
        new ObjectApplier(cluster.client()).apply(Manifests.parseAll(CRD + "---\n" + CONSTRAINT),
                ObjectApplier.ApplyOptions.defaults(), cluster.control(Duration.ofSeconds(30)));

        GatekeeperConstraints.Read read = GatekeeperConstraints.read(cluster.client());

        assertEquals(List.of(new HostAccessConstraint(HostAccessConstraint.HOST_FILESYSTEM, "vk-host-filesystem", "deny",
                List.of(), List.of("kube-system", "opa-gatekeeper"), List.of("/var/log"))), read.constraints());
        assertEquals(List.of(), read.unread(), "the host-namespace template is not served: no constraint, no error");
    }
}
