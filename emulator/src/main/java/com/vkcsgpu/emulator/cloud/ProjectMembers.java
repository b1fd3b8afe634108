package com.vkcsgpu.emulator.cloud;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Keystone users of the emulated project and their VK console roles: the pre-made user
 * ({@link EmulatorCredentials}) and any a test or the admin API adds ({@code POST /_emulator/users}). Every member
 * logs in with the project's user domain; what it may do inside clusters follows from its roles and the
 * {@link RoleMapping} in play.
 */
final class ProjectMembers {

    /**
     * A member.
     *
     * @param name     Keystone user name
     * @param password its password; never printed
     * @param id       its Keystone id
     * @param roles    its console roles
     */
    record Member(String name, String password, String id, Set<VkRole> roles) {
        Member {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(password, "password");
            roles = Set.copyOf(roles);
        }

        @Override
        public String toString() {
            return "Member[name=" + name + ", password=<redacted>, id=" + id + ", roles=" + roles + "]";
        }
    }

    private final Map<String, Member> byId = new ConcurrentHashMap<>();

    ProjectMembers(EmulatorCredentials owner, Set<VkRole> ownerRoles) {
        add(new Member(owner.username(), owner.password(), owner.userId(), ownerRoles));
    }

    /** Adds a member; a member of the same name is replaced (its id is kept, so its tokens stay its own). */
    Member add(String name, String password, Set<VkRole> roles) {
        String id = byName(name).map(Member::id).orElseGet(EmulatorCredentials::hex32);
        return add(new Member(name, password, id, roles));
    }

    private Member add(Member member) {
        byName(member.name()).ifPresent(old -> byId.remove(old.id()));
        byId.put(member.id(), member);
        return member;
    }

    Optional<Member> byId(String id) {
        return Optional.ofNullable(id == null ? null : byId.get(id));
    }

    Optional<Member> byName(String name) {
        return byId.values().stream().filter(m -> m.name().equals(name)).findFirst();
    }

    List<Member> all() {
        return List.copyOf(byId.values());
    }
}
