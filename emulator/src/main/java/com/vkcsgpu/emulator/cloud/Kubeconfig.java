package com.vkcsgpu.emulator.cloud;

import com.vkcsgpu.emulator.kube.EmulatedKubeApi;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The kubeconfig text {@code POST clusters/{id}/kube_config} returns: the server, the CA data and a user.
 *
 * <p>By default the user is what VK documents: "a single user who authenticates using keystone-auth"
 * (vk-cs/docs-public, docs/en/kubernetes/k8s/concepts/access-management/access-management.md and
 * docs/en/kubernetes/k8s/how-to-guides/sa-kubeconfig/sa-kubeconfig.md), an exec plugin that asks
 * Keystone for a token with the {@code OS_*} settings in its env (the password is asked for, or taken
 * from {@code OS_PASSWORD}). The cluster's API accepts the project's Keystone tokens, as VK's
 * k8s-keystone-auth webhook does. {@link User#STATIC_TOKEN} serves a plain bearer token instead.
 */
final class Kubeconfig {
    /** The kubeconfig's user entry. */
    enum User {
        /** VK's documented shape: a {@code keystone-auth} exec plugin. */
        KEYSTONE_AUTH,
        /** A static bearer token (an emulator convenience; clients need no Keystone token). */
        STATIC_TOKEN
    }

    /**
     * The unroutable private address a kubeconfig names when {@code internalOnlyApi} is set and the
     * cluster has no public IP: what VK hands out for {@code enable_public_ip=false} (the API load
     * balancer's internal address), which cannot be reached from outside the cluster's network.
     */
    static final String INTERNAL_API_HOST = "10.255.255.254";

    private final User user;
    private final boolean internalOnlyApi;
    private final String caPem;
    private final String authUrl;
    private final EmulatorCredentials credentials;

    Kubeconfig(User user, boolean internalOnlyApi, String caPem, String authUrl, EmulatorCredentials credentials) {
        this.user = user;
        this.internalOnlyApi = internalOnlyApi;
        this.caPem = caPem;
        this.authUrl = authUrl;
        this.credentials = credentials;
    }

    String render(String clusterName, boolean publicIp, EmulatedKubeApi api) {
        java.net.URI server = internalOnlyApi && !publicIp
                ? java.net.URI.create("https://" + INTERNAL_API_HOST + ":" + api.serverUrl().getPort()) : api.serverUrl();
        String caData = Base64.getEncoder().encodeToString(caPem.getBytes(StandardCharsets.UTF_8));
        String userName = clusterName + "-admin";
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
                %5$s
                contexts:
                - name: %4$s@%1$s
                  context:
                    cluster: %1$s
                    user: %4$s
                current-context: %4$s@%1$s
                preferences: {}
                """.formatted(clusterName, server, caData, userName, userEntry(api));
    }

    private String userEntry(EmulatedKubeApi api) {
        if (user == User.STATIC_TOKEN) {
            return "    token: " + api.bearerToken();
        }
        return """
                    exec:
                      apiVersion: client.authentication.k8s.io/v1beta1
                      command: keystone-auth
                      args: []
                      env:
                      - name: OS_AUTH_URL
                        value: %s
                      - name: OS_PROJECT_ID
                        value: %s
                      - name: OS_USERNAME
                        value: %s
                      - name: OS_USER_DOMAIN_NAME
                        value: %s
                      - name: OS_REGION_NAME
                        value: %s
                      interactiveMode: IfAvailable
                      provideClusterInfo: false""".formatted(authUrl, credentials.projectId(), credentials.username(),
                credentials.userDomainName(), credentials.region()).indent(4).stripTrailing();
    }
}
