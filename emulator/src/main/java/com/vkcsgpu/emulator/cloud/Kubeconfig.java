package com.vkcsgpu.emulator.cloud;

import com.vkcsgpu.emulator.kube.EmulatedKubeApi;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/** The kubeconfig text {@code POST clusters/{id}/kube_config} returns: server, CA data and a bearer token. */
final class Kubeconfig {
    private Kubeconfig() {}

    static String render(String clusterName, EmulatedKubeApi api, String caPem) {
        String caData = Base64.getEncoder().encodeToString(caPem.getBytes(StandardCharsets.UTF_8));
        String user = clusterName + "-admin";
        return """
                apiVersion: v1
                kind: Config
                clusters:
                - name: %1$s
                  cluster:
                    server: %2$s
                    certificate-authority-data: %3$s
                users:
                - name: %4$s
                  user:
                    token: %5$s
                contexts:
                - name: %4$s@%1$s
                  context:
                    cluster: %1$s
                    user: %4$s
                current-context: %4$s@%1$s
                preferences: {}
                """.formatted(clusterName, api.serverUrl(), caData, user, api.bearerToken());
    }
}
