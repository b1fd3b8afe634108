package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Keystone v3 token issue and validation, as VK Cloud's {@code …/infra/identity/v3/} does it:
 * password (user name + user domain) or token method, scoped to a project id, 201 with the token
 * in {@code X-Subject-Token} and the catalog in {@code token.catalog[]}. Body fields follow the
 * Keystone v3 API reference (token: methods, user{domain,id,name,password_expires_at}, audit_ids,
 * expires_at, issued_at, project{domain,id,name}, is_domain, roles[], catalog[]).
 *
 * <p>Wrong credentials and a scope to an unknown project both answer 401: Keystone turns
 * ProjectNotFound during authentication into Unauthorized (keystone/auth/core.py).
 */
final class IdentityApi {
    static final String SERVICE = "identity";
    /** The header Keystone answers an issued token in. */
    static final String SUBJECT_TOKEN = "X-Subject-Token";
    private static final DateTimeFormatter KEYSTONE_TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'").withZone(ZoneOffset.UTC);
    private static final String UNAUTHORIZED = "The request you have made requires authentication.";

    private final EmulatorCredentials credentials;
    private final ProjectMembers members;
    private final TokenStore tokens;
    private final ServiceCatalog catalog;
    private final Duration lifetime;

    IdentityApi(EmulatorCredentials credentials, ProjectMembers members, TokenStore tokens, ServiceCatalog catalog,
                Duration lifetime) {
        this.credentials = credentials;
        this.members = members;
        this.tokens = tokens;
        this.catalog = catalog;
        this.lifetime = lifetime;
    }

    RouteTable routes(String basePath) {
        return new RouteTable(SERVICE, basePath, ErrorStyle.KEYSTONE)
                .addPublic("POST", "auth/tokens", this::issue)
                .addPublic("GET", "auth/tokens", this::validate);
    }

    private ApiResponse issue(ApiRequest request) {
        JsonObject auth = child(request.json(), "auth");
        JsonObject identity = child(auth, "identity");
        List<String> methods = new ArrayList<>();
        if (identity.has("methods") && identity.get("methods").isJsonArray()) {
            identity.getAsJsonArray("methods").forEach(m -> methods.add(m.getAsString()));
        }
        Instant expiresAt;
        String userId;
        if (methods.contains("password")) {
            userId = checkPassword(child(child(identity, "password"), "user")).id();
            expiresAt = Instant.now().plus(lifetime);
        } else if (methods.contains("token")) {
            JsonObject token = child(identity, "token");
            TokenStore.Token original = tokens.valid(string(token, "id"));
            if (original == null) {
                throw ApiException.unauthorized("The request you have made requires authentication (token unknown or expired).");
            }
            expiresAt = original.expiresAt; // Keystone keeps the original expiry when re-scoping
            userId = original.userId;
        } else {
            throw ApiException.badRequest("auth.identity.methods must contain \"password\" or \"token\"");
        }
        String projectId = scopedProject(auth);
        TokenStore.Token token = tokens.issue(methods, projectId, userId, expiresAt);
        return ApiResponse.json(201, body(token, true), Map.of(SUBJECT_TOKEN, token.value));
    }

    private ApiResponse validate(ApiRequest request) {
        if (tokens.valid(request.header("X-Auth-Token")) == null) {
            throw ApiException.unauthorized(UNAUTHORIZED);
        }
        TokenStore.Token subject = tokens.valid(request.header(SUBJECT_TOKEN));
        if (subject == null) {
            throw ApiException.notFound("Could not find token: the subject token is unknown or expired.");
        }
        return ApiResponse.json(200, body(subject, true), Map.of(SUBJECT_TOKEN, subject.value));
    }

    /** The member the password identifies: by user id, or by name in the project's user domain. */
    private ProjectMembers.Member checkPassword(JsonObject user) {
        String name = string(user, "name");
        String id = string(user, "id");
        String password = string(user, "password");
        ProjectMembers.Member member = (id != null ? members.byId(id) : members.byName(name))
                .orElseThrow(() -> ApiException.unauthorized(UNAUTHORIZED));
        boolean userMatches = true;
        if (id == null) {
            JsonObject domain = user.has("domain") && user.get("domain").isJsonObject()
                    ? user.getAsJsonObject("domain") : new JsonObject();
            String domainName = string(domain, "name");
            String domainId = string(domain, "id");
            userMatches &= credentials.userDomainName().equals(domainName) || credentials.userDomainName().equals(domainId);
        }
        if (!userMatches || !member.password().equals(password)) {
            throw ApiException.unauthorized(UNAUTHORIZED);
        }
        return member;
    }

    private String scopedProject(JsonObject auth) {
        if (!auth.has("scope") || !auth.get("scope").isJsonObject()) {
            return null;
        }
        JsonObject scope = auth.getAsJsonObject("scope");
        if (!scope.has("project")) {
            throw ApiException.unauthorized(UNAUTHORIZED);
        }
        JsonObject project = scope.getAsJsonObject("project");
        String id = string(project, "id");
        String name = string(project, "name");
        if (credentials.projectId().equals(id) || (id == null && credentials.projectName().equals(name))) {
            return credentials.projectId();
        }
        throw ApiException.unauthorized(UNAUTHORIZED);
    }

    private JsonObject body(TokenStore.Token token, boolean withCatalog) {
        JsonObject domain = new JsonObject();
        domain.addProperty("id", credentials.userDomainName());
        domain.addProperty("name", credentials.userDomainName());

        JsonObject user = new JsonObject();
        user.add("domain", domain);
        ProjectMembers.Member member = members.byId(token.userId).orElseThrow(
                () -> ApiException.unauthorized(UNAUTHORIZED));
        user.addProperty("id", member.id());
        user.addProperty("name", member.name());
        user.add("password_expires_at", null);

        JsonObject body = new JsonObject();
        body.add("methods", Json.strings(token.methods));
        body.add("user", user);
        body.add("audit_ids", Json.strings(List.of(token.auditId)));
        body.addProperty("expires_at", KEYSTONE_TIME.format(token.expiresAt));
        body.addProperty("issued_at", KEYSTONE_TIME.format(token.issuedAt));
        if (token.projectId != null) {
            JsonObject project = new JsonObject();
            project.add("domain", domain.deepCopy());
            project.addProperty("id", credentials.projectId());
            project.addProperty("name", credentials.projectName());
            body.add("project", project);
            body.addProperty("is_domain", false);
            JsonArray roles = new JsonArray();
            // Keystone's implied defaults, then the member's VK roles by their Keystone names
            List<String> names = new java.util.ArrayList<>(List.of("member", "reader"));
            member.roles().stream().sorted().map(VkRole::keystoneName).forEach(names::add);
            for (String role : names) {
                JsonObject r = new JsonObject();
                r.addProperty("id", EmulatorCredentials.hex32());
                r.addProperty("name", role);
                roles.add(r);
            }
            body.add("roles", roles);
            if (withCatalog) {
                body.add("catalog", catalog.toJson());
            }
        }
        return Json.object("token", body);
    }

    private static JsonObject child(JsonObject parent, String name) {
        JsonElement element = parent.get(name);
        if (element == null || !element.isJsonObject()) {
            throw ApiException.badRequest("Expecting to find " + name + " in request body.");
        }
        return element.getAsJsonObject();
    }

    private static String string(JsonObject object, String name) {
        JsonElement element = object.get(name);
        return element == null || element.isJsonNull() ? null : element.getAsString();
    }
}
