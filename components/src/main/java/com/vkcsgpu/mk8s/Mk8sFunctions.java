// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.TypeShape;
import com.pulumi.deployment.Deployment;
import com.pulumi.deployment.InvokeOptions;
import com.pulumi.resources.InvokeArgs;
import java.util.concurrent.CompletableFuture;
import javax.annotation.Nullable;

/**
 * The {@code vkcs-gpu:mk8s} functions: read-only look-ups the provider answers. They run during {@code pulumi
 * preview} too.
 */
public final class Mk8sFunctions {
    /** Token of {@code getAddons}. */
    public static final String GET_ADDONS = "vkcs-gpu:mk8s:getAddons";
    /** Token of {@code getGpuFlavors}. */
    public static final String GET_GPU_FLAVORS = "vkcs-gpu:mk8s:getGpuFlavors";
    /** Token of {@code getVersions}. */
    public static final String GET_VERSIONS = "vkcs-gpu:mk8s:getVersions";

    private Mk8sFunctions() {
    }

    /**
     * Lists the managed addons VK Cloud offers for gen-2 clusters with their versions, optionally only the
     * versions that support a given Kubernetes version.
     *
     * @param args the arguments; {@code GetAddonsArgs.Empty} sets none
     * @return the result
     */
    public static Output<GetAddonsResult> getAddons(GetAddonsArgs args) {
        return getAddons(args, null);
    }

    /**
     * Lists the managed addons VK Cloud offers for gen-2 clusters with their versions, optionally only the
     * versions that support a given Kubernetes version.
     *
     * @param args the arguments; {@code GetAddonsArgs.Empty} sets none
     * @param options invoke options (parent, provider, version)
     * @return the result
     */
    public static Output<GetAddonsResult> getAddons(GetAddonsArgs args, @Nullable InvokeOptions options) {
        return Deployment.getInstance().invoke(GET_ADDONS, TypeShape.of(GetAddonsResult.class), args, SdkVersion.withVersion(options));
    }

    /**
     * Lists the managed addons VK Cloud offers for gen-2 clusters with their versions, optionally only the
     * versions that support a given Kubernetes version.
     *
     * @param args the arguments; {@code GetAddonsArgs.Empty} sets none
     * @param options invoke options (parent, provider, version)
     * @return the result
     */
    public static CompletableFuture<GetAddonsResult> getAddonsPlain(GetAddonsArgs args, @Nullable InvokeOptions options) {
        return Deployment.getInstance().invokeAsync(GET_ADDONS, TypeShape.of(GetAddonsResult.class), args, SdkVersion.withVersion(options));
    }

    /**
     * Lists the whole-GPU compute flavors the project can use for node groups, smallest first, optionally
     * filtered by GPU model, GPUs per node and availability zone.
     *
     * @param args the arguments; {@code GetGpuFlavorsArgs.Empty} sets none
     * @return the result
     */
    public static Output<GetGpuFlavorsResult> getGpuFlavors(GetGpuFlavorsArgs args) {
        return getGpuFlavors(args, null);
    }

    /**
     * Lists the whole-GPU compute flavors the project can use for node groups, smallest first, optionally
     * filtered by GPU model, GPUs per node and availability zone.
     *
     * @param args the arguments; {@code GetGpuFlavorsArgs.Empty} sets none
     * @param options invoke options (parent, provider, version)
     * @return the result
     */
    public static Output<GetGpuFlavorsResult> getGpuFlavors(GetGpuFlavorsArgs args, @Nullable InvokeOptions options) {
        return Deployment.getInstance().invoke(GET_GPU_FLAVORS, TypeShape.of(GetGpuFlavorsResult.class), args, SdkVersion.withVersion(options));
    }

    /**
     * Lists the whole-GPU compute flavors the project can use for node groups, smallest first, optionally
     * filtered by GPU model, GPUs per node and availability zone.
     *
     * @param args the arguments; {@code GetGpuFlavorsArgs.Empty} sets none
     * @param options invoke options (parent, provider, version)
     * @return the result
     */
    public static CompletableFuture<GetGpuFlavorsResult> getGpuFlavorsPlain(GetGpuFlavorsArgs args, @Nullable InvokeOptions options) {
        return Deployment.getInstance().invokeAsync(GET_GPU_FLAVORS, TypeShape.of(GetGpuFlavorsResult.class), args, SdkVersion.withVersion(options));
    }

    /**
     * Lists the Kubernetes versions VK Cloud offers for new managed (gen-2) clusters, newest first.
     *
     * @return the result
     */
    public static Output<GetVersionsResult> getVersions() {
        return getVersions(null);
    }

    /**
     * Lists the Kubernetes versions VK Cloud offers for new managed (gen-2) clusters, newest first.
     *
     * @param options invoke options (parent, provider, version)
     * @return the result
     */
    public static Output<GetVersionsResult> getVersions(@Nullable InvokeOptions options) {
        return Deployment.getInstance().invoke(GET_VERSIONS, TypeShape.of(GetVersionsResult.class), InvokeArgs.Empty, SdkVersion.withVersion(options));
    }

    /**
     * Lists the Kubernetes versions VK Cloud offers for new managed (gen-2) clusters, newest first.
     *
     * @param options invoke options (parent, provider, version)
     * @return the result
     */
    public static CompletableFuture<GetVersionsResult> getVersionsPlain(@Nullable InvokeOptions options) {
        return Deployment.getInstance().invokeAsync(GET_VERSIONS, TypeShape.of(GetVersionsResult.class), InvokeArgs.Empty, SdkVersion.withVersion(options));
    }
}
