package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import java.util.List;

/** {@code vkcs-gpu:gpu:OperatorRelease} (the readiness gate registers in its own module). */
public final class OperatorReleaseModule implements ResourceModule {
    @Override
    public List<CustomResource<?, ?>> resources(ProviderContext context) {
        return List.of(new OperatorReleaseResource());
    }
}
