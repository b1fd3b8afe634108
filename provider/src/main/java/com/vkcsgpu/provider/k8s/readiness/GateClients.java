package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;

/**
 * fabric8 clients for the gate, from a kubeconfig's text (the cluster's output, never a file on disk or
 * the user's ~/.kube). A minimal factory kept in this package until the shared Kubernetes operations
 * offer one.
 */
public final class GateClients {
    /** Watches that the server ends are re-opened after this long at first (fabric8's default is 1 s). */
    private static final int WATCH_RECONNECT_MILLIS = 250;

    private GateClients() {
    }

    /**
     * A client for the current context of {@code kubeconfig}. Throws {@link IllegalArgumentException}
     * (without the kubeconfig's content) when it cannot be parsed.
     */
    public static KubernetesClient fromKubeconfig(String kubeconfig) {
        Config config;
        try {
            config = Config.fromKubeconfig(kubeconfig);
        } catch (RuntimeException e) {
            // The parser's message may quote the content, which holds credentials: drop it.
            throw new IllegalArgumentException("the kubeconfig cannot be parsed (" + e.getClass().getSimpleName()
                    + "); pass the cluster's kubeconfig output as it is");
        }
        config.setWatchReconnectInterval(WATCH_RECONNECT_MILLIS);
        return new KubernetesClientBuilder().withConfig(config).build();
    }
}
