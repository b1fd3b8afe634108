package com.vkcsgpu.provider.cloud.auth;

import com.vkcsgpu.provider.cloud.http.ApiErrors;
import com.vkcsgpu.provider.cloud.http.HttpCaller;
import com.vkcsgpu.provider.cloud.http.Json;
import com.vkcsgpu.provider.cloud.http.VkcsConfigurationException;
import com.vkcsgpu.provider.cloud.http.VkcsException;
import com.vkcsgpu.provider.secret.SecretString;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.Map;

/**
 * A pre-issued access token: Keystone is never asked for a token nor a catalog, so every endpoint must be given as
 * an override; a 401 cannot be cured by re-authenticating. Keystone is asked once, on demand, for the token's own
 * roles ({@link #projectRoles}).
 */
public final class TokenSession implements Session {
    private final SecretString token;
    private final Map<String, String> overrides;
    private final String authUrl;
    private final HttpCaller caller;
    private TokenRoles roles;

    /**
     * @param token     the pre-issued token
     * @param overrides every service's base URL
     * @param authUrl   Keystone v3, asked only for the token's roles
     * @param caller    the HTTP caller (its redactor knows {@code token})
     */
    public TokenSession(SecretString token, Map<String, String> overrides, String authUrl, HttpCaller caller) {
        this.token = token;
        this.overrides = overrides;
        this.authUrl = authUrl;
        this.caller = caller;
    }

    @Override
    public SecretString token() {
        return token;
    }

    @Override
    public boolean renew(SecretString rejected) {
        return false;
    }

    /**
     * The roles Keystone shows for the token itself, read once: {@code GET {authUrl}auth/tokens} with the token as
     * both {@code X-Auth-Token} and {@code X-Subject-Token} ("Validate and show information for token",
     * https://docs.openstack.org/api-ref/identity/v3/#validate-and-show-information-for-token), which Keystone's
     * default policy lets a token's own subject do (openstack/keystone {@code keystone/common/policies/token.py},
     * {@code identity:validate_token}, {@code rule:token_subject}). A refusal, an unreachable Keystone or a token
     * scoped to no project is the answer's reason, not a failure.
     */
    @Override
    public synchronized TokenRoles projectRoles() {
        if (roles == null) {
            roles = readRoles();
        }
        return roles;
    }

    private TokenRoles readRoles() {
        String operation = "read the roles of vkcs-gpu:accessToken";
        String path = KeystoneSession.TOKENS_PATH;
        try {
            URI uri = URI.create(Endpoints.normalize(authUrl) + path);
            HttpResponse<String> response = caller.send(new HttpCaller.Request(operation, "GET", uri, path,
                    Map.of("Accept", "application/json", "X-Auth-Token", token.reveal(),
                            "X-Subject-Token", token.reveal()), null, true));
            if (response.statusCode() / 100 != 2) {
                throw ApiErrors.toException(operation, "GET", path, response, caller.redactor(), caller.policy());
            }
            TokenBody body = Json.parse(operation, response.body(), TokenBody.class);
            return body.projectScoped() ? TokenRoles.of(body.roleNames())
                    : TokenRoles.unreadable("Keystone shows the token scoped to no project, so it carries no project roles");
        } catch (VkcsException | IllegalArgumentException e) {
            return TokenRoles.unreadable(e.getMessage()); // the client's messages carry no secret (its Redactor)
        }
    }

    @Override
    public String endpoint(String serviceType) {
        String url = overrides.get(serviceType);
        if (url == null) {
            throw new VkcsConfigurationException("no endpoint for service '" + serviceType + "': with vkcs-gpu:accessToken "
                    + "Keystone is not called, so every endpoint must be configured; set vkcs-gpu:endpoints with key '"
                    + serviceType + "' to its base URL (e.g. endpoints: {\"" + serviceType + "\": \"https://…/\"})");
        }
        return Endpoints.normalize(url);
    }
}
