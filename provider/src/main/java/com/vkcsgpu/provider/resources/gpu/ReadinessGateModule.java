package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import java.util.List;

/**
 * Serves {@code vkcs-gpu:gpu:ReadinessGate}. Kept apart from the other gpu resources' module so the two
 * could be written in parallel; merge them into one gpu module when convenient.
 */
public final class ReadinessGateModule implements ResourceModule {
    @Override
    public List<CustomResource<?, ?>> resources(ProviderContext context) {
        return List.of(new ReadinessGateResource());
    }
}
