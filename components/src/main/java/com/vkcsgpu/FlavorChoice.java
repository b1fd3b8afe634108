package com.vkcsgpu;

import com.vkcsgpu.mk8s.GpuFlavorInfo;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The VK flavor a pool runs on, and what it says about the GPUs.
 *
 * @param flavorId    the flavor UUID
 * @param flavorName  the flavor name (the UUID when the catalog does not know the flavor)
 * @param gpuModel    the GPU model name, or null when unknown
 * @param gpusPerNode GPUs per node
 */
record FlavorChoice(String flavorId, String flavorName, String gpuModel, int gpusPerNode) {

    static FlavorChoice of(GpuFlavorInfo flavor) {
        return new FlavorChoice(flavor.flavorId(), flavor.name(), flavor.gpuModel(), flavor.gpuCount());
    }

    /** The smallest matching flavor (getGpuFlavors answers smallest first). */
    static FlavorChoice smallest(List<GpuFlavorInfo> matching) {
        return of(matching.get(0));
    }

    /** The error when no flavor matches: what was asked and every GPU flavor that exists. */
    static String noMatch(String gpuModel, int gpusPerNode, String zone, List<GpuFlavorInfo> all) {
        String exists = all.isEmpty() ? "none (is the Cloud GPU service enabled in this project?)"
                : all.stream().map(f -> f.name() + " (" + f.gpuModel() + " x" + f.gpuCount() + ")")
                        .collect(Collectors.joining(", "));
        return "no VK Cloud flavor with gpuModel " + gpuModel + " and gpusPerNode " + gpusPerNode
                + " in availabilityZone " + zone + "; GPU flavors that exist: " + exists
                + ". Pick one of those (gpuModel/gpusPerNode, another availabilityZone, or flavorId)";
    }

    /**
     * An explicit flavor (the escape hatch). Described from the catalog when it knows it; otherwise taken on
     * trust with what the user said. A stated {@code gpusPerNode} that the catalog contradicts is an error,
     * because the readiness gate would wait for GPUs that never come.
     */
    static FlavorChoice explicit(String flavorId, String gpuModel, Integer gpusPerNode, List<GpuFlavorInfo> known) {
        for (GpuFlavorInfo f : known) {
            if (flavorId.equalsIgnoreCase(f.flavorId())) {
                if (gpusPerNode != null && gpusPerNode != f.gpuCount()) {
                    throw new IllegalArgumentException("gpusPerNode " + gpusPerNode + " contradicts flavorId " + flavorId
                            + " (" + f.name() + ") which has " + f.gpuCount() + " GPU(s); drop gpusPerNode or fix it");
                }
                if (gpuModel != null && !gpuModel.equals(f.gpuModel())) {
                    throw new IllegalArgumentException("gpuModel " + gpuModel + " contradicts flavorId " + flavorId
                            + " (" + f.name() + ") which has " + f.gpuModel() + " GPUs; drop gpuModel or fix it");
                }
                return of(f);
            }
        }
        return new FlavorChoice(flavorId, flavorId, gpuModel, gpusPerNode == null ? 1 : gpusPerNode);
    }
}
