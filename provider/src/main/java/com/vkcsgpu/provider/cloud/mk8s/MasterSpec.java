package com.vkcsgpu.provider.cloud.mk8s;

/**
 * Masters as sent in a create or {@code :scaleControlPlane}: {@code {"engine":…,"replicas":N}}.
 * (The GET answer names this block {@code master} with {@code vm_engine}; see {@link Cluster.Master}.)
 */
public record MasterSpec(VmEngine engine, int replicas) {

    public static MasterSpec of(String flavorId, int replicas) {
        return new MasterSpec(VmEngine.flavor(flavorId), replicas);
    }
}
