package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.WireValue;

/** How the GPU Operator exposes MIG devices: the ClusterPolicy's {@code mig.strategy} (NVIDIA/gpu-operator deployments/gpu-operator/values.yaml, v25.3.0), plus {@code none} for no MIG. */
@Doc("How the GPU Operator exposes MIG devices.")
public enum MigStrategy {
    @Doc("Every GPU of a node is split the same way; MIG devices are advertised as `nvidia.com/gpu`.") @WireValue("single") SINGLE,
    @Doc("GPUs may be split differently; each MIG profile is its own resource, such as `nvidia.com/mig-1g.10gb`.") @WireValue("mixed") MIXED,
    @Doc("No MIG: whole GPUs are advertised.") @WireValue("none") NONE
}
