package com.vkcsgpu.provider.cloud.auth;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The project roles a Keystone token carries (Keystone's {@code token.roles[].name}, e.g. VK's {@code mcs_admin}),
 * or why they could not be read.
 *
 * @param roles      the roles, when read
 * @param unreadable why they could not be read, when not (never a secret)
 */
public record TokenRoles(List<String> roles, String unreadable) {
    /** Exactly one of the two. */
    public TokenRoles {
        roles = roles == null ? null : List.copyOf(roles);
        if ((roles == null) == (unreadable == null)) {
            throw new IllegalArgumentException("either roles or why they are unreadable");
        }
    }

    /** The roles as read. */
    public static TokenRoles of(List<String> roles) {
        return new TokenRoles(Objects.requireNonNull(roles, "roles"), null);
    }

    /** Not read, because {@code why}. */
    public static TokenRoles unreadable(String why) {
        return new TokenRoles(null, Objects.requireNonNull(why, "why"));
    }

    /** The roles, when they were read. */
    public Optional<List<String>> known() {
        return Optional.ofNullable(roles);
    }
}
