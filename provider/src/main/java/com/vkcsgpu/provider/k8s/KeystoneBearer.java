package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.provider.secret.SecretString;

/**
 * The provider's own Keystone token, sent as a bearer token to a cluster whose kubeconfig names the
 * {@code keystone-auth} exec plugin: VK's k8s-keystone-auth webhook accepts the same Keystone token
 * the plugin would have fetched ({@code ExecCredential.status.token}). Asked on every request, so a
 * token renewed before its expiry is picked up.
 */
@FunctionalInterface
public interface KeystoneBearer {
    /** A Keystone token valid now, authenticating first if needed. */
    SecretString token();

    /**
     * A token to use after the API server refused {@code refused}: the session authenticates again when
     * {@code refused} is still its current token, so a token that lapsed early is replaced at once.
     */
    default SecretString renewAfterRefusal(SecretString refused) {
        return token();
    }

    /** For callers without cloud credentials: every use fails with {@code why} and the fix. */
    static KeystoneBearer unavailable(String why) {
        return () -> {
            throw new KubeOperationException(why);
        };
    }

    /** Used where the provider has no VK Cloud credentials at all. */
    KeystoneBearer NONE = unavailable("the kubeconfig authenticates with the keystone-auth exec plugin, which the "
            + "provider never runs; it can use its own Keystone token instead only when it has VK Cloud credentials: "
            + "set vkcs-gpu:username, vkcs-gpu:password and vkcs-gpu:projectId (or OS_USERNAME, OS_PASSWORD, "
            + "OS_PROJECT_ID), or pass a kubeconfig whose user has a token or a client certificate");
}
