package com.vkcsgpu.provider;

import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.ProviderFunction;
import java.util.List;

/**
 * A group of resources and functions served by the plugin, found with {@link java.util.ServiceLoader}:
 * list the implementing class in {@code META-INF/services/com.vkcsgpu.provider.ResourceModule}.
 */
public interface ResourceModule {
    /** The resources; they receive {@code context} for configuration and cloud clients. */
    List<CustomResource<?, ?>> resources(ProviderContext context);

    /** The functions. */
    default List<ProviderFunction<?, ?>> functions(ProviderContext context) {
        return List.of();
    }

    /** False for test-only modules, which are served but left out of the published schema.json. */
    default boolean published() {
        return true;
    }
}
