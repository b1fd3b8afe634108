package com.vkcsgpu.provider.cloud.mk8s;

/**
 * The machine type of masters or workers: {@code {"nova_engine":{"flavor_id":…}}} (a compute
 * flavor UUID; GPU flavors are for workers only, https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/flavors).
 */
public record VmEngine(NovaEngine novaEngine) {

    /** The Nova flavor. */
    public record NovaEngine(String flavorId) { }

    public static VmEngine flavor(String flavorId) {
        return new VmEngine(new NovaEngine(flavorId));
    }

    /** The flavor id, or null when absent. */
    public String flavorId() {
        return novaEngine == null ? null : novaEngine.flavorId();
    }
}
