package com.vkcsgpu.operator;

import com.vkcsgpu.domain.GpuModel;
import java.util.List;

/**
 * What the release matrix knows about one {@link GpuModel}.
 *
 * @param model the model
 * @param displayName e.g. "NVIDIA A100 40GB"
 * @param architecture e.g. "Ampere"
 * @param memoryGb GPU memory in GB
 * @param vkFlavorExamples VK Cloud flavor names for this GPU ({@code <CATEGORY>-<vCPU>-<RAM>-<MODEL>-<COUNT>}); empty when VK offers none
 * @param flavorProvenance where the flavor names come from
 * @param migCapable whether the GPU can be partitioned with MIG
 * @param migProfiles the MIG manager configurations ({@code nvidia.com/mig.config} values) valid for this GPU
 * @param migProvenance where the MIG facts come from
 * @param minDriverBranch the oldest driver branch that supports this GPU
 * @param maxDriverBranch the newest driver branch that supports it, or {@code null} when no upper bound is known
 * @param driverProvenance where the driver-branch bounds come from
 */
public record GpuModelInfo(GpuModel model, String displayName, String architecture, int memoryGb,
                           List<String> vkFlavorExamples, Provenance flavorProvenance,
                           boolean migCapable, List<String> migProfiles, Provenance migProvenance,
                           int minDriverBranch, Integer maxDriverBranch, Provenance driverProvenance) {

    /** The MIG configuration that turns MIG off; valid on every GPU, MIG-capable or not. */
    public static final String MIG_DISABLED = "all-disabled";

    public GpuModelInfo {
        vkFlavorExamples = List.copyOf(vkFlavorExamples);
        migProfiles = List.copyOf(migProfiles);
    }

    /** True when drivers of {@code branch} support this GPU. */
    public boolean supportsDriverBranch(int branch) {
        return branch >= minDriverBranch && (maxDriverBranch == null || branch <= maxDriverBranch);
    }

    /** "R550+" or "R384–R580". */
    public String describeDriverBranches() {
        return maxDriverBranch == null ? "R" + minDriverBranch + "+" : "R" + minDriverBranch + "–R" + maxDriverBranch;
    }
}
