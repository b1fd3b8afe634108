package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.secret.SecretString;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where and as whom the client talks to VK Cloud: the plain values of the provider configuration
 * ({@code vkcs-gpu:authUrl}, {@code username}, ...). Secrets are {@link SecretString}s, so the
 * generated {@code toString} is safe to log.
 *
 * <p>Two ways to authenticate:
 * <ul>
 *   <li>password: Keystone v3 password auth scoped to {@code projectId}; endpoints come from the
 *       token's catalog unless overridden; tokens are renewed on expiry or a 401;</li>
 *   <li>{@code accessToken}: a pre-issued token; Keystone is never called, so every service's
 *       endpoint must be given in {@code endpointOverrides} (as with Terraform's
 *       {@code access_token} + {@code skip_client_auth}).</li>
 * </ul>
 *
 * @param authUrl Keystone v3 URL; default by region ({@link #defaultAuthUrl})
 * @param username the user name for password auth
 * @param password the password for password auth
 * @param projectId the project the token is scoped to
 * @param region the catalog region; default {@value #DEFAULT_REGION}
 * @param userDomainName the user's domain; default {@value #DEFAULT_USER_DOMAIN}
 * @param accessToken a pre-issued token used instead of password auth
 * @param endpointOverrides base URLs by catalog service type ({@code managed-k8s}, {@code compute}),
 *     used instead of the catalog
 * @param caCertificate PEM certificate(s) trusted in addition to the JDK's default CAs
 */
public record CloudSettings(
        String authUrl,
        String username,
        SecretString password,
        String projectId,
        String region,
        String userDomainName,
        SecretString accessToken,
        Map<String, String> endpointOverrides,
        String caCertificate) {

    /**
     * Moscow's Keystone, the VK Terraform provider's default since commit d288872
     * (vk-cs/terraform-provider-vkcs v0.16.0, vkcs/internal/clients/opts.go {@code defaultIdentityEndpoint}).
     * VK's docs also give {@code https://infra.mail.ru:5000/v3/} for Moscow, which works as well
     * (vk-cs/docs-public, docs/en/tools-for-using-services/terraform/reference/configuration/configuration.md).
     */
    public static final String DEFAULT_AUTH_URL = "https://msk.cloud.vk.com/infra/identity/v3/";
    /** Kazakhstan's Keystone, for region {@value #KAZAKHSTAN_REGION} (the same VK docs page). */
    public static final String KAZAKHSTAN_AUTH_URL = "https://kz.infra.mail.ru:5000/v3/";
    /** The region name of VK Cloud Kazakhstan (zones QAZ, KTP); Moscow is {@value #DEFAULT_REGION}. */
    public static final String KAZAKHSTAN_REGION = "kz";
    public static final String DEFAULT_REGION = "RegionOne";
    public static final String DEFAULT_USER_DOMAIN = "users";

    public CloudSettings {
        region = blankToNull(region) == null ? DEFAULT_REGION : region;
        authUrl = blankToNull(authUrl) == null ? defaultAuthUrl(region) : authUrl;
        userDomainName = blankToNull(userDomainName) == null ? DEFAULT_USER_DOMAIN : userDomainName;
        endpointOverrides = endpointOverrides == null ? Map.of() : Map.copyOf(new TreeMap<>(endpointOverrides));
        password = password == null || password.isEmpty() ? null : password;
        accessToken = accessToken == null || accessToken.isEmpty() ? null : accessToken;
        caCertificate = blankToNull(caCertificate);
    }

    /** The Keystone of {@code region}: Kazakhstan's for {@code kz}, else Moscow's. */
    public static String defaultAuthUrl(String region) {
        return KAZAKHSTAN_REGION.equals(region) ? KAZAKHSTAN_AUTH_URL : DEFAULT_AUTH_URL;
    }

    /** Password auth with defaults for everything else. */
    public static CloudSettings password(String authUrl, String username, SecretString password, String projectId, String region) {
        return new CloudSettings(authUrl, username, password, projectId, region, null, null, null, null);
    }

    /** Pre-issued token auth; every endpoint comes from {@code endpointOverrides}. */
    public static CloudSettings accessToken(SecretString token, Map<String, String> endpointOverrides) {
        return new CloudSettings(null, null, null, null, null, null, token, endpointOverrides, null);
    }

    /**
     * Settings from the OpenStack environment variables ({@code OS_AUTH_URL}, {@code OS_USERNAME},
     * {@code OS_PASSWORD}, {@code OS_PROJECT_ID}, {@code OS_REGION_NAME}, {@code OS_USER_DOMAIN_NAME},
     * {@code OS_AUTH_TOKEN}).
     */
    public static CloudSettings fromEnvironment(Map<String, String> env) {
        return new CloudSettings(env.get("OS_AUTH_URL"), env.get("OS_USERNAME"), SecretString.of(env.get("OS_PASSWORD")),
                env.get("OS_PROJECT_ID"), env.get("OS_REGION_NAME"), env.get("OS_USER_DOMAIN_NAME"),
                SecretString.of(env.get("OS_AUTH_TOKEN")), null, null);
    }

    /** Returns a copy with {@code caCertificate} set. */
    public CloudSettings withCaCertificate(String pem) {
        return new CloudSettings(authUrl, username, password, projectId, region, userDomainName, accessToken, endpointOverrides, pem);
    }

    /** Returns a copy with {@code endpointOverrides} set. */
    public CloudSettings withEndpointOverrides(Map<String, String> overrides) {
        return new CloudSettings(authUrl, username, password, projectId, region, userDomainName, accessToken, overrides, caCertificate);
    }

    /** Whether Keystone is bypassed because a pre-issued token was given. */
    public boolean usesAccessToken() {
        return accessToken != null;
    }

    /**
     * Every problem with these settings, each naming the configuration key and the fix; empty when
     * usable. Makes no network call.
     */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        if (accessToken != null && password != null) {
            problems.add("both vkcs-gpu:password and vkcs-gpu:accessToken are set: set only one "
                    + "(accessToken skips Keystone; password authenticates and renews tokens)");
        } else if (accessToken == null) {
            if (password == null) {
                problems.add("no credentials: set vkcs-gpu:password (or OS_PASSWORD) with username and projectId, "
                        + "or vkcs-gpu:accessToken (or OS_AUTH_TOKEN) with vkcs-gpu:endpoints");
            }
            if (blankToNull(username) == null) {
                problems.add("vkcs-gpu:username is required for password authentication (or set OS_USERNAME)");
            }
            if (blankToNull(projectId) == null) {
                problems.add("vkcs-gpu:projectId is required for password authentication (or set OS_PROJECT_ID)");
            }
            if (!authUrl.startsWith("https://") && !authUrl.startsWith("http://")) {
                problems.add("vkcs-gpu:authUrl must be an http(s) URL, got '" + authUrl + "'");
            }
        }
        endpointOverrides.forEach((service, url) -> {
            if (url == null || !(url.startsWith("https://") || url.startsWith("http://"))) {
                problems.add("vkcs-gpu:endpoints." + service + " must be an http(s) URL, got '" + url + "'");
            }
        });
        return problems;
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
