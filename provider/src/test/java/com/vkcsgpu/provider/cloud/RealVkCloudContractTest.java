package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.compute.GpuModel;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;

/**
 * {@link CloudClientContract} against the real VK Cloud, with the {@code OS_*} credentials of the
 * environment. Skipped, saying so, when they are absent.
 *
 * <p>The read-only tests run whenever credentials are present. The lifecycle creates a cluster
 * (about 20 minutes and real money) and runs only with {@value #LIFECYCLE}{@code =1} plus the
 * network it needs:
 * <ul>
 *   <li>{@code VKCS_GPU_CONTRACT_NETWORK_ID}, {@code VKCS_GPU_CONTRACT_SUBNET_ID} (Sprut network and
 *       subnet; required), {@code VKCS_GPU_CONTRACT_LB_SUBNET_ID} (default: the subnet);</li>
 *   <li>{@code VKCS_GPU_CONTRACT_ZONE} (default {@code GZ1}), {@code VKCS_GPU_CONTRACT_MASTER_FLAVOR}
 *       (default {@code STD3-4-8}), {@code VKCS_GPU_CONTRACT_WORKER_FLAVOR} (default {@code STD3-4-8}),
 *       {@code VKCS_GPU_CONTRACT_DISK_TYPE} (default {@code ceph-ssd}).</li>
 * </ul>
 * {@code VKCS_GPU_CONTRACT_GPUS} (e.g. {@code A100_40GB:1,L4:1}) lists GPU offers the project must see.
 *
 * <p>With the same opt-in, {@link #observesTheUnknownsAndWritesEmulatorSettings} runs {@link UnknownsProbe} and
 * writes what it saw to {@value #OBSERVED_DEFAULT} (or {@code VKCS_GPU_CONTRACT_OBSERVED}), a file the emulator
 * loads with {@code --settings}.
 */
class RealVkCloudContractTest extends CloudClientContract {
    static final String LIFECYCLE = "VKCS_GPU_CONTRACT_LIFECYCLE";
    static final String OBSERVED_DEFAULT = "target/vkcloud-observed.properties";
    private static final List<String> REQUIRED = List.of("OS_USERNAME", "OS_PASSWORD", "OS_PROJECT_ID");
    private static final List<String> LIFECYCLE_REQUIRED = List.of("VKCS_GPU_CONTRACT_NETWORK_ID", "VKCS_GPU_CONTRACT_SUBNET_ID");

    @BeforeEach
    void requireCredentials() {
        boolean token = System.getenv("OS_AUTH_TOKEN") != null;
        boolean password = REQUIRED.stream().allMatch(name -> System.getenv(name) != null);
        assumeTrue(password && !token, "skipped: real VK Cloud contract tests need " + String.join(", ", REQUIRED)
                + " (and optionally OS_AUTH_URL, OS_REGION_NAME) in the environment; OS_AUTH_TOKEN alone is not enough"
                + " because the managed-k8s endpoint is only found through the catalog");
    }

    @org.junit.jupiter.api.Test
    void observesTheUnknownsAndWritesEmulatorSettings() throws Exception {
        ContractEnvironment environment = environment();
        assumeTrue(environment.skipLifecycle().isEmpty(), () -> environment.skipLifecycle().orElse(""));
        ObservedCloud observed = new UnknownsProbe(client(), environment.lifecycle()).run();
        java.nio.file.Path file = java.nio.file.Path.of(ContractEnvironment.env(System.getenv(), "VKCS_GPU_CONTRACT_OBSERVED", OBSERVED_DEFAULT));
        observed.write(file);
        System.out.println("what VK Cloud answered, as emulator settings: " + file.toAbsolutePath());
        assertFalse(java.nio.file.Files.readString(file).contains(System.getenv("OS_PASSWORD")), "the password reached " + file);
    }

    @Override
    protected CloudSettings settings() {
        return CloudSettings.fromEnvironment(System.getenv());
    }

    @Override
    protected void observe(Throwable error) {
        String password = System.getenv("OS_PASSWORD");
        assertFalse(String.valueOf(error.getMessage()).contains(password), "the password reached an error message");
    }

    @Override
    protected ContractEnvironment environment() {
        return environment(System.getenv());
    }

    static ContractEnvironment environment(Map<String, String> env) {
        Set<ContractEnvironment.GpuOffer> gpus = new LinkedHashSet<>();
        for (String item : ContractEnvironment.env(env, "VKCS_GPU_CONTRACT_GPUS", "").split(",")) {
            if (!item.isBlank()) {
                String[] parts = item.trim().split(":");
                gpus.add(new ContractEnvironment.GpuOffer(GpuModel.valueOf(parts[0]), parts.length > 1 ? Integer.parseInt(parts[1]) : 1));
            }
        }
        List<String> missing = new ArrayList<>();
        LIFECYCLE_REQUIRED.stream().filter(name -> ContractEnvironment.env(env, name, null) == null).forEach(missing::add);
        String skip = null;
        if (!"1".equals(env.get(LIFECYCLE))) {
            skip = "skipped: the lifecycle creates a real cluster (paid); set " + LIFECYCLE + "=1 and "
                    + String.join(", ", LIFECYCLE_REQUIRED) + " to run it";
        } else if (!missing.isEmpty()) {
            skip = "skipped: " + LIFECYCLE + "=1 but " + String.join(", ", missing) + " not set";
        }
        ContractEnvironment.Lifecycle lifecycle = skip != null ? null : new ContractEnvironment.Lifecycle(
                env.get("VKCS_GPU_CONTRACT_NETWORK_ID"), env.get("VKCS_GPU_CONTRACT_SUBNET_ID"),
                ContractEnvironment.env(env, "VKCS_GPU_CONTRACT_LB_SUBNET_ID", env.get("VKCS_GPU_CONTRACT_SUBNET_ID")),
                ContractEnvironment.env(env, "VKCS_GPU_CONTRACT_ZONE", "GZ1"),
                ContractEnvironment.env(env, "VKCS_GPU_CONTRACT_MASTER_FLAVOR", "STD3-4-8"),
                ContractEnvironment.env(env, "VKCS_GPU_CONTRACT_WORKER_FLAVOR", "STD3-4-8"),
                ContractEnvironment.env(env, "VKCS_GPU_CONTRACT_DISK_TYPE", "ceph-ssd"),
                Duration.ofMinutes(60), Duration.ofMinutes(30));
        return new ContractEnvironment(gpus, skip, lifecycle);
    }
}
