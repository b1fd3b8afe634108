package com.vkcsgpu.provider.cloud.auth;

import java.util.List;
import java.util.Objects;

/**
 * The body Keystone answers a token's issue ({@code POST /v3/auth/tokens}) and validation ({@code GET
 * /v3/auth/tokens}) with, as far as the provider reads it (Keystone v3 API reference,
 * https://docs.openstack.org/api-ref/identity/v3/, "Password authentication with scoped authorization" and
 * "Validate and show information for token"): the expiry, the catalog, the project the token is scoped to and
 * the roles it carries there.
 */
record TokenBody(Token token) {
    record Token(String expiresAt, List<ServiceCatalog.Service> catalog, Project project, List<Role> roles) { }

    record Project(String id) { }

    record Role(String name) { }

    /** The names of the token's roles; none when the body lists none. */
    List<String> roleNames() {
        return token == null || token.roles() == null ? List.of()
                : token.roles().stream().map(Role::name).filter(Objects::nonNull).toList();
    }

    /** Whether the token is scoped to a project (an unscoped token carries no project roles). */
    boolean projectScoped() {
        return token != null && token.project() != null && token.project().id() != null;
    }
}
