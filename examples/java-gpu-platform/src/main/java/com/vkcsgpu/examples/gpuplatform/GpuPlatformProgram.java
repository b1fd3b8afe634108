package com.vkcsgpu.examples.gpuplatform;

import com.pulumi.Config;
import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.GpuOperatorPoolStatus;
import com.vkcsgpu.k8s.JobRun;
import java.util.LinkedHashMap;
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
        ctx.export("poolStatuses", gpuOperator.poolStatuses().applyValue(statuses -> statuses.stream()
                .map(GpuPlatformProgram::status).toList()));
        ctx.export("tenantNamespaces", Output.tuple(tenants.research().namespace(), tenants.inference().namespace())
                .applyValue(names -> Map.of("research", names.t1, "inference", names.t2)));
        ctx.export("trainingOutcome", training.outcome());
    }

    /** One pool's gate status as a plain map (stack outputs take maps, not records). */
    private static Map<String, Object> status(GpuOperatorPoolStatus s) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("name", s.name());
        map.put("state", s.state());
        map.put("nodes", s.nodes());
        map.put("validatedNodes", s.validatedNodes());
        map.put("allocatableGpus", s.allocatableGpus());
        map.put("observedDriverVersion", s.observedDriverVersion());
        map.put("message", s.message());
        map.values().removeIf(java.util.Objects::isNull);
        return map;
    }
}
