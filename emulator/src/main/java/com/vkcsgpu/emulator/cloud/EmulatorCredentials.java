package com.vkcsgpu.emulator.cloud;

/**
 * The pre-made user of the emulated cloud, and what a client needs to log in as it.
 *
 * @param username       Keystone user name ({@code OS_USERNAME})
 * @param password       its password ({@code OS_PASSWORD}); never printed by {@link #toString()}
 * @param userId         its Keystone id
 * @param userDomainName the user domain ({@code OS_USER_DOMAIN_NAME}), {@code users} on VK Cloud
 * @param projectId      the project tokens are scoped to ({@code OS_PROJECT_ID})
 * @param projectName    the project's name
 * @param region         the catalog region ({@code OS_REGION_NAME}), {@code RegionOne} on VK Cloud
 */
public record EmulatorCredentials(
        String username,
        String password,
        String userId,
        String userDomainName,
        String projectId,
        String projectName,
        String region) {

    /** A default user: {@code emulator-user} in domain {@code users}, region {@code RegionOne}. */
    public static EmulatorCredentials defaults() {
        return new EmulatorCredentials("emulator-user", "emulator-password-" + java.util.UUID.randomUUID(),
                hex32(), "users", hex32(), "emulator-project", "RegionOne");
    }

    static String hex32() {
        return java.util.UUID.randomUUID().toString().replace("-", "");
    }

    @Override
    public String toString() {
        return "EmulatorCredentials[username=" + username + ", password=<redacted>, userId=" + userId
                + ", userDomainName=" + userDomainName + ", projectId=" + projectId + ", region=" + region + "]";
    }
}
