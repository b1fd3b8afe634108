package com.vkcsgpu.provider.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.KubeFaults;
import com.vkcsgpu.emulator.kube.KubeUser;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.KubeTestCluster;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.k8s.ObjectApplier;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The real-cloud probe's questions about a cluster's inside, asked of an emulated cluster that authorises a project
 * owner as VK documents ({@code admin}): each answered, and one failing question (a 500 on the LimitRanges) recorded
 * as its answer without stopping the others.
 */
class ClusterInsideProbeTest {
    private static final String OWNER_TOKEN = "owner-token";
    private final KubeTestCluster cluster = new KubeTestCluster("inside-probe");

    @AfterEach
    void close() {
        cluster.close();
    }

    @Test
    void recordsTheRoleMappingTheConstraintsAndTheLimitRangesAndSurvivesAFailingQuestion() {
        cluster.server().acceptKeystoneUsers(token -> OWNER_TOKEN.equals(token)
                ? Optional.of(KubeUser.keystone("owner", "admin")) : Optional.empty());
        new ObjectApplier(cluster.client()).apply(Manifests.parseAll("""
                apiVersion: apiextensions.k8s.io/v1
                kind: CustomResourceDefinition
                metadata: {name: k8spsphostnamespace.constraints.gatekeeper.sh}
                spec:
                  group: constraints.gatekeeper.sh
                  scope: Cluster
                  names: {kind: K8sPSPHostNamespace, plural: k8spsphostnamespace, singular: k8spsphostnamespace, listKind: K8sPSPHostNamespaceList}
                  versions:
                  - {name: v1beta1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}}
                ---
                apiVersion: constraints.gatekeeper.sh/v1beta1
                kind: K8sPSPHostNamespace
                metadata: {name: psp-host-namespace}
                spec: {match: {excludedNamespaces: [kube-system]}}
                """), ObjectApplier.ApplyOptions.defaults(), cluster.control(Duration.ofSeconds(30)));
        cluster.server().faults().inject(KubeFaults.Fault.status("GET", ".*/limitranges.*", 500, 10));

        Map<String, String> notes;
        try (KubernetesClient owner = KubeClients.fromKubeconfig(cluster.kubeconfig(KubeTestCluster.CA, OWNER_TOKEN))) {
            notes = ClusterInsideProbe.run(owner);
        }

        assertEquals("no", notes.get("inside.can-i.create.customresourcedefinitions.apiextensions.k8s.io"), notes.toString());
        assertEquals("no", notes.get("inside.can-i.list.nodes"), notes.toString());
        assertTrue(notes.get("inside.rules.default").contains("rolebindings"), notes.get("inside.rules.default"));
        assertTrue(notes.get("inside.gatekeeper").startsWith("unread K8sPSPHostNamespace: the cluster's Kubernetes API "
                + "refused the kubeconfig's user (HTTP 403"), "admin may not read the constraints: " + notes);
        assertTrue(notes.get("inside.limitranges").startsWith("error: "), notes.toString());
        assertEquals(3 + ClusterInsideProbe.TELLING_RIGHTS.size(), notes.size(), "every question has its answer");
    }
}
