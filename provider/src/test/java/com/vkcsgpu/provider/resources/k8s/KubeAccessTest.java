package com.vkcsgpu.provider.resources.k8s;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.secret.SecretString;
import org.junit.jupiter.api.Test;

class KubeAccessTest {
    @Test
    void anUnusableKubeconfigIsInvalidInputOfThatPropertyWithoutItsContent() {
        String kubeconfig = """
                apiVersion: v1
                kind: Config
                current-context: c
                contexts: [{name: c, context: {cluster: k, user: u}}]
                clusters: [{name: k, cluster: {server: "https://10.0.0.1:6443", insecure-skip-tls-verify: true}}]
                users: [{name: u, user: {token: do-not-print-me}}]
                """;
        KubeAccess access = new KubeAccess(KubeClients::fromKubeconfig);

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> access.open(SecretString.of(kubeconfig)));

        assertTrue(e.getMessage().startsWith("kubeconfig: "), e.getMessage());
        assertFalse(e.getMessage().contains("do-not-print-me"), e.getMessage());
    }
}
