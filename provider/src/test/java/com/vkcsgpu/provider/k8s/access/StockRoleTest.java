package com.vkcsgpu.provider.k8s.access;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The least stock role granting a right, as kubernetes/kubernetes bootstrappolicy/policy.go defines view, edit and
 * admin: what VK's documented mapping gives owners ({@code admin}) cannot create CRDs, Namespaces, ResourceQuotas or
 * PriorityClasses, nor list Nodes.
 */
class StockRoleTest {
    @ParameterizedTest(name = "{0} {2}.{1} in [{3}] -> {4}")
    @CsvSource({
        "create, apiextensions.k8s.io, customresourcedefinitions, , cluster-admin",
        "patch, '', namespaces, , cluster-admin",
        "list, '', namespaces, , view",
        "create, '', resourcequotas, team-a, cluster-admin",
        "list, '', resourcequotas, team-a, view",
        "create, scheduling.k8s.io, priorityclasses, , cluster-admin",
        "list, '', nodes, , cluster-admin",
        "create, rbac.authorization.k8s.io, clusterrolebindings, , cluster-admin",
        "get, nvidia.com, clusterpolicies, , cluster-admin",
        "create, rbac.authorization.k8s.io, rolebindings, team-a, admin",
        "create, apps, daemonsets, gpu-operator, edit",
        "create, batch, jobs, team-a, edit",
        "get, '', secrets, team-a, edit",
        "create, '', secrets, team-a, edit",
        "list, '', pods, gpu-operator, view",
        "watch, '', events, gpu-operator, view",
        "list, apps, daemonsets, gpu-operator, view"})
    void theLeastStockRoleGrantingARight(String verb, String group, String resource, String namespace, String role) {
        assertEquals(role, StockRole.leastGranting(KubeRight.of(verb, group, resource, namespace)).roleName());
    }
}
