package com.vkcsgpu.provider.k8s.access;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** kube-apiserver's 403 message, in its two shapes, read back into the right it refused. */
class ForbiddenMessageTest {
    @Test
    void readsANamespacedRefusalWithItsSubresource() {
        assertEquals(Optional.of(new KubeRight("get", "", "pods", "log", "gpu-operator")), ForbiddenMessage.right(
                "pods \"driver-x\" is forbidden: User \"system:serviceaccount:kube-system:ci\" cannot get resource "
                        + "\"pods/log\" in API group \"\" in the namespace \"gpu-operator\""));
    }

    @Test
    void readsAClusterScopeRefusal() {
        assertEquals(Optional.of(KubeRight.of("create", "apiextensions.k8s.io", "customresourcedefinitions", null)),
                ForbiddenMessage.right("customresourcedefinitions.apiextensions.k8s.io is forbidden: User \"u\" cannot "
                        + "create resource \"customresourcedefinitions\" in API group \"apiextensions.k8s.io\" at the "
                        + "cluster scope"));
    }

    @Test
    void anotherShapeNamesNoRight() {
        assertEquals(Optional.empty(), ForbiddenMessage.right("admission webhook denied the request"));
        assertEquals(Optional.empty(), ForbiddenMessage.right(null));
    }
}
