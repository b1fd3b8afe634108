package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.k8s.ObjectApplier;
import com.vkcsgpu.provider.resources.mk8s.CloudAccess;
import com.vkcsgpu.provider.resources.k8s.KubeAccess;
import java.util.List;

/** {@code vkcs-gpu:gpu:OperatorRelease} (the readiness gate registers in its own module). */
public final class OperatorReleaseModule implements ResourceModule {
    @Override
    public List<CustomResource<?, ?>> resources(ProviderContext context) {
        // Against the emulator (VKCS_GPU_WAIT_SCALE set) the polls of an install or a delete run at its clock.
        double scale = context.waitScale();
        return List.of(new OperatorReleaseResource(
                new KubeAccess(CloudAccess.kubeClients(context), CloudAccess.keystoneRole(context)),
                ObjectApplier.scaledPoll(OperatorReleaseResource.POLL_INTERVAL, scale), context.plainHttp()));
    }
}
