package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.TypeShape;
import com.pulumi.deployment.Deployment;
import com.pulumi.deployment.InvokeOptions;
import com.pulumi.resources.InvokeArgs;
import java.util.concurrent.CompletableFuture;
import javax.annotation.Nullable;

/**
 * The {@code vkcs-gpu:mk8s:*} functions: read-only look-ups the provider answers from the VK Cloud
 * APIs. They run during {@code pulumi preview} too. Each comes as an {@link Output} (for wiring into
 * resources) and as a {@code ...Plain} {@link CompletableFuture} (for decisions in program code).
 */
public final class Mk8sFunctions {
    /** Token of {@link #getVersions()}. */
    public static final String GET_VERSIONS = "vkcs-gpu:mk8s:getVersions";
    /** Token of {@link #getGpuFlavors(GetGpuFlavorsArgs)}. */
    public static final String GET_GPU_FLAVORS = "vkcs-gpu:mk8s:getGpuFlavors";
    /** Token of {@link #getAddons(GetAddonsArgs)}. */
    public static final String GET_ADDONS = "vkcs-gpu:mk8s:getAddons";

    private Mk8sFunctions() {
    }

    /** @return the Kubernetes versions offered for new clusters, newest first */
    public static Output<GetVersionsResult> getVersions() {
        return getVersions(null);
    }

    /**
     * @param options invoke options (parent, provider)
     * @return the Kubernetes versions offered for new clusters, newest first
     */
    public static Output<GetVersionsResult> getVersions(@Nullable InvokeOptions options) {
        return invoke(GET_VERSIONS, GetVersionsResult.class, InvokeArgs.Empty, options);
    }

    /**
     * @param options invoke options (parent, provider)
     * @return the Kubernetes versions offered for new clusters, newest first
     */
    public static CompletableFuture<GetVersionsResult> getVersionsPlain(@Nullable InvokeOptions options) {
        return invokeAsync(GET_VERSIONS, GetVersionsResult.class, InvokeArgs.Empty, options);
    }

    /**
     * @param args filters (GPU model, GPUs per node, availability zone); {@link GetGpuFlavorsArgs#Empty} lists all
     * @return the GPU flavors that match, smallest first
     */
    public static Output<GetGpuFlavorsResult> getGpuFlavors(GetGpuFlavorsArgs args) {
        return getGpuFlavors(args, null);
    }

    /**
     * @param args    filters (GPU model, GPUs per node, availability zone); {@link GetGpuFlavorsArgs#Empty} lists all
     * @param options invoke options (parent, provider)
     * @return the GPU flavors that match, smallest first
     */
    public static Output<GetGpuFlavorsResult> getGpuFlavors(GetGpuFlavorsArgs args, @Nullable InvokeOptions options) {
        return invoke(GET_GPU_FLAVORS, GetGpuFlavorsResult.class, args, options);
    }

    /**
     * @param args    filters (GPU model, GPUs per node, availability zone); {@link GetGpuFlavorsArgs#Empty} lists all
     * @param options invoke options (parent, provider)
     * @return the GPU flavors that match, smallest first
     */
    public static CompletableFuture<GetGpuFlavorsResult> getGpuFlavorsPlain(GetGpuFlavorsArgs args,
                                                                            @Nullable InvokeOptions options) {
        return invokeAsync(GET_GPU_FLAVORS, GetGpuFlavorsResult.class, args, options);
    }

    /**
     * @param args filters (cluster version); {@link GetAddonsArgs#Empty} lists every addon
     * @return the addons of the VK Cloud catalog with their versions
     */
    public static Output<GetAddonsResult> getAddons(GetAddonsArgs args) {
        return getAddons(args, null);
    }

    /**
     * @param args    filters (cluster version); {@link GetAddonsArgs#Empty} lists every addon
     * @param options invoke options (parent, provider)
     * @return the addons of the VK Cloud catalog with their versions
     */
    public static Output<GetAddonsResult> getAddons(GetAddonsArgs args, @Nullable InvokeOptions options) {
        return invoke(GET_ADDONS, GetAddonsResult.class, args, options);
    }

    /**
     * @param args    filters (cluster version); {@link GetAddonsArgs#Empty} lists every addon
     * @param options invoke options (parent, provider)
     * @return the addons of the VK Cloud catalog with their versions
     */
    public static CompletableFuture<GetAddonsResult> getAddonsPlain(GetAddonsArgs args, @Nullable InvokeOptions options) {
        return invokeAsync(GET_ADDONS, GetAddonsResult.class, args, options);
    }

    private static <T> Output<T> invoke(String token, Class<T> result, InvokeArgs args, @Nullable InvokeOptions options) {
        return Deployment.getInstance().invoke(token, TypeShape.of(result), args, SdkVersion.withVersion(options));
    }

    private static <T> CompletableFuture<T> invokeAsync(String token, Class<T> result, InvokeArgs args,
                                                        @Nullable InvokeOptions options) {
        return Deployment.getInstance().invokeAsync(token, TypeShape.of(result), args, SdkVersion.withVersion(options));
    }
}
