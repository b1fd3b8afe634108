package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.deployment.InvokeOptions;
import com.vkcsgpu.mk8s.GetGpuFlavorsArgs;
import com.vkcsgpu.mk8s.GetGpuFlavorsResult;
import com.vkcsgpu.mk8s.GpuFlavorInfo;
import com.vkcsgpu.mk8s.Mk8sFunctions;
import java.util.List;

/** Resolves a pool's flavor through {@code vkcs-gpu:mk8s:getGpuFlavors} (runs in preview too). */
final class FlavorLookup {
    private FlavorLookup() {
    }

    static Output<FlavorChoice> resolve(PoolPlan plan, InvokeOptions options) {
        if (plan.explicitFlavor()) {
            return Mk8sFunctions.getGpuFlavors(GetGpuFlavorsArgs.Empty, options).applyValue(all ->
                    FlavorChoice.explicit(plan.flavorId(), plan.gpuModel(), plan.gpusPerNode(), flavors(all)));
        }
        GetGpuFlavorsArgs wanted = GetGpuFlavorsArgs.builder()
                .gpuModel(plan.gpuModel())
                .gpusPerNode(plan.gpusPerNode())
                .availabilityZone(plan.availabilityZone())
                .build();
        return Mk8sFunctions.getGpuFlavors(wanted, options).apply(matching -> {
            if (!flavors(matching).isEmpty()) {
                return Output.of(FlavorChoice.smallest(flavors(matching)));
            }
            // Nothing fits: list everything there is, so the error says what to pick instead.
            return Mk8sFunctions.getGpuFlavors(GetGpuFlavorsArgs.Empty, options).<FlavorChoice>applyValue(all -> {
                throw new IllegalArgumentException(FlavorChoice.noMatch(plan.gpuModel(), plan.gpusPerNode(),
                        plan.availabilityZone(), flavors(all)));
            });
        });
    }

    private static List<GpuFlavorInfo> flavors(GetGpuFlavorsResult result) {
        return result == null || result.flavors() == null ? List.of() : result.flavors();
    }
}
