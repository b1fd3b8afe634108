package com.vkcsgpu.examples.gpuplatform;

import com.pulumi.Config;
import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.k8s.JobRun;
import java.util.Map;

/**
 * The reference GPU platform in Java: a gen-2 cluster with A100, L4 and H200 pools ({@link GpuPlatform}), the
 * NVIDIA GPU Operator with a pinned release and its readiness gate ({@link OperatorSettings}), two GPU tenants
 * ({@link Tenants}) and a training Job that starts only after the gate passed ({@link TrainingJob}).
 *
 * <p>Outputs: those of {@link GpuPlatform#export}, plus {@code installMethod}, {@code release},
 * {@code pinnedComponents}, {@code gpuReady}, {@code poolStatuses} (per pool: name, state, nodes,
 * validatedNodes, allocatableGpus, observedDriverVersion, message), {@code tenantNamespaces} and
 * {@code trainingOutcome}.
 */
public final class GpuPlatformProgram {
    private GpuPlatformProgram() {
    }

    /** Runs the program under the Pulumi engine. */
    public static void main(String[] args) {
        Pulumi.run(GpuPlatformProgram::define);
    }

    static void define(Context ctx) {
        Config config = ctx.config();
        GpuPlatform platform = GpuPlatform.declare(config);
        GpuOperator gpuOperator = new GpuOperator("gpu", OperatorSettings.args(config, platform), null);
        Tenants tenants = Tenants.declare(config, platform, gpuOperator);
        JobRun training = TrainingJob.declare(platform, tenants.research(), gpuOperator);

        platform.export(ctx);
        ctx.export("installMethod", gpuOperator.method());
        ctx.export("release", gpuOperator.release());
        ctx.export("pinnedComponents", gpuOperator.pinnedComponents());
        ctx.export("gpuReady", gpuOperator.ready());
        ctx.export("poolStatuses", gpuOperator.poolStatuses());
        ctx.export("tenantNamespaces", Output.tuple(tenants.research().namespace(), tenants.inference().namespace())
                .applyValue(names -> Map.of("research", names.t1, "inference", names.t2)));
        ctx.export("trainingOutcome", training.outcome());
    }
}
