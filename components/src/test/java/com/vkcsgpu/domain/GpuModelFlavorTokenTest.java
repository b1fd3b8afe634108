package com.vkcsgpu.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How a GPU model is found from VK Cloud's flavor names, which models VK offers, and how many fit one VM. */
class GpuModelFlavorTokenTest {

    @Test
    void findsTheModelOfAFlavorTokenIgnoringCase() {
        assertEquals(Optional.of(GpuModel.A100_80GB), GpuModel.fromVkFlavorToken("A100x80"));
        assertEquals(Optional.of(GpuModel.A100_80GB), GpuModel.fromVkFlavorToken("a100X80"));
        assertEquals(Optional.of(GpuModel.A100_40GB), GpuModel.fromVkFlavorToken("A100"));
        assertEquals(Optional.empty(), GpuModel.fromVkFlavorToken("H100"), "VK offers no H100 flavor");
        assertEquals(Optional.empty(), GpuModel.fromVkFlavorToken("B200"));
    }

    @Test
    void offersEveryModelButTheH100OnVkCloud() {
        List<GpuModel> offered = GpuModel.offeredOnVk();
        assertEquals(List.of(GpuModel.A100_40GB, GpuModel.A100_80GB, GpuModel.L4, GpuModel.H200, GpuModel.V100,
                GpuModel.V100S, GpuModel.A30, GpuModel.L40S, GpuModel.T4), offered);
        assertEquals("A100_40GB, A100_80GB, L4, H200, V100, V100S, A30, L40S, T4", GpuModel.vkNames());
        assertEquals(Optional.of("H200"), GpuModel.H200.vkFlavorToken());
        assertEquals(Optional.empty(), GpuModel.H100_80GB.vkFlavorToken());
    }

    @Test
    void hopperVmsCarryEightGpusAndTheOthersFour() {
        assertEquals(8, GpuModel.H200.maxPerNode());
        assertEquals(8, GpuModel.H100_80GB.maxPerNode());
        assertEquals(4, GpuModel.L4.maxPerNode());
    }

    @Test
    void productionInferencePreemptsTrainingWhichPreemptsBatch() {
        assertEquals(1_000_000, WorkloadClass.PRODUCTION_INFERENCE.priority());
        assertEquals(100_000, WorkloadClass.TRAINING.priority());
        assertEquals(10_000, WorkloadClass.BATCH.priority());
    }
}
