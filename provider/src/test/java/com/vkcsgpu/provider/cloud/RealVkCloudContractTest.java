package com.vkcsgpu.provider.cloud;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;

/**
 * {@link CloudClientContract} against the real VK Cloud, with the {@code OS_*} credentials of the
 * environment (read-only calls). Skipped, saying so, when they are absent.
 */
class RealVkCloudContractTest extends CloudClientContract {
    private static final List<String> REQUIRED = List.of("OS_USERNAME", "OS_PASSWORD", "OS_PROJECT_ID");

    @BeforeEach
    void requireCredentials() {
        boolean token = System.getenv("OS_AUTH_TOKEN") != null;
        boolean password = REQUIRED.stream().allMatch(name -> System.getenv(name) != null);
        assumeTrue(password && !token, "skipped: real VK Cloud contract tests need " + String.join(", ", REQUIRED)
                + " (and optionally OS_AUTH_URL, OS_REGION_NAME) in the environment; OS_AUTH_TOKEN alone is not enough"
                + " because the managed-k8s endpoint is only found through the catalog");
    }

    @Override
    protected CloudSettings settings() {
        return CloudSettings.fromEnvironment(System.getenv());
    }
}
