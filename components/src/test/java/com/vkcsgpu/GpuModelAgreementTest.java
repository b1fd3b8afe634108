package com.vkcsgpu;

import com.vkcsgpu.domain.GpuModel;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** GpuNodePool and GpuOperator agree on the GPU models: a pool one accepts, the other accepts too. */
class GpuModelAgreementTest {

    @ParameterizedTest
    @EnumSource(GpuModel.class)
    void aModelGpuNodePoolAcceptsPassesTheGpuOperatorsCompatibilityCheck(GpuModel model) {
        GpuNodePoolArgs poolArgs = GpuNodePoolTest.l4().gpuModel(model.name()).build();
        if (!model.offeredOnVkCloud()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PoolPlan.of(poolArgs));
            assertTrue(e.getMessage().contains("gpuModel: '" + model + "' is not a known GPU model"), e.getMessage());
            return;
        }
        PoolPlan plan = assertDoesNotThrow(() -> PoolPlan.of(poolArgs));
        GpuOperatorArgs operatorArgs = GpuOperatorTest.base().pools(GpuOperatorPoolArgs.builder().name("pool")
                .gpuModel(plan.gpuModel()).gpusPerNode(plan.gpusPerNode()).expectedNodes(2).build()).build();
        // The default driver may not support an old GPU (V100 needs R580 or older), which is a problem of the
        // driver, not of the model: the operator must know every model the pool accepts.
        String problems;
        try {
            OperatorPlan.of(operatorArgs);
            problems = "";
        } catch (IllegalArgumentException e) {
            problems = e.getMessage();
        }
        assertFalse(problems.contains("not a known GPU model"), problems);
    }

    @Test
    void aV100sPoolIsAcceptedByBoth() {
        PoolPlan plan = PoolPlan.of(GpuNodePoolTest.l4().poolName("v100s").gpuModel("V100S").build());
        OperatorPlan operator = OperatorPlan.of(GpuOperatorTest.base().pools(GpuOperatorPoolArgs.builder()
                .name("v100s").gpuModel(plan.gpuModel()).gpusPerNode(1).expectedNodes(2).driverVersion("580.173.02")
                .cudaWorkloadValidation(false).build())
                .driverRepository(GpuOperatorTest.OWN_DRIVERS).build());
        assertEquals(List.of("V100S"), operator.pools().stream().map(GpuOperatorPoolArgs::gpuModel).toList());
        assertTrue(operator.warnings().stream().anyMatch(w -> w.startsWith("pools[0].cudaWorkloadValidation: GPU Operator "
                + operator.release().version() + "'s validator runs a CUDA workload built with CUDA 13.2")), operator.warnings().toString());
    }

    @Test
    void gpuNodePoolsDescriptionListsTheModelsVkCloudOffers() throws NoSuchFieldException {
        // A description is a compile-time constant, so it cannot be built from GpuModel; this keeps it true.
        String doc = GpuNodePoolArgs.class.getDeclaredField("gpuModel").getAnnotation(com.vkcsgpu.doc.Doc.class).value();
        List<String> listed = java.util.regex.Pattern.compile("`([A-Z0-9_]+)`").matcher(doc).results()
                .map(m -> m.group(1)).toList();
        assertEquals(GpuModel.offeredOnVk().stream().map(GpuModel::name).toList(), listed, doc);
    }

    @Test
    void gpuNodePoolNamesTheModelsVkCloudOffers() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PoolPlan.of(GpuNodePoolTest.l4().gpuModel("B9000").build()));
        assertTrue(e.getMessage().contains("use one of A100_40GB, A100_80GB, L4, H200, V100, V100S, A30, L40S, T4,"
                + " or give flavorId"), e.getMessage());
    }
}
