package com.vkcsgpu.provider.config;

import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.k8s.access.KubeRoleMapping;
import java.net.URI;
import java.util.Map;

/**
 * The resolved provider configuration (explicit values, then environment, then defaults), as the VK
 * Cloud client consumes it. {@code toString} never reveals the password or token.
 *
 * @param authUrl        Keystone v3 endpoint, ending with {@code /}
 * @param username       user name, or null
 * @param password       password, or null
 * @param projectId      project id, or null
 * @param region         region name
 * @param userDomainName user domain
 * @param accessToken    pre-issued token, or null
 * @param endpoints      overrides by catalog service type
 * @param caCertificate  extra trusted CA PEM, or null
 * @param kubernetesRoleMapping the Kubernetes role mapping the user says VK's clusters follow, or null (both plausible)
 * @param projectQuotas  the project's Kubernetes quotas the user copied from the console, or null (not known)
 * @param gpuZones       the zones where the project's GPUs are connected, by model ({@link ConnectedGpuZones#NOT_CONFIGURED}
 *                       when not set)
 */
public record ProviderConfig(URI authUrl, String username, SecretString password, String projectId, String region,
                             String userDomainName, SecretString accessToken, Map<String, URI> endpoints,
                             String caCertificate, KubeRoleMapping kubernetesRoleMapping,
                             ProjectQuotaLimits projectQuotas, ConnectedGpuZones gpuZones) {

    /** Copies the endpoint map. */
    public ProviderConfig {
        endpoints = Map.copyOf(endpoints);
        gpuZones = gpuZones == null ? ConnectedGpuZones.NOT_CONFIGURED : gpuZones;
    }

    /** Whether a user name and password are available. */
    public boolean hasPasswordCredentials() {
        return username != null && !username.isEmpty() && password != null && !password.isEmpty();
    }

    /** Whether a pre-issued token is available. */
    public boolean hasToken() {
        return accessToken != null && !accessToken.isEmpty();
    }

    /**
     * Fails, naming the keys and variables to set, unless credentials for the cloud are available. Call it
     * before the first cloud request (not in Check or preview, which may run without credentials).
     */
    public void requireCredentials() {
        if (!hasPasswordCredentials() && !hasToken()) {
            throw new PreconditionFailedException("no VK Cloud credentials: set vkcs-gpu:username and "
                    + "vkcs-gpu:password (or OS_USERNAME and OS_PASSWORD), or vkcs-gpu:accessToken (or OS_AUTH_TOKEN)");
        }
        if (projectId == null || projectId.isEmpty()) {
            throw new PreconditionFailedException("no VK Cloud project: set vkcs-gpu:projectId (or OS_PROJECT_ID)");
        }
    }
}
