package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.domain.GpuModel;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import java.time.Duration;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * {@link CloudClientContract} against an embedded {@link VkCloudEmulator} at 1/1000 of real time:
 * the CI environment of the contract, lifecycle included.
 */
class EmulatorContractTest extends CloudClientContract {
    private static VkCloudEmulator cloud;

    @BeforeAll
    static void start() {
        cloud = EmulatorFixture.start();
    }

    /** Runs the contract against {@code replacement} from now on (the one started before is closed). */
    static void replaceCloud(VkCloudEmulator replacement) {
        cloud.close();
        cloud = replacement;
    }

    @AfterAll
    static void stop() {
        cloud.close();
    }

    @Override
    protected CloudSettings settings() {
        return EmulatorFixture.settings(cloud);
    }

    @Override
    protected ClientOptions options() {
        return EmulatorFixture.options();
    }

    @Override
    protected void observe(Throwable error) {
        assertFalse(String.valueOf(error.getMessage()).contains(cloud.credentials().password()), error.getMessage());
    }

    @Override
    protected ContractEnvironment environment() {
        return new ContractEnvironment(Set.of(
                new ContractEnvironment.GpuOffer(GpuModel.A100_40GB, 1),
                new ContractEnvironment.GpuOffer(GpuModel.A100_80GB, 1),
                new ContractEnvironment.GpuOffer(GpuModel.A100_80GB, 2),
                new ContractEnvironment.GpuOffer(GpuModel.A100_80GB, 4),
                new ContractEnvironment.GpuOffer(GpuModel.L4, 1),
                new ContractEnvironment.GpuOffer(GpuModel.L4, 4),
                new ContractEnvironment.GpuOffer(GpuModel.H200, 1),
                new ContractEnvironment.GpuOffer(GpuModel.H200, 8)),
                null,
                new ContractEnvironment.Lifecycle(UUID.randomUUID().toString(), UUID.randomUUID().toString(),
                        UUID.randomUUID().toString(), "GZ1", "STD3-4-8", "STD3-8-16", "ceph-ssd",
                        Duration.ofSeconds(30), Duration.ofSeconds(30)));
    }
}
