package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.ResourceModule;
import com.vkcsgpu.provider.cloud.ClientOptions;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.ProviderFunction;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The {@code mk8s} module: VK Cloud managed Kubernetes clusters, node groups and addons, and the
 * catalog functions. Found by {@link java.util.ServiceLoader}.
 */
public final class Mk8sModule implements ResourceModule {
    private final Function<ProviderContext, ClientOptions> options;

    /**
     * Production: the cloud client with its default pacing and retries, the waits' pacing scaled by
     * {@code VKCS_GPU_WAIT_SCALE} when set (see {@link ProviderContext#clientOptions}).
     */
    public Mk8sModule() {
        this.options = ProviderContext::clientOptions;
    }

    /** With other client tuning, e.g. millisecond waits against the emulator. */
    public Mk8sModule(ClientOptions options) {
        Objects.requireNonNull(options, "options");
        this.options = context -> options;
    }

    @Override
    public List<CustomResource<?, ?>> resources(ProviderContext context) {
        CloudAccess cloud = new CloudAccess(context, options.apply(context));
        return List.of(new ClusterResource(cloud), new NodeGroupResource(cloud), new ClusterAddonResource(cloud));
    }

    @Override
    public List<ProviderFunction<?, ?>> functions(ProviderContext context) {
        CloudAccess cloud = new CloudAccess(context, options.apply(context));
        return List.of(new GetVersionsFunction(cloud), new GetGpuFlavorsFunction(cloud), new GetAddonsFunction(cloud));
    }
}
