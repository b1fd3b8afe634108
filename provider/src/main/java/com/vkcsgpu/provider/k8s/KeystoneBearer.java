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

    /**
     * Why the token must not be sent to {@code server}, or empty when VK Cloud reports {@code server} as the API
     * address of one of the project's clusters (the cluster's record, {@code api_address}). Asked before the
     * first token is taken; the default refuses, as a bearer that cannot tell has nothing to compare with.
     */
    default java.util.Optional<String> serverProblem(java.net.URI server) {
        return java.util.Optional.of("the provider cannot compare it with a cluster record of VK Cloud");
    }

    /**
     * {@code tokens}, to be sent only to {@code apiAddress}, a cluster's API address as VK Cloud records it: for
     * callers that hold the cluster's record already.
     */
    static KeystoneBearer onlyTo(String apiAddress, KeystoneBearer tokens) {
        return new KeystoneBearer() {
            @Override
            public SecretString token() {
                return tokens.token();
            }

            @Override
            public SecretString renewAfterRefusal(SecretString refused) {
                return tokens.renewAfterRefusal(refused);
            }

            @Override
            public java.util.Optional<String> serverProblem(java.net.URI candidate) {
                return ApiAddresses.same(apiAddress, candidate) ? java.util.Optional.empty()
                        : java.util.Optional.of("it is not the cluster's API address " + apiAddress);
            }
        };
    }

    /** For callers without cloud credentials: every use fails with {@code why} and the fix. */
    static KeystoneBearer unavailable(String why) {
        return new KeystoneBearer() {
            @Override
            public SecretString token() {
                throw new KubeOperationException(why);
            }

            @Override
            public java.util.Optional<String> serverProblem(java.net.URI server) {
                return java.util.Optional.empty(); // nothing is sent: token() fails with the reason
            }
        };
    }

    /** Used where the provider has no VK Cloud credentials at all. */
    KeystoneBearer NONE = unavailable("the kubeconfig authenticates with the keystone-auth exec plugin, which the "
            + "provider never runs; it can use its own Keystone token instead only when it has VK Cloud credentials: "
            + "set vkcs-gpu:username, vkcs-gpu:password and vkcs-gpu:projectId (or OS_USERNAME, OS_PASSWORD, "
            + "OS_PROJECT_ID), or pass a kubeconfig whose user has a token or a client certificate");
}
