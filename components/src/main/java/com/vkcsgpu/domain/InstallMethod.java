package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.WireValue;

/** How a GpuOperator installs the NVIDIA GPU Operator. */
@Doc("How the GPU Operator is installed.")
public enum InstallMethod {
    @Doc("The chart rendered by the provider and server-side applied, CRDs first.") @WireValue("helm") HELM,
    @Doc("VK Cloud's managed `gpu-operator` addon with generated values.") @WireValue("addon") ADDON
}
