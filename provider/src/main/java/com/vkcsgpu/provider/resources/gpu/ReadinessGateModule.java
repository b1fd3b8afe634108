package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.resources.mk8s.CloudAccess;
import java.util.function.UnaryOperator;
import java.time.Clock;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.resources.k8s.KubeAccess;
import java.util.List;

/**
 * Serves {@code vkcs-gpu:gpu:ReadinessGate}. Kept apart from the other gpu resources' module so the two
 * could be written in parallel; merge them into one gpu module when convenient.
 */
public final class ReadinessGateModule implements ResourceModule {
    @Override
    public List<CustomResource<?, ?>> resources(ProviderContext context) {
        // Against the emulator (VKCS_GPU_WAIT_SCALE set) the gate's grace, progress interval and tick run at
        // its clock too; the wait's deadline stays whatever customTimeouts or the default says.
        double scale = context.waitScale();
        return List.of(new ReadinessGateResource(
                new KubeAccess(CloudAccess.kubeClients(context), CloudAccess.keystoneRole(context)),
                scale == 1.0 ? UnaryOperator.identity() : s -> s.scaled(scale), Clock.systemUTC()));
    }
}
