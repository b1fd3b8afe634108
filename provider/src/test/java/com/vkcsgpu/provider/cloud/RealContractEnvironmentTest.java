package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.compute.GpuModel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The real-cloud contract runs the paid lifecycle only on explicit opt-in, and says why not. */
class RealContractEnvironmentTest {

    @Test
    void withoutTheOptInTheLifecycleIsSkippedNamingTheSwitch() {
        ContractEnvironment environment = RealVkCloudContractTest.environment(Map.of("VKCS_GPU_CONTRACT_NETWORK_ID", "n"));

        assertTrue(environment.skipLifecycle().orElseThrow().contains("VKCS_GPU_CONTRACT_LIFECYCLE=1"), environment.lifecycleSkipReason());
        assertNull(environment.lifecycle());
        assertEquals(Set.of(), environment.expectedGpuFlavors());
    }

    @Test
    void anOptInWithoutANetworkIsSkippedNamingWhatIsMissing() {
        ContractEnvironment environment = RealVkCloudContractTest.environment(Map.of("VKCS_GPU_CONTRACT_LIFECYCLE", "1",
                "VKCS_GPU_CONTRACT_NETWORK_ID", "n"));

        assertEquals("skipped: VKCS_GPU_CONTRACT_LIFECYCLE=1 but VKCS_GPU_CONTRACT_SUBNET_ID not set", environment.lifecycleSkipReason());
    }

    @Test
    void anOptInWithANetworkRunsWithDefaultsForTheRest() {
        ContractEnvironment environment = RealVkCloudContractTest.environment(Map.of("VKCS_GPU_CONTRACT_LIFECYCLE", "1",
                "VKCS_GPU_CONTRACT_NETWORK_ID", "net", "VKCS_GPU_CONTRACT_SUBNET_ID", "sub", "VKCS_GPU_CONTRACT_ZONE", "ME1",
                "VKCS_GPU_CONTRACT_GPUS", "A100_40GB:1, H200:8"));

        assertTrue(environment.skipLifecycle().isEmpty());
        ContractEnvironment.Lifecycle lifecycle = environment.lifecycle();
        assertEquals("sub", lifecycle.loadBalancerSubnetId());
        assertEquals("ME1", lifecycle.zone());
        assertEquals("STD3-4-8", lifecycle.masterFlavorName());
        assertEquals(Set.of(new ContractEnvironment.GpuOffer(GpuModel.A100_40GB, 1), new ContractEnvironment.GpuOffer(GpuModel.H200, 8)),
                environment.expectedGpuFlavors());
    }
}
