package com.vkcsgpu.provider.cloud.auth;

import com.vkcsgpu.provider.cloud.CloudSettings;
import com.vkcsgpu.provider.cloud.http.ApiErrors;
import com.vkcsgpu.provider.cloud.http.HttpCaller;
import com.vkcsgpu.provider.cloud.http.Json;
import com.vkcsgpu.provider.cloud.http.VkcsAuthException;
import com.vkcsgpu.provider.cloud.http.VkcsConfigurationException;
import com.vkcsgpu.provider.secret.SecretString;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.net.URI;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Map;

/**
 * Keystone v3 password authentication scoped to a project (as gophercloud v0.24.0, pinned by
 * vk-cs/terraform-provider-vkcs v0.16.0, does it):
 * {@code POST {authUrl}auth/tokens}, the token in {@code X-Subject-Token}, the catalog in
 * {@code token.catalog}. The token is renewed shortly before {@code expires_at} (VK tokens last an
 * hour) and when a service answers 401.
 */
public final class KeystoneSession implements Session {
    /**
     * Renew this long before expiry so that a token does not lapse in the middle of a call; at
     * most a quarter of the token's lifetime, so that short-lived tokens (a cloud policy, or the
     * emulator at a small time scale) are used for most of their life instead of being renewed on
     * every call.
     */
    private static final Duration EXPIRY_MARGIN = Duration.ofMinutes(2);
    static final String TOKENS_PATH = "auth/tokens";

    private final CloudSettings settings;
    private final HttpCaller caller;

    private SecretString token;
    private Instant renewAt;
    private ServiceCatalog catalog;
    private java.util.List<String> projectRoles = java.util.List.of();

    public KeystoneSession(CloudSettings settings, HttpCaller caller) {
        this.settings = settings;
        this.caller = caller;
        caller.redactor().add(settings.password());
    }

    @Override
    public synchronized SecretString token() {
        if (token == null || !caller.policy().clock().instant().isBefore(renewAt)) {
            authenticate();
        }
        return token;
    }

    @Override
    public synchronized boolean renew(SecretString rejected) {
        if (rejected != null && rejected.equals(token)) {
            token = null;
        }
        return true;
    }

    @Override
    public synchronized TokenRoles projectRoles() {
        token();
        return TokenRoles.of(projectRoles);
    }

    @Override
    public String endpoint(String serviceType) {
        String override = settings.endpointOverrides().get(serviceType);
        if (override != null) {
            return Endpoints.normalize(override);
        }
        ServiceCatalog current;
        synchronized (this) {
            token();
            current = catalog;
        }
        return current.endpointUrl(serviceType, Endpoints.PUBLIC_INTERFACE, settings.region())
                .orElseThrow(() -> new VkcsConfigurationException("the Keystone catalog has no " + Endpoints.PUBLIC_INTERFACE
                        + " endpoint of type '" + serviceType + "' in region '" + settings.region() + "': check vkcs-gpu:region, "
                        + "or set vkcs-gpu:endpoints with key '" + serviceType + "' to the service's base URL"));
    }

    private void authenticate() {
        String operation = "authenticate user '" + settings.username() + "' to project '" + settings.projectId() + "'";
        URI uri = URI.create(Endpoints.normalize(settings.authUrl()) + TOKENS_PATH);
        HttpResponse<String> response = caller.send(new HttpCaller.Request(operation, "POST", uri, TOKENS_PATH,
                Map.of("Accept", "application/json"), requestBody(), true));
        if (response.statusCode() / 100 != 2) {
            throw ApiErrors.toException(operation, "POST", TOKENS_PATH, response, caller.redactor(), caller.policy());
        }
        String issued = response.headers().firstValue("X-Subject-Token").orElse(null);
        if (issued == null || issued.isBlank()) {
            throw new VkcsAuthException(operation, "POST", TOKENS_PATH, response.statusCode(),
                    ApiErrors.requestId(response.headers()), "Keystone sent no X-Subject-Token header");
        }
        TokenBody body = Json.parse(operation, response.body(), TokenBody.class);
        token = SecretString.of(issued);
        caller.redactor().add(token);
        catalog = body.token() == null ? new ServiceCatalog(null) : new ServiceCatalog(body.token().catalog());
        projectRoles = body.roleNames();
        Instant issuedAt = caller.policy().clock().instant();
        Instant expiresAt = parseExpiry(body.token() == null ? null : body.token().expiresAt());
        Duration quarterLife = Duration.between(issuedAt, expiresAt).dividedBy(4);
        Duration margin = quarterLife.isNegative() ? Duration.ZERO : quarterLife.compareTo(EXPIRY_MARGIN) < 0 ? quarterLife : EXPIRY_MARGIN;
        renewAt = expiresAt.minus(margin);
    }

    private Instant parseExpiry(String value) {
        Instant now = caller.policy().clock().instant();
        if (value == null) {
            return now.plus(Duration.ofHours(1));
        }
        try {
            return Instant.parse(value.endsWith("Z") || value.contains("+") ? value : value + "Z");
        } catch (DateTimeParseException e) {
            return now.plus(Duration.ofHours(1));
        }
    }

    private String requestBody() {
        JsonObject domain = new JsonObject();
        domain.addProperty("name", settings.userDomainName());
        JsonObject user = new JsonObject();
        user.addProperty("name", settings.username());
        user.addProperty("password", settings.password().reveal());
        user.add("domain", domain);
        JsonObject password = new JsonObject();
        password.add("user", user);
        JsonArray methods = new JsonArray();
        methods.add("password");
        JsonObject identity = new JsonObject();
        identity.add("methods", methods);
        identity.add("password", password);
        JsonObject project = new JsonObject();
        project.addProperty("id", settings.projectId());
        JsonObject scope = new JsonObject();
        scope.add("project", project);
        JsonObject auth = new JsonObject();
        auth.add("identity", identity);
        auth.add("scope", scope);
        JsonObject root = new JsonObject();
        root.add("auth", auth);
        return root.toString();
    }
}
