package com.vkcsgpu.provider.k8s;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.time.Duration;

/**
 * Builds fabric8 clients from kubeconfig text, the way a cluster hands it out (VK Cloud's
 * {@code kube_config} call, the emulator). Certificates are always verified: a kubeconfig asking to
 * skip verification is refused rather than obeyed. The kubeconfig never appears in a message.
 */
public final class KubeClients {
    private static final int WATCH_RECONNECT_MILLIS = 250;
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(15);
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);

    private KubeClients() {
    }

    /**
     * A client for the current context of {@code kubeconfig}.
     *
     * @throws KubeOperationException when the text is not a usable kubeconfig (the message names
     *     what is wrong, never the content)
     */
    public static KubernetesClient fromKubeconfig(String kubeconfig) {
        if (kubeconfig == null || kubeconfig.isBlank()) {
            throw new KubeOperationException("the kubeconfig is empty; pass the cluster's kubeconfig "
                    + "(for example the kubeconfig output of vkcs-gpu:mk8s:Cluster)");
        }
        Config config;
        try {
            config = Config.fromKubeconfig(kubeconfig);
        } catch (RuntimeException e) {
            // The parser's message can quote the input, and the input holds credentials: drop it.
            throw new KubeOperationException("the kubeconfig cannot be read (" + e.getClass().getSimpleName()
                    + "); pass a complete kubeconfig YAML with a current-context");
        }
        if (config.getMasterUrl() == null || config.getMasterUrl().isBlank()) {
            throw new KubeOperationException("the kubeconfig names no API server; set clusters[].cluster.server");
        }
        if (config.isTrustCerts() || config.isDisableHostnameVerification()) {
            throw new KubeOperationException("the kubeconfig asks to skip TLS verification "
                    + "(insecure-skip-tls-verify); give the cluster's certificate-authority-data instead");
        }
        config.setTrustCerts(false);
        config.setDisableHostnameVerification(false);
        config.setConnectionTimeout((int) CONNECT_TIMEOUT.toMillis());
        config.setRequestTimeout((int) REQUEST_TIMEOUT.toMillis());
        // Transient failures are retried by our own bounded waits, not for minutes inside one call.
        config.setRequestRetryBackoffLimit(3);
        // Re-open a watch the server ended after 250 ms at first (fabric8 waits 1 s), so informers behind
        // the readiness gate and the applier's waits see changes promptly.
        config.setWatchReconnectInterval(WATCH_RECONNECT_MILLIS);
        return new KubernetesClientBuilder().withConfig(config).build();
    }
}
